/** Words shared by the bell and the centre: priority, state and tab names, a type's label in the
 * reader's language. */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { DictItem } from '#platform/core/api/types.ts'
import type { Language } from '#platform/core/i18n/language.ts'
import { localized } from '#platform/core/i18n/localized.ts'
import type { NotificationBox, NotificationPriority, NotificationState } from '../contract.ts'

export const PRIORITY_LABELS: Record<NotificationPriority, MessageDescriptor> = { high: msg`High`, medium: msg`Medium`, low: msg`Low` }
export const STATE_LABELS: Record<NotificationState, MessageDescriptor> = { current: msg`Current`, upcoming: msg`Upcoming`, expired: msg`Expired` }
export const BOX_LABELS: Record<NotificationBox, MessageDescriptor> = {
  unread: msg`Unread`,
  read: msg`Read`,
  all: msg`All`,
  snoozed: msg`Snoozed`,
  archived: msg`Archived`,
}

export const PRIORITY_CLASS: Record<NotificationPriority, string> = {
  high: 'border-danger/30 bg-danger/10 text-danger-strong',
  medium: 'border-warning/30 bg-warning/10 text-warning-strong',
  low: 'border-line bg-canvas text-ink/80',
}

/** The label of a notification type in the reader's language (its value when unknown). */
export function typeLabel(types: readonly DictItem[] | undefined, value: string, lang: Language): string {
  const item = types?.find((t) => t.value === value)
  return item ? localized(lang, { en: item.label, zh: item.labelZh, tw: item.labelTw }) : value
}
