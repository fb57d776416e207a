/**
 * One notification opened: title, priority and type badges, publisher, time ago and the full
 * date, the period when it has one, when the reader was reminded of it, until when it is snoozed, the sanitised content (SafeHtml),
 * and its actions — mark unread, snooze or wake, archive or restore, close (Escape closes too).
 */
import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Archive, ArchiveRestore, ArrowLeft, MailOpen, X } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { SafeHtml } from '#platform/ui/SafeHtml.tsx'
import type { Language } from '#platform/core/i18n/language.ts'
import type { Notification } from '../contract.ts'
import { stateOf } from '../logic/centre.ts'
import { STATE_LABELS } from '../messages/labels.ts'
import { PriorityBadge, TimeAgo, TypeBadge, fullDate } from './NotificationBadges.tsx'
import { SnoozeForm, SnoozeMenu } from './SnoozeControl.tsx'
import { snoozeText } from '../logic/snooze.ts'
import { isSnoozed } from '../logic/snooze.ts'

export interface NotificationDetailProps {
  notification: Notification
  typeLabel: string
  lang: Language
  onClose(): void
  onMarkUnread(): void
  onArchive(archived: boolean): void
  onSnooze(at: Date): void
  onWake(): void
}

export function NotificationDetail({ notification: n, typeLabel, lang, onClose, onMarkUnread, onArchive, onSnooze, onWake }: NotificationDetailProps) {
  const { t, i18n } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [n.id])
  const [choosing, setChoosing] = useState<number | null>(null)
  const snoozed = isSnoozed(n.snoozedUntil)
  const state = stateOf(n)
  const start = fullDate(n.startTime)
  const end = fullDate(n.endTime)

  return (
    <article
      part="detail"
      data-notification-detail={n.id}
      aria-labelledby={`sw-notification-${n.id}-title`}
      className="grid min-w-0 content-start gap-3 rounded-md border border-line bg-surface p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onClose()
        }
      }}
    >
      <div className="flex items-start gap-2">
        <Button variant="ghost" className="-ml-2 px-2 @2xl:hidden" onClick={onClose} aria-label={t`Back to the list`}>
          <ArrowLeft aria-hidden className="size-4" />
        </Button>
        <h2
          ref={heading}
          tabIndex={-1}
          id={`sw-notification-${n.id}-title`}
          className="min-w-0 flex-1 text-subtitle font-semibold break-words text-ink outline-none"
        >
          {n.title}
        </h2>
        <Button variant="ghost" className="hidden px-2 @2xl:inline-flex" onClick={onClose} aria-label={t`Close`} title={t`Close (Esc)`}>
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-small text-muted">
        <PriorityBadge priority={n.priority} />
        <TypeBadge label={typeLabel} />
        {n.required && (
          <span
            data-required
            className="rounded-full border border-danger/30 bg-danger/10 px-2 leading-5 text-danger-strong"
            title={t`Its publisher made it required: it reaches you whatever your preferences.`}
          >
            {t`Required`}
          </span>
        )}
        {state !== 'current' && <span className="rounded-full border border-line px-2 leading-5">{i18n._(STATE_LABELS[state])}</span>}
        <span>{t`From ${n.publisher}`}</span>
        <span>
          <TimeAgo time={n.createTime} lang={lang} /> · {fullDate(n.createTime)}
        </span>
      </div>
      {(start || end) && (
        <p className="text-small text-muted" data-period>
          {start && end ? t`Shown from ${start} to ${end}` : start ? t`Shown from ${start}` : t`Shown until ${end}`}
        </p>
      )}
      {n.remindedAt && (
        <p className="text-small text-warning-strong" data-reminded-at>
          {t`You were reminded of it on ${fullDate(n.remindedAt)}.`}
        </p>
      )}
      {snoozed && !n.archived && (
        <p className="text-small text-muted" data-snoozed-until>
          {t`Snoozed until ${snoozeText(n.snoozedUntil!, lang)}; it comes back unread then.`}
        </p>
      )}
      <SafeHtml html={n.content} part="content" className="border-t border-line pt-3" />
      <div className="flex flex-wrap gap-2 border-t border-line pt-3">
        {!n.archived && !snoozed && (
          <Button variant="secondary" data-action="mark-unread" onClick={onMarkUnread}>
            <MailOpen aria-hidden className="size-4" />
            {t`Mark unread`}
          </Button>
        )}
        {!n.archived && n.snoozedUntil !== undefined && (
          <SnoozeMenu snoozedUntil={snoozed ? n.snoozedUntil! : null} lang={lang} onSnooze={onSnooze} onChoose={() => setChoosing(n.id)} onWake={onWake} />
        )}
        <Button variant="secondary" data-action={n.archived ? 'unarchive' : 'archive'} onClick={() => onArchive(!n.archived)}>
          {n.archived ? <ArchiveRestore aria-hidden className="size-4" /> : <Archive aria-hidden className="size-4" />}
          {n.archived ? t`Restore to inbox` : t`Archive`}
        </Button>
      </div>
      {choosing === n.id && !n.archived && <SnoozeForm onSnooze={onSnooze} onCancel={() => setChoosing(null)} />}
    </article>
  )
}
