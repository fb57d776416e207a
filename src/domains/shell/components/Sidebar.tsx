/**
 * The sidebar (docs/spec.md#sidebar): 210 px with the logo and the menu built from the user's permitted
 * routes — icons, nested groups, `alwaysShow`, the active item from `activeMenu`, external pages
 * (an http(s) menu path) as links that open a new tab; collapsible to icons on desktop; an
 * overlay on mobile. Below 1280 px its head also holds the top-level menu and post selects.
 */
import { createElement, memo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { usePlainSnapshot } from '#platform/ui/usePlainSnapshot.ts'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown, ExternalLink, FlaskConical, Square } from 'lucide-react'
import type { AppRoute } from '#platform/core/routes/table.ts'
import { appState, closeSidebar } from '#platform/store/app.ts'
import { permissionState } from '#platform/store/permission.ts'
import { settingsState } from '#platform/store/settings.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { MenuSelects } from './MenuSelects.tsx'
import { RouteLink } from './RouteLink.tsx'
import { useComposition } from '#platform/ui/composition.ts'
import { cn } from '#platform/ui/cn.ts'

export const SIDEBAR_WIDTH = 210

function visible(routes: readonly AppRoute[]): AppRoute[] {
  return routes.filter((r) => !r.meta.hidden)
}

/** The active path if it lies in the route's branch, else '' — what an item is given, so that a
 * navigation renders only the items it leaves and enters (memoised; ~35 items with their icons
 * rendered on every tab switch before). */
function activeIn(route: AppRoute, activePath: string): string {
  const within = (r: AppRoute): boolean => activePath === r.path || activePath.startsWith(`${r.path}/`) || (r.children ?? []).some(within)
  return within(route) ? activePath : ''
}

const MenuItem = memo(function MenuItem({ route, collapsed, activePath }: { route: AppRoute; collapsed: boolean; activePath: string }) {
  const { i18n, t } = useLingui()
  const children = visible(route.children ?? [])
  const { translateTitle, iconFor } = useComposition()
  const title = translateTitle(i18n, route.meta.title)
  const icon = createElement(iconFor(route.meta.icon) ?? Square, { 'aria-hidden': true, className: 'size-4 shrink-0' })
  const containsActive = children.some((c) => activePath === c.path || activePath.startsWith(`${c.path}/`))
  const [open, setOpen] = useState(true)

  // A group with one visible child and no alwaysShow shows the child itself.
  if (children.length === 1 && !route.meta.alwaysShow)
    return <MenuItem route={children[0]!} collapsed={collapsed} activePath={activeIn(children[0]!, activePath)} />
  const itemClass = cn(
    'flex min-h-11 items-center gap-2.5 rounded-md px-3 py-1.5 text-sidebar-ink transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-primary',
    collapsed && 'justify-center px-0',
  )
  if (route.meta.link) {
    return (
      <li>
        <a
          href={route.meta.link}
          target="_blank"
          rel="noopener noreferrer"
          title={title}
          aria-label={collapsed ? `${title} ${t`(opens in a new tab)`}` : undefined}
          data-external=""
          className={itemClass}
        >
          {icon}
          {!collapsed && (
            <>
              <span className="line-clamp-2 flex-1 leading-tight">{title}</span>
              <ExternalLink aria-hidden className="size-3.5 shrink-0 opacity-70" />
              <span className="sr-only">{t`(opens in a new tab)`}</span>
            </>
          )}
        </a>
      </li>
    )
  }
  if (children.length === 0) {
    const active = activePath === route.path
    return (
      <li>
        <RouteLink
          to={route.path}
          title={title}
          aria-current={active ? 'page' : undefined}
          className={cn(itemClass, active && 'bg-primary-strong text-white hover:bg-primary-strong')}
        >
          {icon}
          {/* A long title takes a second line instead of being cut (English titles run long). */}
          {!collapsed && <span className="line-clamp-2 leading-tight">{title}</span>}
        </RouteLink>
      </li>
    )
  }
  const expanded = collapsed || open
  return (
    <li>
      {!collapsed && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setOpen((o) => !o)}
          className={cn(
            'flex min-h-11 w-full cursor-pointer items-center gap-2.5 rounded-md px-3 py-1.5 text-left transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-primary',
            containsActive ? 'text-white' : 'text-sidebar-ink',
          )}
        >
          {icon}
          <span className="line-clamp-2 flex-1 leading-tight">{title}</span>
          <ChevronDown aria-hidden className={cn('size-4 transition-transform', expanded ? '' : '-rotate-90')} />
        </button>
      )}
      {expanded && (
        <ul className={collapsed ? 'grid grid-cols-[minmax(0,1fr)] gap-1' : 'mt-1 grid grid-cols-[minmax(0,1fr)] gap-1 pl-3'}>
          {children.map((child) => (
            <MenuItem key={child.path} route={child} collapsed={collapsed} activePath={activeIn(child, activePath)} />
          ))}
        </ul>
      )}
    </li>
  )
})

export function Sidebar({ activeMenu }: { activeMenu: string }) {
  const { t } = useLingui()
  const app = useSnapshot(appState)
  const settings = useSnapshot(settingsState)
  // Plain objects: the menu is walked on every navigation (usePlainSnapshot.ts).
  const permission = usePlainSnapshot(permissionState)
  const { siteTitle } = useConsole()
  const mobile = app.device === 'mobile'
  const collapsed = !mobile && !app.sidebar.opened
  const hidden = mobile && !app.sidebar.opened
  const width = collapsed ? 64 : SIDEBAR_WIDTH

  return (
    <>
      {mobile && app.sidebar.opened && <div aria-hidden className="fixed inset-0 z-30 bg-black/40" onClick={() => closeSidebar(false)} />}
      <nav
        part="sidebar"
        aria-label={t`Main menu`}
        hidden={hidden}
        style={{ width }}
        className={cn(
          'flex shrink-0 flex-col bg-sidebar',
          mobile ? 'fixed inset-y-0 left-0 z-40 shadow-2xl' : 'sticky top-0 h-[100dvh]',
          app.sidebar.withoutAnimation ? '' : 'transition-[width] duration-200',
        )}
      >
        {settings.sidebarLogo && (
          <div className={cn('flex h-14 shrink-0 items-center gap-2 px-4 font-semibold text-white', collapsed && 'justify-center px-0')}>
            <FlaskConical aria-hidden className="size-5 text-primary-strong" />
            {!collapsed && <span className="truncate">{siteTitle}</span>}
          </div>
        )}
        {!collapsed && <MenuSelects place="sidebar" />}
        <ul className="grid flex-1 grid-cols-[minmax(0,1fr)] content-start gap-1 overflow-x-hidden overflow-y-auto px-2 py-2">
          {visible(permission.accessed as AppRoute[]).map((route) => (
            <MenuItem key={route.path} route={route} collapsed={collapsed} activePath={activeIn(route, activeMenu)} />
          ))}
        </ul>
      </nav>
    </>
  )
}
