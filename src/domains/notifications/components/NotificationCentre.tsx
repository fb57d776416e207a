/**
 * The notification centre — one component for the console's /mynotification and the
 * `<sw-notifications view="list">` element: tabs and filters, the virtualised server-paged list
 * (newest first), the detail of the one opened (opening marks it read), mark unread, archive and
 * restore with undo, the member's preferences (a dialog), snooze until a time and wake with undo, "mark all read" and "archive all read" with undo (by the ids the server
 * returns); loading, empty and error states; `header` and `empty` content from the host (slots in
 * the element). A publish, edit or withdrawal (the live stream) reloads the list, as does a
 * change of the member's own (`useMutation` invalidating the notification lists).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useWhileShown } from '#platform/ui/viewPresence.ts'
import { useLingui } from '@lingui/react/macro'
import { Archive, CheckCheck } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { UndoBar } from '#platform/ui/UndoBar.tsx'
import { useInvalidation, useResource } from '#platform/ui/useResource.ts'
import { apiFor } from '#platform/store/api.ts'
import { invalidate } from '#platform/store/resource.ts'
import { beginLoad } from '#platform/store/progress.ts'
import type { DictItem } from '#platform/core/api/types.ts'
import type { Language } from '#platform/core/i18n/language.ts'
import { cn } from '#platform/ui/cn.ts'
import { createNotificationsApi, type Notification } from '../contract.ts'
import { DEFAULT_FILTERS, SEARCH_DEBOUNCE_MS, centreQuery, filtersKey, type CentreFilters } from '../logic/centre.ts'
import { createPagedList, type PagedState } from '../logic/pagedList.ts'
import { refreshUnreadCount, useUnreadCount } from '../store/unreadCount.ts'
import { notificationKeys } from '../logic/keys.ts'
import { typeLabel } from '../messages/labels.ts'
import { NotificationFilters } from './NotificationFilters.tsx'
import { NotificationList } from './NotificationList.tsx'
import { NotificationDetail } from './NotificationDetail.tsx'
import { PreferencesButton } from './PreferencesButton.tsx'
import { isSnoozed } from '../logic/snooze.ts'
import { useCentreChanges } from '../hooks/useCentreChanges.ts'

export interface NotificationCentreProps {
  apiBase: string
  pageSize: number
  lang: Language
  /** The heading's level: h1 on the console's screen, h2 inside a host page. */
  headingLevel?: 1 | 2
  /** Above the list (the element's `header` slot). */
  header?: ReactNode
  /** Instead of the default empty text (the element's `empty` slot, with the default inside). */
  empty?(defaultText: string): ReactNode
  onOpen?(id: number): void
  onUnreadChange?(count: number): void
}

