/**
 * Types for hosts: the tag map for `document.createElement('sw-login')` and React JSX
 * `IntrinsicElements` entries with each element's attributes.
 */
import type { AuditStatus, CurrentUser } from '../src/platform/core/api/types.ts'
import type { SignUpForm } from '../src/domains/account/contract.ts'

export interface SwLoginAttributes {
  'api-base'?: string
  lang?: 'en' | 'zh' | 'tw'
  'tenant-code'?: string
  redirect?: string
  variant?: 'classic' | 'new'
  'theme-color'?: string
  size?: 'default' | 'medium' | 'small' | 'mini'
  'client-id'?: string
  'signup-href'?: string
}

export interface SwSignupAttributes {
  'api-base'?: string
  lang?: 'en' | 'zh' | 'tw'
  referee?: string
  'tenant-code'?: string
  'theme-color'?: string
  size?: 'default' | 'medium' | 'small' | 'mini'
  'login-href'?: string
}

/** The account a partner submitted (never the password or the captcha). */
export type SwSignupDetail = Omit<SignUpForm, 'password' | 'confirmPassword' | 'charCaptcha' | 'captchaId'> & {
  id?: string
  auditStatus: AuditStatus
}

export interface SwConsoleAttributes {
  'api-base'?: string
  'base-path'?: string
  router?: 'browser' | 'hash' | 'memory'
  lang?: 'en' | 'zh' | 'tw'
  size?: 'default' | 'medium' | 'small' | 'mini'
  'theme-color'?: string
  'site-title'?: string
  /** JSON: {"start": "2025-01-26", "end": "2025-02-05", "text": "…"} */
  notice?: string
}

export interface SwLoginEventMap {
  'sw-login': CustomEvent<CurrentUser>
  'sw-signup': CustomEvent<SwSignupDetail>
  'sw-logout': CustomEvent<{ username?: string }>
  'sw-navigate': CustomEvent<{ path: string }>
  'sw-error': CustomEvent<{ message: string; tag: string }>
}

declare global {
  interface HTMLElementTagNameMap {
    'sw-login': HTMLElement
    'sw-signup': HTMLElement
    'sw-console': HTMLElement
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges our events into the DOM map
  interface HTMLElementEventMap extends SwLoginEventMap {}
}

type HostAttributes = {
  id?: string
  class?: string
  className?: string
  style?: unknown
  slot?: string
  children?: unknown
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'sw-login': SwLoginAttributes & HostAttributes
      'sw-signup': SwSignupAttributes & HostAttributes
      'sw-console': SwConsoleAttributes & HostAttributes
    }
  }
}
