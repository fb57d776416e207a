/**
 * Language resolution (docs/spec.md#language): the `lang` attribute, else the `language` cookie, else the
 * browser's languages (en, zh, tw), else English. Framework-free.
 */

export const LANGUAGES = ['en', 'zh', 'tw'] as const
export type Language = (typeof LANGUAGES)[number]

/** The cookie holding the page-wide language choice (written by the app store's setLanguage). */
export const LANGUAGE_COOKIE = 'language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** Maps a BCP 47 tag (`zh-TW`, `zh-Hant-HK`, `zh-CN`, `en-GB`) to one of ours, or null. */
export function languageFromTag(tag: string | null | undefined): Language | null {
  if (!tag) return null
  const t = tag.trim().toLowerCase().replace(/_/g, '-')
  if (t === 'tw' || t === 'zh-tw' || t === 'zh-hk' || t === 'zh-mo' || t.startsWith('zh-hant')) {
    return 'tw'
  }
  if (t === 'zh' || t.startsWith('zh-')) return 'zh'
  if (t === 'en' || t.startsWith('en-')) return 'en'
  return null
}

export interface LanguageSources {
  attribute?: string | null
  cookie?: string | null
  browser?: readonly string[]
}

/** Resolution order: attribute → cookie → browser languages → `en`. An attribute that is
 * not one of ours is reported through `onInvalid` and skipped. */
export function resolveLanguage(sources: LanguageSources, onInvalid?: (value: string) => void): Language {
  if (sources.attribute) {
    if (isLanguage(sources.attribute)) return sources.attribute
    onInvalid?.(sources.attribute)
  }
  if (isLanguage(sources.cookie)) return sources.cookie
  for (const tag of sources.browser ?? []) {
    const lang = languageFromTag(tag)
    if (lang) return lang
  }
  return 'en'
}
