/**
 * How domains plug into the console. Each domain exports a `ConsoleDomain`: its routes as data
 * (the framework-free `AppRoute`s of core), the lazy screen of each `view` key, the translations
 * of its route titles and the icons its routes name. `composeConsole()` joins a list of them
 * into one `Composition` — the route table the guard and permissions take, and the lookups the
 * shell draws with — so the shell never imports the list that imports it, and adding a screen
 * touches its domain's folder only.
 */
import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { LucideIcon } from 'lucide-react'
import type { AppRoute, RouteTable } from '../core/routes/table.ts'
import { screenSetRoute, type ScreenData, type ScreenSet } from '../core/routes/screens.ts'

export type Screen = LazyExoticComponent<ComponentType>

/** What one domain adds to the console. */
export interface ConsoleDomain {
  name: string
  /** Routes every visitor has (most hidden from the menu). */
  constant?: readonly AppRoute[]
  /** Menu groups with their screens, filtered by role and menu authority. A group with the path
   * of an earlier domain's group adds its children to that group (the earlier meta stands). */
  async?: readonly AppRoute[]
  /** The lazy screen of each `view` key the routes name. A route whose key no domain
   * registers renders the `unavailable` view. */
  views?: Readonly<Record<string, Screen>>
  /** Translations of the routes' English titles (the server's menu titles match them without
   * case). */
  titles?: Readonly<Record<string, MessageDescriptor>>
  /** The icons the routes (or the server's menus) name in `meta.icon`. */
  icons?: Readonly<Record<string, LucideIcon>>
}

export interface Composition {
  table: RouteTable
  /** The lazy screen of a view key; the `unavailable` view for an unknown key. */
  screenFor(view: string | undefined): Screen
  /** A route title in the user's language; a title with no entry is shown as written. */
  translateTitle(i18n: I18n, title: string): string
  /** The icon a route names, or `undefined`. */
  iconFor(name: string | undefined): LucideIcon | undefined
}

/** `React.lazy` of a named export: `lazyNamed(() => import('./Workbench.tsx'), 'Workbench')`. */
export function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen {
  return lazy(() => load().then((m) => ({ default: m[name] })))
}

/** What the console draws a screen with, beside its data (core/routes/screens.ts). */
export interface ScreenUi {
  view: Screen
  /** `msg` of the data's English title (a unit test holds the two to the same words). */
  title: MessageDescriptor
  icon: LucideIcon
}

/** A domain's console part from its screen set and each screen's view, title message and icon
 * (and the group's, when the domain owns the group): the one route list, and the views, titles
 * and icons keyed as the composition looks them up. */
export function screenRoutes<K extends string>(
  set: ScreenSet<K>,
  screens: Readonly<Record<K, ScreenUi>>,
  group?: Omit<ScreenUi, 'view'>,
): Omit<ConsoleDomain, 'name' | 'constant'> {
  const views: Record<string, Screen> = {}
  const titles: Record<string, MessageDescriptor> = {}
  const icons: Record<string, LucideIcon> = {}
  const add = (data: { title: string; icon: string }, ui: Omit<ScreenUi, 'view'>) => {
    titles[data.title] = ui.title
    icons[data.icon] = ui.icon
  }
  for (const key in set.screens) {
    views[key] = screens[key].view
    add(set.screens[key], screens[key])
  }
  // An owned group without its title and icon is caught by the tests (every route has a title).
  if (group) add(set.group as ScreenData, group)
  return { async: [screenSetRoute(set)], views, titles, icons }
}

/** Groups of the same path from several domains become one, children in domain order. */
function mergeGroups(routes: readonly AppRoute[]): AppRoute[] {
  const out: AppRoute[] = []
  for (const route of routes) {
    const at = route.children ? out.findIndex((r) => r.path === route.path && r.children) : -1
    if (at === -1) {
      out.push(route)
      continue
    }
    const group = out[at] as AppRoute
    out[at] = { ...group, children: [...(group.children ?? []), ...(route.children ?? [])] }
  }
  return out
}

function joinRecords<T>(domains: readonly ConsoleDomain[], pick: (d: ConsoleDomain) => Readonly<Record<string, T>> | undefined, what: string): Map<string, T> {
  const out = new Map<string, T>()
  for (const domain of domains) {
    for (const [key, value] of Object.entries(pick(domain) ?? {})) {
      if (out.get(key) === value) continue
      if (out.has(key)) throw new Error(`composeConsole: ${what} "${key}" is registered twice (again by ${domain.name}).`)
      out.set(key, value)
    }
  }
  return out
}

/** Joins the domains, in list order, into the console's composition. Throws on a view key or
 * icon name registered twice with different values and when no domain registers the `unavailable` view. */
export function composeConsole(domains: readonly ConsoleDomain[]): Composition {
  const views = joinRecords(domains, (d) => d.views, 'view')
  const icons = joinRecords(domains, (d) => d.icons, 'icon')
  const titles = new Map<string, MessageDescriptor>()
  for (const domain of domains) {
    for (const [title, descriptor] of Object.entries(domain.titles ?? {})) titles.set(title.toLowerCase(), descriptor)
  }
  const unavailable = views.get('unavailable')
  if (!unavailable) throw new Error('composeConsole: no domain registers the "unavailable" view.')
  const table: RouteTable = {
    constant: domains.flatMap((d) => d.constant ?? []),
    async: mergeGroups(domains.flatMap((d) => d.async ?? [])),
  }
  return {
    table,
    screenFor: (view) => (view !== undefined && views.get(view)) || unavailable,
    translateTitle(i18n, title) {
      const descriptor = titles.get(title.toLowerCase())
      return descriptor ? i18n._(descriptor) : title
    },
    iconFor: (name) => (name ? icons.get(name) : undefined),
  }
}

export const CompositionContext = createContext<Composition | null>(null)

/** The console's composition; throws outside `<sw-console>`. */
export function useComposition(): Composition {
  const composition = useContext(CompositionContext)
  if (!composition) throw new Error('useComposition() is used outside the console (no CompositionContext provider).')
  return composition
}
