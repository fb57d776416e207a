/**
 * `<sw-console>`: the whole console — router, guard, layout shell and the screens of the domains
 * it is composed of (the composition arrives as a prop from src/app, so the shell never imports
 * the list that imports it). Attributes arrive as strings and are parsed here (bad values warn,
 * never crash).
 */
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { DEFAULT_SETTINGS, settingsState } from '../../platform/store/settings.ts'
import { DEFAULT_THEME_COLOR, parseApiBase, parseColor, parseEnum } from '../../platform/core/attributes.ts'
import { DEFAULT_BASE_PATH } from '../../platform/core/routes/paths.ts'
import { ElementRoot, type SharedAttributes } from '../../platform/ui/ElementRoot.tsx'
import { RouteProgress } from './components/RouteProgress.tsx'
import { ConsoleApp } from './ConsoleApp.tsx'
import { ConsoleContext, type ConsoleConfig, type ServiceNotice } from '../../platform/ui/consoleContext.ts'
import { CompositionContext, type Composition } from '../../platform/ui/composition.ts'
import { RouterHost, type RouterKind } from './RouterHost.tsx'

export interface ConsoleElementProps extends SharedAttributes {
  apiBase?: string
  basePath?: string
  router?: string
  siteTitle?: string
  notice?: string
  /** The domains the console is made of (src/app/console.tsx). */
  composition: Composition
}

export const CONSOLE_ATTRIBUTES = ['apiBase', 'basePath', 'router', 'lang', 'size', 'themeColor', 'siteTitle', 'notice'] as const

function parseBasePath(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) {
    if (value) console.warn(`<sw-console>: base-path "${value}" is not an absolute path; using "${DEFAULT_BASE_PATH}".`)
    return DEFAULT_BASE_PATH
  }
  return value.endsWith('/') ? value : `${value}/`
}

function parseNotice(value: string | undefined): ServiceNotice | null {
  if (!value) return null
  try {
    const notice = JSON.parse(value) as Partial<ServiceNotice>
    if (typeof notice.text === 'string' && typeof notice.start === 'string' && typeof notice.end === 'string') {
      return { text: notice.text, start: notice.start, end: notice.end }
    }
  } catch {
    // Reported below.
  }
  console.warn('<sw-console>: notice must be JSON {"start","end","text"}; ignoring it.')
  return null
}

export function ConsoleElement(props: ConsoleElementProps) {
  // A colour the user chose in the settings panel wins over the host's attribute.
  const settings = useSnapshot(settingsState)
  const themeColor = settings.themeColor !== DEFAULT_SETTINGS.themeColor ? settings.themeColor : props.themeColor
  const config = useMemo<ConsoleConfig>(
    () => ({
      apiBase: parseApiBase(props.apiBase, '<sw-console>'),
      basePath: parseBasePath(props.basePath),
      siteTitle: props.siteTitle?.trim() || 'Studentwork',
      notice: parseNotice(props.notice),
      themeColor: parseColor(themeColor, '<sw-console>') ?? DEFAULT_THEME_COLOR,
    }),
    [props.apiBase, props.basePath, props.siteTitle, props.notice, themeColor],
  )
  const router = useMemo(() => parseEnum<RouterKind>(props.router, ['browser', 'hash', 'memory'], 'browser', '<sw-console> router'), [props.router])
  return (
    <ElementRoot tag="sw-console" part="console" container={props.container} lang={props.lang} size={props.size} themeColor={themeColor}>
      <CompositionContext.Provider value={props.composition}>
        <ConsoleContext.Provider value={config}>
          <RouteProgress />
          <RouterHost kind={router} basePath={config.basePath}>
            <ConsoleApp />
          </RouterHost>
        </ConsoleContext.Provider>
      </CompositionContext.Provider>
    </ElementRoot>
  )
}
