/** `<sw-signup>`'s public API: the one place it is written (see platform/element/manifest.ts). */
import { API_BASE, ERROR_EVENT, LANG, SIZE, THEME_COLOR, THEME_PROPERTIES } from '#platform/element/common.ts'
import { defineManifest } from '#platform/element/manifest.ts'
import { SIGNUP_EVENT } from './events.ts'

export const signupManifest = defineManifest({
  tag: 'sw-signup',
  summary: 'Partner sign-up with an image captcha; the English and the stricter Chinese rule sets.',
  module: 'elements/sw-signup.js',
  // React, r2wc and the element kit's define step (73.7 kB; React alone is 68 kB of it); the
  // element root, the form and its stylesheet are lazy chunks (LazyElementRoot).
  budgetKb: 75,
  attributes: {
    'api-base': API_BASE,
    lang: {
      ...LANG,
      description: `${LANG.description} Also chooses the rule set: \`en\` the standard one; \`zh\`/\`tw\` the stricter Chinese one (full name, company, job title, mobile with country code and referee required; password with letters, digits and special characters).`,
    },
    referee: { type: { kind: 'string' }, description: "A partner's code: prefills and locks the referee." },
    'tenant-code': { type: { kind: 'string' }, defaultText: '`acme` on the reference server', description: 'The tenant the partner signs up to.' },
    'theme-color': THEME_COLOR,
    size: SIZE,
    'login-href': { type: { kind: 'string' }, default: '/studentwork/login', description: 'Where the "Sign in" link goes.' },
  },
  events: [SIGNUP_EVENT, ERROR_EVENT],
  cssProperties: THEME_PROPERTIES,
  parts: {
    root: 'The element root.',
    card: 'The form card (and the notice shown after submitting).',
    toasts: 'The toast stack.',
  },
  slots: {},
})
