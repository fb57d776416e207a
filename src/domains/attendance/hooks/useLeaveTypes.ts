/**
 * The tenant's leave types as a select offers them (the leaveType dictionary's enabled entries,
 * each labelled in the console's language); empty while loading. `dictLabel` names a value.
 */
import { localized } from '#platform/core/i18n/localized.ts'
import { apiFor } from '#platform/store/api.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { useResource } from '#platform/ui/useResource.ts'
import { createAttendanceApi } from '../contract.ts'
import { attendanceKeys } from '../logic/keys.ts'

export interface LeaveTypeOption {
  value: string
  label: string
}

export function useLeaveTypes(): LeaveTypeOption[] {
  const { apiBase } = useConsole()
  const { lang } = useElement()
  const api = apiFor(apiBase, createAttendanceApi)
  const { data } = useResource(attendanceKeys.leaveTypes(apiBase), (signal) => api.queryLeaveTypes(signal))
  return (data ?? []).map((item) => ({ value: item.value, label: localized(lang, { en: item.label, zh: item.labelZh, tw: item.labelTw }) }))
}

/** The label of a value among the options; the value itself when the dictionary lacks it. */
export function dictLabel(options: readonly LeaveTypeOption[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value
}
