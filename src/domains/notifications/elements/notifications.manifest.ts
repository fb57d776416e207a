/** `<sw-notifications>`'s public API: the one place it is written (see platform/element/manifest.ts). */
import { API_BASE, BACKEND_ATTRIBUTES, ERROR_EVENT, LANG, SIZE, THEME_COLOR, THEME_PROPERTIES } from '#platform/element/common.ts'
import { defineManifest } from '#platform/element/manifest.ts'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../logic/centre.ts'
import { NOTIFICATION_OPEN_EVENT, UNREAD_CHANGE_EVENT } from './events.ts'

/** A whole number 1..MAX_PAGE_SIZE, else null (the kit warns and uses the default). */
function checkPageSize(text: string): number | null {
  if (!/^\d+$/.test(text)) return null
  const n = Number(text)
  return n >= 1 && n <= MAX_PAGE_SIZE ? n : null
}

export const notificationsManifest = defineManifest({
  tag: 'sw-notifications',
  summary:
    'The signed-in user\'s notifications: a bell with the unread count and the latest ten (`view="bell"`), or the whole notification centre (`view="list"`).',
  module: 'elements/sw-notifications.js',
  // The runtime, the element root and its stylesheet; the bell and the centre are lazy chunks.
  // 84.17 kB since the base sheet holds only what the element root draws.
  // 86 → 87 when the unread count became a resource of the page's server state (the kernel joins
  // the first download): 86.22 kB.
  budgetKb: 87,
  attributes: {
    'api-base': API_BASE,
    lang: LANG,
    view: {
      type: { kind: 'enum', values: ['bell', 'list'] },
      default: 'bell',
      description: '`bell`: a bell button with the unread count opening the latest ten; `list`: the notification centre (tabs, filters, list, detail).',
    },
    'page-size': {
      type: { kind: 'parsed', shape: `1–${MAX_PAGE_SIZE}`, check: checkPageSize },
      default: String(DEFAULT_PAGE_SIZE),
      description: `How many notifications the list asks the server for at a time (1–${MAX_PAGE_SIZE}).`,
    },
    href: {
      type: { kind: 'string' },
      description: 'Where the bell\'s "See all" link goes (the page with `view="list"`); without it the link is not shown.',
    },
    'theme-color': THEME_COLOR,
    size: SIZE,
    ...BACKEND_ATTRIBUTES,
  },
  events: [NOTIFICATION_OPEN_EVENT, UNREAD_CHANGE_EVENT, ERROR_EVENT],
  cssProperties: THEME_PROPERTIES,
  parts: {
    root: 'The element root.',
    bell: 'The bell button.',
    badge: 'The unread count on the bell.',
    panel: "The bell's panel.",
    centre: 'The notification centre (`view="list"`).',
    tabs: "The centre's tabs.",
    filters: "The centre's filters.",
    list: 'The list of notifications.',
    detail: 'The notification opened.',
    content: "The notification's sanitised content.",
    empty: 'The empty state.',
    toasts: 'The toast stack.',
  },
  slots: {
    header: 'Above the list (the centre) or the latest ten (the bell).',
    empty: 'Instead of the empty text when there is nothing to show (the default text is its fallback).',
  },
})
