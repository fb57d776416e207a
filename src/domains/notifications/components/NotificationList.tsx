/**
 * The centre's list: a virtualised listbox (@tanstack/react-virtual, fixed-height rows) over a
 * server-paged list (logic/pagedList.ts) — only the rows in view are drawn and only their pages
 * are loaded, so 10 000 stay smooth. Arrow keys, Home/End and PageUp/Down move the active row
 * (aria-activedescendant), Enter opens it; a click opens too.
 */
import { useEffect, useRef } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useLingui } from '@lingui/react/macro'
import type { Language } from '#platform/core/i18n/language.ts'
import { plainText } from '#platform/ui/SafeHtml.tsx'
import { cn } from '#platform/ui/cn.ts'
import type { Notification } from '../contract.ts'
import { nextIndex } from '../logic/centre.ts'
import type { PagedState } from '../logic/pagedList.ts'
import { AlarmClock, BellRing } from 'lucide-react'
import { PriorityBadge, TimeAgo } from './NotificationBadges.tsx'
import { snoozeText } from '../logic/snooze.ts'
import { isSnoozed } from '../logic/snooze.ts'

export const ROW_HEIGHT = 84

export interface NotificationListProps {
  state: PagedState<Notification>
  /** The rows of the previous filters, shown while the new ones load: dimmed, busy, not loaded further. */
  stale?: boolean
  /** Names the query: a new one starts at the top. */
  queryKey?: string
  ensure(from: number, to: number): void
  active: number
  onActive(index: number): void
  openId: number | null
  onOpen(notification: Notification): void
  typeLabel(value: string): string
  lang: Language
  label: string
}

export function NotificationList({ state, stale = false, queryKey, ensure, active, onActive, openId, onOpen, typeLabel, lang, label }: NotificationListProps) {
  const { t } = useLingui()
  const scroller = useRef<HTMLDivElement>(null)
  const count = state.total ?? 0
  // eslint-disable-next-line react-hooks/incompatible-library -- the rows are rendered from this component only
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 6 })
  const rows = virtualizer.getVirtualItems()
  const first = rows[0]?.index ?? 0
  const last = rows[rows.length - 1]?.index ?? 0

  // The pages the rows in view need (the list loads nothing else).
  useEffect(() => {
    if (count > 0 && !stale) ensure(first, last)
  }, [ensure, first, last, count, stale])

  // The rows of new filters start at the top.
  const shownKey = stale ? null : queryKey
  const lastKey = useRef(shownKey)
  useEffect(() => {
    if (shownKey === null || shownKey === lastKey.current) return
    lastKey.current = shownKey
    if (scroller.current) scroller.current.scrollTop = 0
  }, [shownKey])

  const id = (index: number) => `sw-notification-row-${index}`
  return (
    <div
      ref={scroller}
      part="list"
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-activedescendant={active >= 0 && active < count ? id(active) : undefined}
      aria-busy={state.loading || stale || undefined}
      data-notification-list
      className={cn(
        'relative h-[min(64vh,640px)] min-h-72 overflow-y-auto overscroll-contain rounded-md border border-line bg-surface outline-none transition-opacity focus-visible:ring-2 focus-visible:ring-primary/40',
        stale && 'opacity-60',
      )}
      onKeyDown={(event) => {
        const next = nextIndex(event.key, active, count, Math.max(1, Math.floor((scroller.current?.clientHeight ?? 600) / ROW_HEIGHT)))
        if (next !== null) {
          event.preventDefault()
          onActive(next)
          virtualizer.scrollToIndex(next, { align: 'auto' })
        } else if (event.key === 'Enter' && active >= 0) {
          const row = state.items[active]
          if (row) {
            event.preventDefault()
            onOpen(row)
          }
        }
      }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => {
          const n = state.items[row.index]
          const selected = n !== undefined && n.id === openId
          // Muted grey falls under 4.5:1 on the selected row's tint: a darker ink there.
          const secondary = selected ? 'text-ink/80' : 'text-muted'
          return (
            <div
              key={row.key}
              id={id(row.index)}
              role="option"
              aria-selected={selected}
              aria-setsize={count}
              aria-posinset={row.index + 1}
              data-notification-id={n?.id}
              data-read={n ? String(n.read) : undefined}
              onClick={() => {
                onActive(row.index)
                if (n) onOpen(n)
              }}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
              className={cn(
                'flex cursor-pointer items-stretch gap-3 border-b border-line px-3 py-2',
                row.index === active && 'bg-canvas',
                selected && 'bg-primary-soft',
              )}
            >
              {n ? (
                <>
                  <span aria-hidden className={cn('mt-2 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-primary')} />
                  <span className="grid min-w-0 flex-1 content-center gap-0.5">
                    <span className="flex min-w-0 items-center gap-2">
                      <span className={cn('min-w-0 flex-1 truncate text-ink', !n.read && 'font-semibold')}>
                        {!n.read && <span className="sr-only">{t`Unread:`} </span>}
                        {n.title}
                      </span>
                      <span className={cn('shrink-0 text-tiny', secondary)}>
                        <TimeAgo time={n.createTime} lang={lang} />
                      </span>
                    </span>
                    <span className={cn('truncate text-small', secondary)}>{plainText(n.content)}</span>
                    <span className={cn('flex min-w-0 items-center gap-2 text-tiny', secondary)}>
                      <PriorityBadge priority={n.priority} />
                      {n.remindedAt && !n.read && (
                        <span
                          data-row-reminded
                          className="inline-flex shrink-0 items-center gap-1 rounded-full border border-warning/30 bg-warning/10 px-2 leading-5 text-warning-strong"
                        >
                          <BellRing aria-hidden className="size-3" />
                          {t`Reminder`}
                        </span>
                      )}
                      <span className="truncate">
                        {typeLabel(n.type)} · {n.publisher}
                      </span>
                      {isSnoozed(n.snoozedUntil) && !n.archived && (
                        <span className="ml-auto inline-flex shrink-0 items-center gap-1" data-row-snoozed>
                          <AlarmClock aria-hidden className="size-3.5" />
                          <span className="sr-only">{t`Snoozed until ${snoozeText(n.snoozedUntil!, lang)}`}</span>
                          <span aria-hidden>{snoozeText(n.snoozedUntil!, lang)}</span>
                        </span>
                      )}
                    </span>
                  </span>
                </>
              ) : (
                <span aria-hidden className="my-auto h-4 w-2/3 animate-pulse rounded bg-canvas" />
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
}
