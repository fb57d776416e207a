/**
 * The language the page's calls ask the server to answer in (`Accept-Language`): the one an
 * element last resolved. The HTTP clients are page-wide and a page normally shows one language;
 * kept in its own module so an element's language hook does not bring in the HTTP store.
 */
import { LOCALE_TAG } from '../core/i18n/catalogs.ts'
import type { Language } from '../core/i18n/language.ts'

let current: Language | undefined

/** Called by every element when its language is resolved or changes. */
export function setRequestLanguage(lang: Language): void {
  current = lang
}

/** The BCP 47 tag to send (`zh-CN`, `zh-TW`, `en`), once an element has resolved its language. */
export function requestLanguageTag(): string | undefined {
  return current ? LOCALE_TAG[current] : undefined
}
