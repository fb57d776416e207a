/**
 * The console's router: browser history under the base path (default), hash, or memory — the
 * last lets a host embed the console without handing it the URL.
 */
import type { ReactNode } from 'react'
import { BrowserRouter, HashRouter, MemoryRouter } from 'react-router-dom'

export type RouterKind = 'browser' | 'hash' | 'memory'

export function RouterHost({ kind, basePath, initialPath = '/', children }: { kind: RouterKind; basePath: string; initialPath?: string; children: ReactNode }) {
  const basename = basePath.replace(/\/+$/, '') || '/'
  if (kind === 'memory')
    return (
      <MemoryRouter initialEntries={[initialPath.startsWith('/') ? initialPath : `/${initialPath}`]} useTransitions={false}>
        {children}
      </MemoryRouter>
    )
  if (kind === 'hash') return <HashRouter useTransitions={false}>{children}</HashRouter>
  return (
    <BrowserRouter basename={basename} useTransitions={false}>
      {children}
    </BrowserRouter>
  )
}
