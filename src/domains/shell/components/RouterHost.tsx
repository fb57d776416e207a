/**
 * The console's router: browser history under the base path (default), hash, or memory — the
 * last lets a host embed the console without handing it the URL. Browser and hash histories write a
 * pushed location after the frame that shows it (runtime/screenFirstHistory.ts). The shell's links
 * get their hrefs and navigation from inside it (components/RouteLink.tsx).
 */
import { useCallback, useState, type ReactNode } from 'react'
import { MemoryRouter, unstable_HistoryRouter as HistoryRouter, UNSAFE_createBrowserHistory, UNSAFE_createHashHistory } from 'react-router-dom'
import { RouteLinksBridge } from './RouteLink.tsx'
import { screenFirstHistory } from '../runtime/screenFirstHistory.ts'

export type RouterKind = 'browser' | 'hash' | 'memory'

export function RouterHost({ kind, basePath, initialPath = '/', children }: { kind: RouterKind; basePath: string; initialPath?: string; children: ReactNode }) {
  const basename = basePath.replace(/\/+$/, '') || '/'
  // The href of an absolute path, as the router would write it.
  const href = useCallback((to: string) => (kind === 'hash' ? `#${to}` : kind === 'memory' || basename === '/' ? to : `${basename}${to}`), [kind, basename])
  const inner = <RouteLinksBridge href={href}>{children}</RouteLinksBridge>
  if (kind === 'memory')
    return (
      <MemoryRouter initialEntries={[initialPath.startsWith('/') ? initialPath : `/${initialPath}`]} useTransitions={false}>
        {inner}
      </MemoryRouter>
    )
  return (
    <ScreenFirstRouter kind={kind} basename={kind === 'hash' ? undefined : basename}>
      {inner}
    </ScreenFirstRouter>
  )
}

function ScreenFirstRouter({ kind, basename, children }: { kind: 'browser' | 'hash'; basename?: string; children: ReactNode }) {
  const [history] = useState(() =>
    screenFirstHistory(kind === 'hash' ? UNSAFE_createHashHistory({ v5Compat: true }) : UNSAFE_createBrowserHistory({ v5Compat: true })),
  )
  return (
    <HistoryRouter history={history} basename={basename} useTransitions={false}>
      {children}
    </HistoryRouter>
  )
}
