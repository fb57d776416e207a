/** A notification's priority and type as badges, and its times (time ago with the full date). */
import { useLingui } from '@lingui/react/macro'
import { parseTime, timeAgo } from '#platform/core/format.ts'
import type { Language } from '#platform/core/i18n/language.ts'
import { cn } from '#platform/ui/cn.ts'
import type { NotificationPriority } from '../contract.ts'
import { PRIORITY_CLASS, PRIORITY_LABELS } from '../messages/labels.ts'

const BADGE = 'inline-flex shrink-0 items-center rounded-full border px-2 text-tiny leading-5 whitespace-nowrap'

export function PriorityBadge({ priority }: { priority: NotificationPriority }) {
  const { i18n } = useLingui()
  return (
    <span className={cn(BADGE, PRIORITY_CLASS[priority])} data-priority={priority}>
      {i18n._(PRIORITY_LABELS[priority])}
    </span>
  )
}

export function TypeBadge({ label }: { label: string }) {
  return <span className={cn(BADGE, 'border-primary/30 bg-primary-soft text-primary-strong')}>{label}</span>
}

/** The full date and time of an ISO moment ('' for none). */
export const fullDate = (time: string | null) => (time ? (parseTime(time, 'YYYY-MM-DD HH:mm') ?? '') : '')

/** "5 hours ago", with the full date as its tooltip and machine-readable time. */
export function TimeAgo({ time, lang, now }: { time: string; lang: Language; now?: number }) {
  return (
    <time dateTime={time} title={fullDate(time)} className="whitespace-nowrap">
      {timeAgo(time, lang, now)}
    </time>
  )
}
