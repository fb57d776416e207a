/**
 * The options of a dictionary select: the enabled entries of a type as `queryDictByDictType`
 * serves them, in order, each labelled in the user's language (its zh/tw label, else English).
 * Loading or failed: an empty list (the select then shows its "any" option only). The options sit
 * under `adminKeys.dicts`, so a write on the dictionaries screen (which invalidates that prefix)
 * makes every select read its dictionary again — at once if on screen, else when next shown.
 */
import { localized } from '#platform/core/i18n/localized.ts'
import { apiFor } from '#platform/store/api.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { useResource } from '#platform/ui/useResource.ts'
import { createAdminApi } from '../contract.ts'
import { adminKeys } from '../logic/keys.ts'

export interface DictOption {
  value: string
  label: string
}

export function useDict(dictType: string): DictOption[] {
  const { apiBase } = useConsole()
  const { lang } = useElement()
  const api = apiFor(apiBase, createAdminApi)
  const { data } = useResource(adminKeys.dictOptions(apiBase, dictType), (signal) => api.queryDictByDictType(dictType, signal))
  return (data ?? []).map((item) => ({ value: item.value, label: localized(lang, { en: item.label, zh: item.labelZh, tw: item.labelTw }) }))
}

/** The label of a code among the options; the code itself when the dictionary lacks it. */
export function dictLabel(options: readonly DictOption[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value
}
