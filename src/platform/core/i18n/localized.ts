/** Text the backend sends in several languages (dictionary labels; post, role and dictionary-type
 * names): the one for the user's language, the English one when that is missing or empty. */
import type { Language } from './language.ts'

export interface LocalizedText {
  en: string
  zh?: string | null
  tw?: string | null
}

export function localized(lang: Language, text: LocalizedText): string {
  const own = lang === 'zh' ? text.zh : lang === 'tw' ? text.tw : undefined
  return own ? own : text.en
}

/** A name people gave data (a role, a dictionary type, a post) in English and, when someone
 * wrote them, Simplified and Traditional Chinese. */
export interface LocalizedName {
  name: string
  nameZh?: string | null
  nameTw?: string | null
}

/** The name in `lang`, the English one when that is not written. */
export function localName(lang: Language, item: LocalizedName): string {
  return localized(lang, { en: item.name, zh: item.nameZh, tw: item.nameTw })
}
