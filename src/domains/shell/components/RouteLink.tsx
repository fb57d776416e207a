/**
 * Links of the shell's own chrome (sidebar, tag bar) that do not follow the location. A React
 * Router `<Link>` reads the location to resolve its path, so all ~35 of them rendered again on
 * every tab switch. These take an absolute path, an href made for the router's kind and a
 * navigate function that stays the same (`RouteLinksBridge`, inside RouterHost), so a memoised
 * item renders only when its own props change. A click with a modifier, another button or a target
 * is left to the browser, as with `<Link>`; the current location is replaced, not pushed.
 */
import { memo, useLayoutEffect, useMemo, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { NavigationContext, useNavigation, type Navigation } from '#platform/ui/navigation.ts'

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

type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }

export const RouteLink = memo(function RouteLink({ to, onClick, target, ...rest }: RouteLinkProps) {
  const links = useNavigation()
  return (
    <a
      {...rest}
      href={links.href(to)}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
        if (target && target !== '_self') return
        event.preventDefault()
        links.go(to)
      }}
    />
  )
})
