/**
 * Route `view` keys (core/routes/table.ts) → screen components, each a lazy chunk so the shell
 * loads without them. Screens of later issues render the "not available yet" view.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ViewKey } from '../../core/routes/table.ts'

type Screen = LazyExoticComponent<ComponentType>

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen =>
  lazy(() => load().then((m) => ({ default: m[name] })))

const unavailable = named(() => import('../../views/Unavailable.tsx'), 'Unavailable')

export const SCREENS: Partial<Record<ViewKey, Screen>> = {
  workbench: named(() => import('../../views/Workbench.tsx'), 'Workbench'),
  profile: named(() => import('../../views/Profile.tsx'), 'Profile'),
  notFound: named(() => import('../../views/NotFound.tsx'), 'NotFound'),
  unauthorized: named(() => import('../../views/Unauthorized.tsx'), 'Unauthorized'),
  home: named(() => import('../../views/Home.tsx'), 'Home'),
  authRedirect: named(() => import('../../views/AuthRedirect.tsx'), 'AuthRedirect'),
  redirect: named(() => import('../../views/Redirect.tsx'), 'Redirect'),
  unavailable,
}

export function screenFor(view: ViewKey | undefined): Screen {
  return (view && SCREENS[view]) || unavailable
}
