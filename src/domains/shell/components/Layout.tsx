/**
 * The console shell (docs/spec.md#layout): sidebar, navbar with breadcrumb, tag bar and the screen area.
 * Records each visited view as a tag and keeps the document title in step with the language.
 */
import { useEffect, useLayoutEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { buildBreadcrumb } from '../logic/breadcrumb.ts'
import type { RouteMatch } from '#platform/core/routes/match.ts'
import { isTaggable, toTagView } from '../logic/tags.ts'
import { settingsState } from '#platform/store/settings.ts'
import { tagsActions } from '../store/tagsView.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { AppMain } from './AppMain.tsx'
import { Navbar } from './Navbar.tsx'
import { Sidebar } from './Sidebar.tsx'
import { TagsView } from './TagsView.tsx'
import { useComposition } from '#platform/ui/composition.ts'
import { useDevice } from '../hooks/useDevice.ts'

export function Layout({ match }: { match: RouteMatch }) {
  const location = useLocation()
  const { i18n } = useLingui()
  const { translateTitle } = useComposition()
  const settings = useSnapshot(settingsState)
  const { siteTitle, syncTitle } = useConsole()
  const fullPath = location.pathname + location.search + location.hash
  const { route } = match
  useDevice(location.pathname)

  // Before paint: a screen is never on view without its tag (closing it then would bring it back).
  useLayoutEffect(() => {
    if (isTaggable(route)) tagsActions.add(toTagView(route, fullPath))
  }, [route, fullPath])

  const title = translateTitle(i18n, route.meta.title)
  useEffect(() => {
    if (syncTitle) document.title = `${title} - ${siteTitle}`
  }, [title, siteTitle, syncTitle])

  // On a refresh path (one frame) there is no breadcrumb.
  const crumbs = buildBreadcrumb(match.matched, location.pathname) ?? []

  return (
    <div className="flex min-h-[100dvh] bg-canvas">
      <Sidebar activeMenu={route.meta.activeMenu ?? location.pathname} />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className={settings.fixedHeader ? 'sticky top-0 z-20' : ''}>
          <Navbar breadcrumb={crumbs} />
          {settings.tagsView && <TagsView />}
        </div>
        <AppMain route={route} pathname={location.pathname} search={location.search} />
      </div>
    </div>
  )
}
