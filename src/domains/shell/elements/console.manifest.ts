/** `<sw-console>`'s public API: the one place it is written (see platform/element/manifest.ts). */
import { API_BASE, BACKEND_ATTRIBUTES, ERROR_EVENT, LANG, LOGIN_EVENT, SIZE, THEME_COLOR, THEME_PROPERTIES } from '#platform/element/common.ts'
import { defineEvent, defineManifest, detail } from '#platform/element/manifest.ts'
import { DEFAULT_BASE_PATH } from '#platform/core/routes/paths.ts'
import type { ServiceNotice } from '#platform/core/notice.ts'
import { parseOriginList } from '../logic/previewOrigins.ts'

/** A service notice: three strings, else `null`. */
function checkNotice(value: unknown): ServiceNotice | null {
  if (typeof value !== 'object' || value === null) return null
  const { start, end, text } = value as Record<string, unknown>
  return typeof start === 'string' && typeof end === 'string' && typeof text === 'string' ? { start, end, text } : null
}

export const LOGOUT_EVENT = defineEvent('sw-logout', detail<{ username?: string }>('{ username?: string }'), 'After the user logged out.')
export const PREVIEW_EVENT = defineEvent(
  'sw-preview',
  detail<{ open: boolean }>('{ open: boolean }'),
  'When a `refreshFrame` message from a `preview-origins` origin opened (or replaced) the live preview (`open: true`), and when the preview was closed (`open: false`).',
)
export const NAVIGATE_EVENT = defineEvent(
  'sw-navigate',
  detail<{ path: string }>('{ path: string }'),
  'After every route change: the router path (without the base path).',
)

export const consoleManifest = defineManifest({
  tag: 'sw-console',
  summary:
    'The whole console: router and guard, permission-filtered sidebar, breadcrumb, tags with kept-alive views, menu search, settings, and the screens of every domain.',
  module: 'elements/sw-console.js',
  // The target is 140 (docs/spec.md#download-size), and the console does not grow with the map
  // (docs/spec.md#attendance: 139.51 before it). 131.85 kB: the live preview and the open menu search load on demand, the route table no
  // longer carries the notifications API, React Router ships its production build, and the UI
  // kit's styles come with the console's own sheet instead of every element's base sheet.
  // 132.43 kB since the element root became a shared chunk of its own (sign-in and sign-up load
  // it lazily): the limit stays well under the target, with a kilobyte and a half to spare.
  // 134 → 135 with the screen definitions (each screen written once as data, its routes, titles,
  // icons and the server's menu seed made from it: +0.24 kB, 134.20 kB).
  // 135 → 137 with one server-state shape (array keys, invalidation by prefix, a bounded cache,
  // useMutation; the unread count a resource): +1.59 kB, 135.81 kB. TanStack Query would be 10.5.
  // 137 → 138 with the attendance rules and the member's month (two menu screens: their route
  // rows and two icons the sidebar draws, +0.47 kB, 137.40 kB). 138 → 139 with the screen-first
  // history and the session load's retry without an answer: +0.96 kB, 138.36 kB (spec's target 140).
  budgetKb: 139,
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
      description:
        'Whether the console sets `document.title` to the screen\'s title: by default only when it owns the URL (`router="browser"`), never in memory unless asked.',
    },
    lang: LANG,
    size: SIZE,
    'theme-color': THEME_COLOR,
    'site-title': { type: { kind: 'string' }, default: 'Studentwork', description: "The sidebar logo's text and the document title's suffix." },
    notice: {
      type: { kind: 'json', shape: '{"start","end","text"}', check: checkNotice },
      description: 'A service notice shown on /home between `start` and `end` (dates), e.g. the holiday pause.',
    },
    'preview-origins': {
      type: { kind: 'parsed', shape: 'http(s) origins separated by spaces or commas, such as https://forms.example.com', check: parseOriginList },
      defaultText: 'none: no message is accepted',
      description:
        "The exact origins whose `refreshFrame` window messages show a live preview of a generated form in a sandboxed frame (scripts, no same-origin access) in place of the console, with a bar to close it (or Escape). Two shapes: a form designer's `{type, data: {html, js, css, scripts, links, generateConf?}}` (a Vue 2 template and options object, mounted after its `links` and `scripts` load, as the family's preview page does; `template`, `script` and `styles` are read too), and the flat `{type, html, js?, styles?, scripts?}`. An error shows inside the frame. A message from another origin, or of another shape, is ignored with a warning.",
    },
  },
  events: [LOGIN_EVENT, LOGOUT_EVENT, NAVIGATE_EVENT, PREVIEW_EVENT, ERROR_EVENT],
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
    preview: 'The live preview (its bar and the sandboxed frame), in place of the console while open.',
    toasts: 'The toast stack.',
  },
  slots: {},
})
