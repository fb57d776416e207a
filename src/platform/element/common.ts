/**
 * What every element shares in its manifest: the attributes the element root reads (language,
 * size, theme colour, API base), the `sw-error` event, the theme's CSS custom properties and the
 * `toasts` part.
 */
import { LANGUAGES } from '../core/i18n/language.ts'
import { DEFAULT_THEME_COLOR, SIZES } from '../core/attributes.ts'
import type { CurrentUser } from '../core/api/types.ts'
import { DEFAULT_CLIENT_ID, DEFAULT_TOKEN_SCOPE } from '../core/api/oauthClient.ts'
import { ROLE_CODE_HEADER } from '../core/http/roleHeader.ts'
import { defineEvent, detail, type AttributeSpec } from './manifest.ts'

export const API_BASE = {
  type: { kind: 'url' },
  default: '/api',
  description: 'Base path or http(s) URL of the tenant API.',
} as const satisfies AttributeSpec

/** The backend's OAuth client and role header (platform/store/backends.ts). */
export const CLIENT_ID = {
  type: { kind: 'string' },
  default: DEFAULT_CLIENT_ID,
  description: 'OAuth client id of the password grant (sent as `client_id` and as HTTP Basic with an empty secret).',
} as const satisfies AttributeSpec

export const TOKEN_SCOPE = {
  type: { kind: 'string' },
  default: DEFAULT_TOKEN_SCOPE,
  description: "Scope of the password grant; the family's backends refuse any other with `400 invalid_scope`.",
} as const satisfies AttributeSpec

export const ROLE_HEADER = {
  type: { kind: 'string' },
  default: ROLE_CODE_HEADER,
  description: 'Name of the request header that carries the active role code.',
} as const satisfies AttributeSpec

/** The three backend attributes, for manifests of elements that call the API signed in. */
export const BACKEND_ATTRIBUTES = { 'client-id': CLIENT_ID, scope: TOKEN_SCOPE, 'role-header': ROLE_HEADER } as const

export const LANG = {
  type: { kind: 'enum', values: LANGUAGES },
  defaultText: 'cookie `language`, else the browser languages, else `en`',
  description:
    '`en`, `zh` (Simplified Chinese) or `tw` (Traditional Chinese). A language the user then picks in the console wins until the host sets `lang` again. Calls to the server ask for its messages in this language (`Accept-Language`).',
} as const satisfies AttributeSpec

export const SIZE = {
  type: { kind: 'enum', values: SIZES },
  defaultText: 'cookie `size`, else `default`',
  description: 'Control size.',
} as const satisfies AttributeSpec

/** No default value: without the attribute the host's `--sw-color-primary` (else #1890ff)
 * applies, which an inline default would override. */
export const THEME_COLOR = {
  type: { kind: 'color' },
  defaultText: `the host's \`--sw-color-primary\`, else \`${DEFAULT_THEME_COLOR}\``,
  description: 'Primary colour (hex, `rgb()`, `hsl()`, `oklch()`).',
} as const satisfies AttributeSpec

export interface ErrorDetail {
  message: string
  tag: string
}

export const ERROR_EVENT = defineEvent(
  'sw-error',
  detail<ErrorDetail>('{ message: string; tag: string }'),
  'An uncaught render error inside the element (also kept in the error log).',
)

/** A sign-in, from `<sw-login>` or the console's sign-in screens. */
export const LOGIN_EVENT = defineEvent(
  'sw-login',
  detail<CurrentUser>('CurrentUser'),
  'After a successful sign-in: the signed-in user (id, username, fullName, roles, …; never the password). Cancelable: `preventDefault()` keeps the page where it is instead of following `redirect`.',
  { cancelable: true },
)

/** CSS custom properties that cross the shadow boundary and theme every element. */
export const THEME_PROPERTIES = {
  '--sw-color-primary': 'Primary colour (the `theme-color` attribute sets it too).',
  '--sw-color-text': 'Text colour.',
  '--sw-color-muted': 'Secondary text colour.',
  '--sw-color-border': 'Border colour.',
  '--sw-color-surface': 'Card and panel background.',
  '--sw-color-danger': 'Error colour.',
  '--sw-color-success': 'Success colour.',
  '--sw-color-warning': 'Warning colour.',
  '--sw-color-canvas': 'Page background behind cards.',
  '--sw-radius': 'Corner radius.',
  '--sw-font-family': 'Font family.',
} as const
