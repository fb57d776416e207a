/**
 * Navigation for screens and the shell's chrome that does not follow the location: React
 * Router's `useNavigate` and `<Link>` read the location, so each component using them renders
 * again on every navigation — every kept-alive view too. The console's router host provides
 * `href` (an absolute path as the router writes it) and `go` (navigate; the current location is
 * replaced, not pushed), both stable (domains/shell/components/RouteLink.tsx).
 */
import { createContext, useContext } from 'react'

export interface Navigation {
  href(to: string): string
  go(to: string): void
  /** The location now, read when needed (a click's handler), never rendered from. */
  location(): { pathname: string; search: string; hash: string }
}

export const NavigationContext = createContext<Navigation | null>(null)

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext)
  if (!navigation) throw new Error('useNavigation outside the console router')
  return navigation
}
