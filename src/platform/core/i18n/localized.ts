/** Text the backend sends in several languages (dictionary labels, post names): the one for the
 * user's language, the English one when that is missing or empty. */
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
