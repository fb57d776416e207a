/**
 * Types for hosts, derived by the compiler from the element manifests (elements/manifest.ts):
 * the tag map for `document.createElement('sw-login')` and `querySelector`, with each element's
 * attributes as typed properties; the events in `HTMLElementEventMap`; and React's JSX
 * `IntrinsicElements` with the attributes, `ref` and typed `onsw-…` handlers (React 19 listens to
 * `onsw-login` as the `sw-login` event: it takes the name after `on` as written). Vue's types are
 * generated beside them as `vue.d.ts` (scripts/elements.ts).
 */
import type { EventMapOf, HostAttributes, HostProperties } from '#platform/element/manifest.ts'
import type { loginManifest } from '../src/domains/account/elements/login.manifest.ts'
import type { signupManifest } from '../src/domains/account/elements/signup.manifest.ts'
import type { consoleManifest } from '../src/domains/shell/elements/console.manifest.ts'
import type { notificationsManifest } from '../src/domains/notifications/elements/notifications.manifest.ts'
import type { signinMapManifest } from '../src/domains/attendance/elements/signinMap.manifest.ts'

export type { CurrentUser } from '#platform/core/api/types.ts'
export type { SignupDetail } from '../src/domains/account/elements/events.ts'
export type { ScopeChangeDetail } from '../src/domains/attendance/elements/events.ts'
export type { CheckInRecord, Verdict, CheckInFlag } from '../src/domains/attendance/contract.ts'

/** An element: an `HTMLElement` whose manifest attributes are typed properties (`lang` keeps
 * the DOM's `string` type, so the element stays an `HTMLElement`). */
type ElementOf<P> = HTMLElement & Omit<P, 'lang'>

export type SwLoginElement = ElementOf<HostProperties<typeof loginManifest>>
export type SwSignupElement = ElementOf<HostProperties<typeof signupManifest>>
export type SwConsoleElement = ElementOf<HostProperties<typeof consoleManifest>>
export type SwNotificationsElement = ElementOf<HostProperties<typeof notificationsManifest>>
export type SwSigninMapElement = ElementOf<HostProperties<typeof signinMapManifest>>

export type SwLoginAttributes = HostAttributes<typeof loginManifest>
export type SwSignupAttributes = HostAttributes<typeof signupManifest>
export type SwConsoleAttributes = HostAttributes<typeof consoleManifest>
export type SwNotificationsAttributes = HostAttributes<typeof notificationsManifest>
export type SwSigninMapAttributes = HostAttributes<typeof signinMapManifest>

/** Every `sw-*` event of every element, name → `CustomEvent<detail>`. */
export type SwEventMap = EventMapOf<typeof loginManifest> &
  EventMapOf<typeof signupManifest> &
  EventMapOf<typeof consoleManifest> &
  EventMapOf<typeof notificationsManifest> &
  EventMapOf<typeof signinMapManifest>

/** Typed `onsw-…` handlers of an element's events, for React 19 hosts. */
type ReactHandlers<Events> = { [E in keyof Events & string as `on${E}`]?: (event: Events[E]) => void }

/** What React accepts on any of our tags besides the manifest's attributes. */
interface ReactHostProps<T extends HTMLElement> {
  ref?: { current: T | null } | ((instance: T | null) => void) | null
  key?: string | number
  id?: string
  class?: string
  className?: string
  style?: Record<string, string | number>
  slot?: string
  hidden?: boolean
  children?: unknown
}

type ReactProps<Attributes, Events, T extends HTMLElement> = Attributes & ReactHandlers<Events> & ReactHostProps<T>

declare global {
  interface HTMLElementTagNameMap {
    'sw-login': SwLoginElement
    'sw-signup': SwSignupElement
    'sw-console': SwConsoleElement
    'sw-notifications': SwNotificationsElement
    'sw-signin-map': SwSigninMapElement
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges our events into the DOM map
  interface HTMLElementEventMap extends SwEventMap {}
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'sw-login': ReactProps<SwLoginAttributes, EventMapOf<typeof loginManifest>, SwLoginElement>
      'sw-signup': ReactProps<SwSignupAttributes, EventMapOf<typeof signupManifest>, SwSignupElement>
      'sw-console': ReactProps<SwConsoleAttributes, EventMapOf<typeof consoleManifest>, SwConsoleElement>
      'sw-notifications': ReactProps<SwNotificationsAttributes, EventMapOf<typeof notificationsManifest>, SwNotificationsElement>
      'sw-signin-map': ReactProps<SwSigninMapAttributes, EventMapOf<typeof signinMapManifest>, SwSigninMapElement>
    }
  }
}
