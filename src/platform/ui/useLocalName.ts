/** The name people gave data (a role, a dictionary type, a post) in the element's language, the
 * English one when no one wrote it in that language. */
import { useCallback } from 'react'
import { localName, type LocalizedName } from '../core/i18n/localized.ts'
import { useElement } from './elementContext.ts'

export function useLocalName(): (item: LocalizedName) => string {
  const { lang } = useElement()
  return useCallback((item: LocalizedName) => localName(lang, item), [lang])
}
