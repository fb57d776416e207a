/**
 * The console's router: browser history under the base path (default), hash, or memory — the
 * last lets a host embed the console without handing it the URL. The shell's links get their
 * hrefs and navigation from inside it (components/RouteLink.tsx).
 */
import { useCallback, type ReactNode } from 'react'
import { BrowserRouter, HashRouter, MemoryRouter } from 'react-router-dom'
import { RouteLinksBridge } from './RouteLink.tsx'

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
  if (kind === 'hash') return <HashRouter useTransitions={false}>{inner}</HashRouter>
  return (
    <BrowserRouter basename={basename} useTransitions={false}>
      {inner}
    </BrowserRouter>
  )
}
