/**
 * `<sw-console>`: the whole console — router, guard, layout shell and the screens of the domains
 * it is composed of (the composition arrives as a prop from src/app, so the shell never imports
 * the list that imports it). Its attributes arrive parsed by the element kit from the manifest
 * (elements/console.manifest.ts): bad values have warned and fallen back already. A live
 * preview (PreviewLayer) takes the console's place while open; the console stays mounted.
 */
import { configureBackend } from '#platform/store/backends.ts'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { DEFAULT_SETTINGS, settingsState } from '#platform/store/settings.ts'
import { DEFAULT_THEME_COLOR } from '#platform/core/attributes.ts'
import type { ParsedAttributes } from '#platform/element/manifest.ts'
import { ElementRoot, type SharedAttributes } from '#platform/ui/ElementRoot.tsx'
import { ConsoleContext, type ConsoleConfig } from '#platform/ui/consoleContext.ts'
import { CompositionContext, type Composition } from '#platform/ui/composition.ts'
import { PreviewLayer } from '../components/PreviewLayer.tsx'
import { RouteProgress } from '../components/RouteProgress.tsx'
import { ConsoleApp } from '../components/ConsoleApp.tsx'
import type { consoleManifest } from './console.manifest.ts'
import { RouterHost } from '../components/RouterHost.tsx'

export type ConsoleElementProps = ParsedAttributes<typeof consoleManifest> &
  Pick<SharedAttributes, 'container'> & {
    /** The domains the console is made of (src/app/console.tsx). */
    composition: Composition
  }

export function ConsoleElement(props: ConsoleElementProps) {
  // A colour the user chose in the settings panel wins over the host's attribute; with neither,
  // the host's --sw-color-primary (or the default) applies.
  const settings = useSnapshot(settingsState)
  const chosenColor = settings.themeColor !== DEFAULT_SETTINGS.themeColor ? settings.themeColor : props.themeColor
  const themeColor = chosenColor ?? DEFAULT_THEME_COLOR
  const { router } = props
  // Recorded while rendering, so the first request of any screen already uses them.
  configureBackend(props.apiBase, { clientId: props.clientId, scope: props.scope, roleHeader: props.roleHeader })
  const config = useMemo<ConsoleConfig>(
    () => ({
      apiBase: props.apiBase,
      basePath: props.basePath,
      siteTitle: props.siteTitle,
      notice: props.notice ?? null,
      themeColor,
      // The page's title belongs to the host unless the console owns the URL or is asked to.
      syncTitle: props.syncTitle ?? router === 'browser',
    }),
    [props.apiBase, props.basePath, props.siteTitle, props.notice, themeColor, router, props.syncTitle],
  )
  return (
    <ElementRoot tag="sw-console" part="console" container={props.container} lang={props.lang} size={props.size} themeColor={chosenColor}>
      <CompositionContext.Provider value={props.composition}>
        <ConsoleContext.Provider value={config}>
          <RouteProgress />
          <RouterHost kind={router} basePath={config.basePath} initialPath={props.initialPath}>
            <ConsoleApp />
          </RouterHost>
          <PreviewLayer origins={props.previewOrigins} />
        </ConsoleContext.Provider>
      </CompositionContext.Provider>
    </ElementRoot>
  )
}
