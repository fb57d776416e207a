/**
 * The bridge from React Router to the links that do not follow the location (platform/ui/
 * RouteLink.tsx, the sidebar's, the tag bar's and the screens'): an href made for the router's
 * kind and a navigate function that stays the same, inside RouterHost. Navigating to where the
 * console already is replaces the location rather than pushing it again.
 */
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { NavigationContext, type Navigation } from '#platform/ui/navigation.ts'

export { RouteLink } from '#platform/ui/RouteLink.tsx'

/** Inside the router: the one component that follows the location, for the links and every
 * screen's `useNavigation()` (platform/ui/navigation.ts). */
export function RouteLinksBridge({ href, children }: { href: (to: string) => string; children: ReactNode }) {
  const navigate = useNavigate()
  const location = useLocation()
  const latest = useRef({ navigate, location })
  useLayoutEffect(() => {
    latest.current = { navigate, location }
  })
  const links = useMemo<Navigation>(
    () => ({
      href,
      go: (to) => {
        const { pathname, search, hash } = latest.current.location
        void latest.current.navigate(to, { replace: to === pathname + search + hash })
      },
      location: () => latest.current.location,
    }),
    [href],
  )
  return <NavigationContext.Provider value={links}>{children}</NavigationContext.Provider>
}
