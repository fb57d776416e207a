/**
 * Story-only harness for the parts of `<sw-console>`: mounts a part inside an open shadow root
 * that has adopted the same sheets as the element (base + console, src/platform/element/styles.ts), under the
 * same ElementRoot (Lingui, element context, `.sw-root` with size and theme, feedback layer),
 * console context and a memory router at the story's path. Store state comes from
 * consoleData.ts. The frame around a part uses inline styles only: a Tailwind class written
 * here would not be in the shipped sheets.
 */
import { useCallback, useLayoutEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useLocation } from 'react-router-dom'
import { RouterHost } from '../../src/domains/shell/components/RouterHost.tsx'
import { useSnapshot } from 'valtio'
import { expect, waitFor } from 'storybook/test'
import consoleCss from '../../src/domains/shell/console.css?inline'
import { adoptStyles } from '#platform/element/styles.ts'
import { buildBreadcrumb, type BreadcrumbItem } from '../../src/domains/shell/logic/breadcrumb.ts'
import { DEFAULT_THEME_COLOR } from '#platform/core/attributes.ts'
import { matchRoute, type RouteMatch } from '#platform/core/routes/match.ts'
import type { AppRoute } from '#platform/core/routes/table.ts'
import { ConsoleContext, type ConsoleConfig } from '#platform/ui/consoleContext.ts'
import { CompositionContext } from '#platform/ui/composition.ts'
import { consoleComposition } from '../../src/app/console.tsx'
import { Navbar } from '../../src/domains/shell/components/Navbar.tsx'
import { Sidebar } from '../../src/domains/shell/components/Sidebar.tsx'
import { TagsView } from '../../src/domains/shell/components/TagsView.tsx'
import { appState } from '#platform/store/app.ts'
import { permissionState } from '#platform/store/permission.ts'
import { DEFAULT_SETTINGS, settingsState } from '#platform/store/settings.ts'
import { ElementRoot } from '#platform/ui/ElementRoot.tsx'
import { STORY_API } from '../../.storybook/mockApi.ts'

export interface ConsoleArgs {
  lang: 'en' | 'zh' | 'tw'
  size: 'default' | 'medium' | 'small' | 'mini'
  themeColor: string
}

export const consoleArgs: ConsoleArgs = { lang: 'en', size: 'default', themeColor: DEFAULT_THEME_COLOR }

export const consoleArgTypes = {
  lang: { control: 'inline-radio', options: ['en', 'zh', 'tw'] },
  size: { control: 'inline-radio', options: ['default', 'medium', 'small', 'mini'] },
  themeColor: { control: 'color' },
} as const

/** What a part gets to render with: the route matched at the router's path and its crumbs. */
export interface PartContext {
  pathname: string
  match: RouteMatch | null
  crumbs: BreadcrumbItem[]
}

const adopted = new WeakSet<ShadowRoot>()

