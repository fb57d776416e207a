/** `<sw-console>`'s public API: the one place it is written (see platform/element/manifest.ts). */
import { API_BASE, BACKEND_ATTRIBUTES, ERROR_EVENT, LANG, LOGIN_EVENT, SIZE, THEME_COLOR, THEME_PROPERTIES } from '../../../platform/element/common.ts'
import { defineEvent, defineManifest, detail } from '../../../platform/element/manifest.ts'
import { DEFAULT_BASE_PATH } from '../../../platform/core/routes/paths.ts'
import type { ServiceNotice } from '../../../platform/core/notice.ts'

/** A service notice: three strings, else `null`. */
function checkNotice(value: unknown): ServiceNotice | null {
  if (typeof value !== 'object' || value === null) return null
  const { start, end, text } = value as Record<string, unknown>
  return typeof start === 'string' && typeof end === 'string' && typeof text === 'string' ? { start, end, text } : null
}

export const LOGOUT_EVENT = defineEvent('sw-logout', detail<{ username?: string }>('{ username?: string }'), 'After the user logged out.')
export const NAVIGATE_EVENT = defineEvent('sw-navigate', detail<{ path: string }>('{ path: string }'), 'After every route change: the router path (without the base path).')

export const consoleManifest = defineManifest({
  tag: 'sw-console',
  summary:
    'The whole console: router and guard, permission-filtered sidebar, breadcrumb, tags with kept-alive views, menu search, settings, and the screens of every domain.',
  module: 'elements/sw-console.js',
  budgetKb: 180,
  attributes: {
    'api-base': API_BASE,
    ...BACKEND_ATTRIBUTES,
    'base-path': { type: { kind: 'base-path' }, default: DEFAULT_BASE_PATH, description: "The router's base path (browser router)." },
    router: {
      type: { kind: 'enum', values: ['browser', 'hash', 'memory'] },
      default: 'browser',
      description: '`browser` (the URL under `base-path`), `hash`, or `memory` (embed without handing over the URL).',
    },
    'initial-path': {
      type: { kind: 'string' },
      default: '/',
      description: 'With `router="memory"`: the path the console starts on (e.g. `/workbench`).',
    },
    'sync-title': {
      type: { kind: 'boolean' },
      defaultText: '`true` with `router="browser"`, else `false`',
      description: 'Whether the console sets `document.title` to the screen\'s title: by default only when it owns the URL (`router="browser"`), never in memory unless asked.',
    },
    lang: LANG,
    size: SIZE,
    'theme-color': THEME_COLOR,
    'site-title': { type: { kind: 'string' }, default: 'Studentwork', description: "The sidebar logo's text and the document title's suffix." },
    notice: {
      type: { kind: 'json', shape: '{"start","end","text"}', check: checkNotice },
      description: 'A service notice shown on /home between `start` and `end` (dates), e.g. the holiday pause.',
    },
  },
  events: [LOGIN_EVENT, LOGOUT_EVENT, NAVIGATE_EVENT, ERROR_EVENT],
  cssProperties: {
    ...THEME_PROPERTIES,
    '--sw-color-sidebar': 'Sidebar background.',
    '--sw-color-sidebar-text': 'Sidebar text.',
  },
  parts: {
    console: 'The element root.',
    navbar: 'The top bar.',
    sidebar: 'The sidebar.',
    breadcrumb: 'The breadcrumb.',
    tags: 'The tag bar of visited views.',
    main: 'The screen area.',
    avatar: 'The avatar menu button.',
    settings: 'The settings panel.',
    'error-log': 'The error-log button.',
    dialog: 'Every dialog box.',
    progress: 'The route-load progress bar.',
    toasts: 'The toast stack.',
  },
  slots: {},
})
