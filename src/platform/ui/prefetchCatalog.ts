/**
 * Starts loading the catalog an element is about to show, before its element root arrives
 * (LazyElementRoot.tsx): the language resolved from the `lang` attribute, else the
 * `language` cookie, else the browser's languages — `pageLanguage`, which useLanguage resolves
 * with too. loadI18n keeps one pending load per language, so the root's own request
 * joins this one. Reads the cookie itself: js-cookie and the app store stay out of the element's
 * first download.
 */
import { loadI18n } from '../core/i18n/catalogs.ts'
import { LANGUAGE_COOKIE, resolveLanguage, type Language } from '../core/i18n/language.ts'

/** The raw value of cookie `name` on this page, if any. */
function cookieValue(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}

/** The language for `attribute` (or a choice standing in for it), else the page-wide choice
 * (cookie), else the browser's languages: the one rule useLanguage and the prefetch share. */
export function pageLanguage(attribute: Language | null | undefined): Language {
  return resolveLanguage({
    attribute,
    cookie: typeof document === 'undefined' ? undefined : cookieValue(LANGUAGE_COOKIE),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
  })
}

export function prefetchCatalog(attribute: Language | undefined): void {
  if (typeof document === 'undefined') return
  void loadI18n(pageLanguage(attribute))
}
