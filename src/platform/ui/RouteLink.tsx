/**
 * A link inside the console that does not follow the location. A React Router `<Link>` reads the
 * location to resolve its path, so the ~35 of the sidebar and tag bar rendered again on every tab
 * switch. This takes an absolute path and the console's navigation (platform/ui/navigation.ts:
 * an href made for the router's kind, a navigate function that stays the same), so a memoised
 * one renders only when its own props change. A click with a modifier, another button or a
 * target is left to the browser, as with `<Link>`.
 */
import { memo, type AnchorHTMLAttributes } from 'react'
import { useNavigation } from './navigation.ts'

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