/** A block host with an open shadow root carrying the element's sheets. */
function ShadowHost({ children }: { children: (root: ShadowRoot) => ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  const attach = useCallback((host: HTMLDivElement | null) => {
    if (!host) return
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    if (!adopted.has(shadow)) {
      adoptStyles(shadow, [consoleCss])
      adopted.add(shadow)
    }
    setRoot(shadow)
  }, [])
  return (
    <div ref={attach} data-story-console="">
      {root && createPortal(children(root), root)}
    </div>
  )
}

function AtPath({ children }: { children: (part: PartContext) => ReactNode }) {
  const { pathname } = useLocation()
  const permission = useSnapshot(permissionState)
  const match = matchRoute((permission.routes ?? []) as AppRoute[], pathname)
  const crumbs = (match && buildBreadcrumb(match.matched, pathname)) ?? []
  return <>{children({ pathname, match, crumbs })}</>
}

/** A console part in a shadow root, as `<sw-console lang size theme-color>` would draw it. */
export function ConsolePart({ args, path, children }: { args: ConsoleArgs; path: string; children: (part: PartContext) => ReactNode }) {
  const settings = useSnapshot(settingsState)
  // As ConsoleElement: a colour chosen in the settings panel wins over the attribute.
  const themeColor = settings.themeColor !== DEFAULT_SETTINGS.themeColor ? settings.themeColor : args.themeColor
  const config = useMemo<ConsoleConfig>(
    () => ({ apiBase: STORY_API, basePath: '/studentwork/', siteTitle: 'Studentwork', notice: null, themeColor, syncTitle: false }),
    [themeColor],
  )
  // The size select shows the page's size; the attribute decides what is drawn.
  useLayoutEffect(() => {
    appState.size = args.size
  }, [args.size])
  return (
    <ShadowHost>
      {(root) => (
        <ElementRoot tag="sw-console" part="console" container={root} lang={args.lang} size={args.size} themeColor={themeColor}>
          <CompositionContext.Provider value={consoleComposition}>
            <ConsoleContext.Provider value={config}>
              {/* The console's own router (memory): its links need what it provides (RouteLink.tsx). */}
              <RouterHost key={path} kind="memory" basePath={config.basePath} initialPath={path}>
                <AtPath>{children}</AtPath>
              </RouterHost>
            </ConsoleContext.Provider>
          </CompositionContext.Provider>
        </ElementRoot>
      )}
    </ShadowHost>
  )
}

const bar = (width: string, height = 12): CSSProperties => ({
  width,
  height,
  borderRadius: 4,
  background: 'var(--sw-color-border, #dcdfe6)',
  opacity: 0.7,
})

/** A neutral stand-in for a screen (no words, so it reads the same in every language). */
export function ScreenPlaceholder({ style }: { style?: CSSProperties }) {
  return (
    <div style={{ padding: 20, display: 'grid', gap: 16, ...style }}>
      {[0, 1].map((card) => (
        <div key={card} style={{ background: 'var(--sw-color-surface, #fff)', borderRadius: 8, padding: 20, display: 'grid', gap: 12 }}>
          <div style={bar('32%', 16)} />
          <div style={bar('88%')} />
          <div style={bar('74%')} />
          <div style={bar('58%')} />
        </div>
      ))}
    </div>
  )
}

const CANVAS: CSSProperties = { background: 'var(--sw-color-canvas, #f5f7fa)' }

/** Sidebar, navbar and tags view arranged as in Layout.tsx; a placeholder stands in for AppMain
 * (the screens are not these stories' subject). */
export function Shell({
  part,
  sidebar = true,
  navbar = true,
  tags = true,
  children,
}: {
  part: PartContext
  sidebar?: boolean
  navbar?: boolean
  tags?: boolean
  children?: ReactNode
}) {
  const settings = useSnapshot(settingsState)
  const route = part.match?.route
  return (
    <div style={{ ...CANVAS, display: 'flex', minHeight: '100dvh' }}>
      {sidebar && <Sidebar activeMenu={route?.meta.activeMenu ?? part.pathname} />}
      <div style={{ display: 'flex', flex: 1, minWidth: 0, flexDirection: 'column' }}>
        <div style={settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: 20 } : undefined}>
          {navbar && <Navbar breadcrumb={part.crumbs} />}
          {tags && settings.tagsView && <TagsView />}
        </div>
        <ScreenPlaceholder />
        {children}
      </div>
    </div>
  )
}

/** Storybook's viewport for the phone stories (the device state itself is preset, not measured). */
/** A screen story's page background and its card, as the console draws them. */
export const STORY_CANVAS: CSSProperties = { background: 'var(--sw-color-canvas, #f5f7fa)', padding: 16, minHeight: '100dvh', boxSizing: 'border-box' }
export const STORY_CARD: CSSProperties = {
  background: 'var(--sw-color-surface, #fff)',
  border: '1px solid var(--sw-color-border, #dcdfe6)',
  borderRadius: 8,
  padding: 16,
}

export const PHONE_VIEWPORT = { viewport: { value: 'mobile2', isRotated: false } }

/** The story's console shadow root, once the element root has drawn. */
export async function consoleRoot(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const host = canvasElement.querySelector<HTMLElement>('[data-story-console]')
  await waitFor(() => expect(host?.shadowRoot?.querySelector('.sw-root')?.childElementCount).toBeGreaterThan(0))
  return host!.shadowRoot!
}

/** The first element matching `selector` in `root`, waiting for it to appear. */
export async function inShadow<T extends Element = HTMLElement>(root: ShadowRoot, selector: string, timeout = 3000): Promise<T> {
  await waitFor(() => expect(root.querySelector(selector)).toBeTruthy(), { timeout })
  return root.querySelector<T>(selector)!
}
