/** `<sw-login>`'s public API: the one place it is written (see platform/element/manifest.ts). */
import { API_BASE, BACKEND_ATTRIBUTES, ERROR_EVENT, LANG, LOGIN_EVENT, SIZE, THEME_COLOR, THEME_PROPERTIES } from '#platform/element/common.ts'
import { defineManifest } from '#platform/element/manifest.ts'

export const loginManifest = defineManifest({
  tag: 'sw-login',
  summary: 'Tenant sign-in (tenant code, username, password), in the `classic` and the outward-facing `new` variants.',
  module: 'elements/sw-login.js',
  // React, r2wc and the element kit's define step (73.7 kB; React alone is 68 kB of it); the
  // element root, the form and its stylesheet are lazy chunks (LazyElementRoot). Target ≤ 75: docs/spec.md#download-size.
  budgetKb: 75,
  attributes: {
    'api-base': API_BASE,
    lang: LANG,
    'tenant-code': { type: { kind: 'string' }, description: 'Prefills and locks the tenant code.' },
    redirect: {
      type: { kind: 'string' },
      defaultText: "the page's `?redirect=`",
      description: 'Where to go after sign-in; followed only when it resolves to a same-origin path.',
    },
    variant: {
      type: { kind: 'enum', values: ['classic', 'new'] },
      default: 'classic',
      description: '`classic` (a card, as on /login) or `new` (the outward-facing page with the marketing panel, as on /loginNew).',
    },
    'theme-color': THEME_COLOR,
    size: SIZE,
    ...BACKEND_ATTRIBUTES,
    'signup-href': { type: { kind: 'string' }, default: '/studentwork/signUp', description: 'Where the "Sign up" link goes.' },
  },
  events: [LOGIN_EVENT, ERROR_EVENT],
  cssProperties: THEME_PROPERTIES,
  parts: {
    root: 'The element root.',
    card: "The classic variant's card.",
    layout: "The `new` variant's two-column layout.",
    marketing: "The `new` variant's marketing panel.",
    form: 'The sign-in form.',
    'signup-link': 'The "Sign up" link.',
    toasts: 'The toast stack.',
  },
  slots: {},
})