export function NotificationCentre({ apiBase, pageSize, lang, headingLevel = 1, header, empty, onOpen, onUnreadChange }: NotificationCentreProps) {
  const { t } = useLingui()
  const api = apiFor(apiBase, createNotificationsApi)
  const [filters, setFilters] = useState<CentreFilters>(DEFAULT_FILTERS)
  const [typed, setTyped] = useState('')
  const [open, setOpen] = useState<Notification | null>(null)
  const [active, setActive] = useState(-1)
  const listRef = useRef<HTMLDivElement>(null)
  const types = useResource<DictItem[]>(notificationKeys.types(apiBase), (signal) => api.queryNotificationType(signal)).data
  const unread = useUnreadCount(apiBase, onUnreadChange)
  const key = filtersKey(filters)

  const list = useMemo(
    () => createPagedList<Notification>((page, size, signal) => api.queryMyNotification(centreQuery(filters, page, size), signal), pageSize),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the filters
    [api, key, pageSize],
  )
  useEffect(() => {
    list.ensure(0, pageSize - 1)
    return () => list.dispose()
  }, [list, pageSize])
  const state = useSyncExternalStore(list.subscribe, list.get, list.get)
  // While the rows of new filters load, the last rows stay shown (dimmed, busy) instead of the
  // list giving way to the loading indicator and back.
  const [lastShown, setLastShown] = useState<{ key: string; state: PagedState<Notification> } | null>(null)
  if (state.total !== null && lastShown?.state !== state) setLastShown({ key, state })
  const stale = state.total === null && !state.error && lastShown !== null && lastShown.key !== key
  const shown = stale ? lastShown.state : state
  // …and count as a pending load meanwhile (the console's top progress bar runs, as it would
  // for the loader).
  useWhileShown(() => (stale ? beginLoad() : undefined), [stale])

  // The title search applies after a pause in typing — in typing only: other renders (a row
  // read, the live count) must not put it off.
  const title = filters.title
  useEffect(() => {
    if (typed.trim() === title.trim()) return
    const timer = setTimeout(() => change({ title: typed }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, title])

  // Something was published, edited or withdrawn (the live stream invalidates the lists), or
  // the member changed a notice here: show the list as it is now.
  useInvalidation(notificationKeys.mine(apiBase, key), list.reload)
  function change(next: Partial<CentreFilters>) {
    setFilters((f) => ({ ...f, ...next }))
    setActive(-1)
  }

  const labelOf = (value: string) => typeLabel(types, value, lang)
  // A server without snooze (a deployed backend of the family) sends notices without
  // `snoozedUntil`: once one is seen, no Snoozed tab and no Preferences.
  const [noSnooze, setNoSnooze] = useState(false)
  if (!noSnooze && shown.items.some((n) => n !== undefined && n.snoozedUntil === undefined)) {
    setNoSnooze(true)
    if (filters.box === 'snoozed') setFilters((f) => ({ ...f, box: 'unread' }))
  }
  // Closing the detail (which holds the focus) hands it back to the list in the same commit,
  // before the next key can arrive: a frame later, an arrow pressed at once went nowhere.
  const [refocus, setRefocus] = useState(0)
  useLayoutEffect(() => {
    if (refocus > 0) listRef.current?.querySelector<HTMLElement>('[role="listbox"]')?.focus()
  }, [refocus])
  const focusList = () => setRefocus((n) => n + 1)

  function close() {
    setOpen(null)
    focusList()
  }

  function openOne(n: Notification) {
    setOpen({ ...n, read: true })
    onOpen?.(n.id)
    // A snoozed notice stays unread: it comes back unread at its time.
    if (n.read || n.archived || isSnoozed(n.snoozedUntil)) return
    list.patch(n.id, (row) => ({ ...row, read: true }))
    api.markRead(n.id).then(
      () => refreshUnreadCount(apiBase),
      () => list.patch(n.id, (row) => ({ ...row, read: false })),
    )
  }

  const { busy, undo, takeBack, markUnread, archive, snooze, wake, markAllRead, archiveAllRead } = useCentreChanges(api, apiBase, lang, close, (id) =>
    list.patch(id, (row) => ({ ...row, read: false })),
  )

  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const emptyText =
    filters.box === 'unread' && !filters.type && !filters.priority && !filters.state && !filters.title
      ? t`You are all caught up: nothing unread.`
      : filters.box === 'archived' && !filters.type && !filters.priority && !filters.state && !filters.title
        ? t`Nothing archived.`
        : filters.box === 'snoozed' && !filters.type && !filters.priority && !filters.state && !filters.title
          ? t`Nothing snoozed.`
          : t`No notification matches these filters.`

  return (
    <section
      aria-labelledby="sw-notifications-title"
      part="centre"
      data-notification-centre
      className="@container grid min-w-0 content-start gap-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          close()
        }
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id="sw-notifications-title" className="text-title font-semibold text-ink">
          {t`Notifications`}
        </Heading>
        <div className="flex flex-wrap gap-2">
          {/* Preferences are our server's too: not offered where snooze is not. */}
          {!noSnooze && (
            <PreferencesButton
              apiBase={apiBase}
              lang={lang}
              types={types}
              onSaved={() => {
                void invalidate(notificationKeys.lists(apiBase))
                refreshUnreadCount(apiBase)
              }}
            />
          )}
          <Button variant="secondary" data-action="mark-all-read" disabled={busy} onClick={() => void markAllRead()}>
            <CheckCheck aria-hidden className="size-4" />
            {t`Mark all read`}
          </Button>
          <Button variant="secondary" data-action="archive-all-read" disabled={busy} onClick={() => void archiveAllRead()}>
            <Archive aria-hidden className="size-4" />
            {t`Archive all read`}
          </Button>
        </div>
      </div>
      {header}
      <NotificationFilters filters={filters} typed={typed} onTyped={setTyped} onChange={change} types={types} unread={unread} lang={lang} snooze={!noSnooze} />
      {undo && <UndoBar text={undo.text} onUndo={takeBack} />}
      {state.error && state.total !== null && <LoadError message={t`Some notifications could not be loaded.`} onRetry={() => list.reload()} />}
      <div className="grid min-w-0 gap-3 @2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div ref={listRef} className={cn('min-w-0', open && 'hidden @2xl:block')}>
          {shown.total === null ? (
            shown.error ? (
              <LoadError message={t`The notifications could not be loaded.`} onRetry={() => list.reload()} />
            ) : (
              <PageLoader />
            )
          ) : shown.total === 0 ? (
            <div
              part="empty"
              aria-busy={stale || undefined}
              data-notifications-empty
              className={cn('rounded-md border border-dashed border-line p-6 text-center text-muted', stale && 'opacity-60')}
            >
              {empty ? empty(emptyText) : emptyText}
            </div>
          ) : (
            <NotificationList
              state={shown}
              stale={stale}
              queryKey={key}
              ensure={list.ensure}
              active={active}
              onActive={setActive}
              openId={open?.id ?? null}
              onOpen={openOne}
              typeLabel={labelOf}
              lang={lang}
              label={t`Notifications`}
            />
          )}
        </div>
        {open ? (
          <NotificationDetail
            notification={open}
            typeLabel={labelOf(open.type)}
            lang={lang}
            onClose={close}
            onMarkUnread={() => markUnread(open)}
            onArchive={(archived) => archive(open, archived)}
            onSnooze={(at) => snooze(open, at)}
            onWake={() => wake(open)}
          />
        ) : (
          <p className="hidden rounded-md border border-dashed border-line p-6 text-center text-muted @2xl:block">{t`Choose a notification to read it.`}</p>
        )}
      </div>
    </section>
  )
}
