/**
 * What the tenant published (queryPublished), newest first, paged by the server: title, type,
 * priority, period, state (current, upcoming, expired or withdrawn), readers of its audience and
 * when it was published — the read count opens its receipts (who read it, who has not, reminders,
 * export) —, with Edit and Withdraw (confirmed). Loading, empty and error states.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { Ban, Lock, Pencil } from 'lucide-react'
import type { DictItem } from '#platform/core/api/types.ts'
import { localized } from '#platform/core/i18n/localized.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { parseTime } from '#platform/core/format.ts'
import { ConfirmDialog } from '#platform/ui/ConfirmDialog.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { Pager } from '#platform/ui/Pager.tsx'
import { useElement } from '#platform/ui/elementContext.ts'
import { pageCount, useResource } from '#platform/ui/useResource.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { invalidate } from '#platform/store/resource.ts'
import { cn } from '#platform/ui/cn.ts'
import type { PublishedNotification } from '../contract.ts'
import type { PublishApi } from '../contract/publishApi.ts'
import { PRIORITY_LABELS } from '../messages/labels.ts'
import { IconButton } from '#platform/ui/IconButton.tsx'
import { ReceiptsDialog } from './ReceiptsDialog.tsx'
import { notificationKeys } from '../logic/keys.ts'

const PAGE_SIZE = 10
const STATE = { current: msg`Current`, upcoming: msg`Upcoming`, expired: msg`Expired`, withdrawn: msg`Withdrawn` }
// Badge text in the strong shades: 4.5:1 on their tints at the badges' small size (axe).
const STATE_TONE = {
  current: 'bg-success/10 text-success',
  upcoming: 'bg-primary-soft text-primary-strong',
  expired: 'bg-line/50 text-ink',
  withdrawn: 'bg-danger/10 text-danger-strong',
}
const PRIORITY_TONE = { high: 'bg-danger/10 text-danger-strong', medium: 'bg-warning/10 text-warning-strong', low: 'bg-line/50 text-ink' }

function stateOf(n: PublishedNotification, now: number): keyof typeof STATE {
  if (n.withdrawn) return 'withdrawn'
  if (n.startTime && Date.parse(n.startTime) > now) return 'upcoming'
  if (n.endTime && Date.parse(n.endTime) <= now) return 'expired'
  return 'current'
}

interface PublishedListProps {
  api: PublishApi
  apiBase: string
  types: DictItem[] | undefined
  onEdit(n: PublishedNotification): void
  /** The notification being edited (marked in the list). */
  editingId: number | undefined
}

export function PublishedList({ api, apiBase, types, onEdit, editingId }: PublishedListProps) {
  const { t, i18n } = useLingui()
  const { lang } = useElement()
  const locale = LOCALE_TAG[lang]
  const [page, setPage] = useState(1)
  const [withdrawing, setWithdrawing] = useState<PublishedNotification | null>(null)
  const [receipts, setReceipts] = useState<PublishedNotification | null>(null)
  const [now] = useState(() => Date.now())
  // A publish, edit or withdrawal (here, in the form or elsewhere) invalidates the lists.
  const {
    data: shown,
    error,
    refresh,
  } = useResource(notificationKeys.published(apiBase, page), (signal) => api.queryPublished({ currentPage: page, pageSize: PAGE_SIZE }, signal), {
    keepPrevious: true,
  })
  const typeName = (value: string) => {
    const item = types?.find((x) => x.value === value)
    return item ? localized(lang, { en: item.label, zh: item.labelZh, tw: item.labelTw }) : value
  }
  const readOf = (n: PublishedNotification) => `${n.readCount.toLocaleString(locale)} / ${n.audience.toLocaleString(locale)}`
  const time = (iso: string | null) => (iso ? (parseTime(iso, 'YYYY-MM-DD HH:mm') ?? '') : '')

  // A failure: the HTTP layer showed why.
  const withdrawal = useMutation((n: PublishedNotification) => api.withdrawNotification(n.id), {
    success: msg`The notification is withdrawn; readers no longer see it.`,
    successMs: 2500,
    invalidates: [notificationKeys.lists(apiBase)],
  })
  function withdraw(n: PublishedNotification) {
    setWithdrawing(null)
    void withdrawal.run(n)
  }

  if (error && !shown) return <LoadError message={t`The published notifications could not be loaded.`} onRetry={refresh} />
  if (!shown) return <PageLoader />
  const total = shown.pagination.total
  const pages = pageCount(total, PAGE_SIZE)
  if (total === 0)
    return (
      <p
        data-empty
        className="rounded-control border border-dashed border-line px-4 py-8 text-center text-muted"
      >{t`Nothing has been published yet. Write the first notification in the form.`}</p>
    )

  return (
    <div className="grid min-w-0 gap-3">
      <div className="relative overflow-x-auto rounded-control border border-line">
        <table className="w-full min-w-[760px] border-collapse text-left" data-table="published">
          <caption className="sr-only">{t`Published notifications`}</caption>
          <thead className="bg-canvas text-small text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">{t`Title`}</th>
              <th scope="col" className="px-3 py-2 font-medium">{t`Type`}</th>
              <th scope="col" className="px-3 py-2 font-medium">{t`Priority`}</th>
              <th scope="col" className="px-3 py-2 font-medium">{t`Period`}</th>
              <th scope="col" className="px-3 py-2 font-medium">{t`State`}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t`Read`}</th>
              <th scope="col" className="px-3 py-2 font-medium">{t`Published`}</th>
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">{t`Actions`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.list.map((n) => {
              const state = stateOf(n, now)
              return (
                <tr
                  key={n.id}
                  data-row={n.id}
                  aria-current={editingId === n.id || undefined}
                  className={cn('border-t border-line align-top', editingId === n.id && 'bg-primary-soft/60')}
                >
                  <td className="max-w-72 px-3 py-2">
                    <span className="line-clamp-2 font-medium text-ink">{n.title}</span>
                    <span className="text-small text-muted">
                      {n.publisher}
                      {n.required && (
                        <span data-required className="text-danger-strong">
                          {' '}
                          · {t`Required`}
                        </span>
                      )}
                    </span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{typeName(n.type)}</td>
                  <td className="px-3 py-2">
                    <span className={cn('rounded-full px-2 py-0.5 text-small whitespace-nowrap', PRIORITY_TONE[n.priority])}>
                      {i18n._(PRIORITY_LABELS[n.priority])}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-small whitespace-nowrap text-muted">
                    {n.startTime || n.endTime ? (
                      <>
                        {time(n.startTime)} –<br />
                        {time(n.endTime)}
                      </>
                    ) : (
                      t`Always`
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <span data-state={state} className={cn('rounded-full px-2 py-0.5 text-small whitespace-nowrap', STATE_TONE[state])}>
                      {i18n._(STATE[state])}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {/* The accessible name starts with the counts shown (axe: label-content-name-mismatch). */}
                    <button
                      type="button"
                      data-action="receipts"
                      title={t`${n.readCount} of ${n.audience} recipients have opened it`}
                      aria-label={t`${readOf(n)} — receipts of “${n.title}”`}
                      onClick={() => setReceipts(n)}
                      className="cursor-pointer rounded-control px-1 text-primary-strong underline hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-primary"
                    >
                      {readOf(n)}
                    </button>
                  </td>
                  <td className="px-3 py-2 text-small whitespace-nowrap text-muted">{time(n.createTime)}</td>
                  <td className="px-3 py-2">
                    {n.editable === false ? (
                      <span
                        data-beyond-reach
                        className="flex items-center justify-end gap-1 text-small whitespace-nowrap text-muted"
                        title={t`Published by someone whose roles reach beyond yours: only they or an administrator with those roles can change it.`}
                      >
                        <Lock aria-hidden className="size-4 shrink-0" />
                        <span className="sr-only sm:not-sr-only">{t`Beyond your roles`}</span>
                      </span>
                    ) : (
                      <div className="flex justify-end gap-1 whitespace-nowrap">
                        <IconButton
                          tone="primary"
                          data-action="edit"
                          disabled={n.withdrawn}
                          title={t`Edit`}
                          label={t`Edit ${n.title}`}
                          onClick={() => onEdit(n)}
                        >
                          <Pencil aria-hidden className="size-4" />
                        </IconButton>
                        <IconButton
                          tone="danger"
                          data-action="withdraw"
                          disabled={n.withdrawn}
                          title={t`Withdraw`}
                          label={t`Withdraw ${n.title}`}
                          onClick={() => setWithdrawing(n)}
                        >
                          <Ban aria-hidden className="size-4" />
                        </IconButton>
                      </div>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <Pager
        summary={t`Page ${page.toLocaleString(locale)} of ${pages.toLocaleString(locale)} · ${total.toLocaleString(locale)} notifications`}
        current={page}
        pages={pages}
        onPage={setPage}
      />
      {receipts && (
        <ReceiptsDialog
          api={api}
          apiBase={apiBase}
          notice={receipts}
          current={stateOf(receipts, now) === 'current'}
          onClose={() => {
            setReceipts(null)
            // Reminders sent, readers since: the counts as they are now.
            void invalidate(notificationKeys.publishedAll(apiBase))
          }}
        />
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t`Withdraw “${withdrawing?.title ?? ''}”?`}
        description={t`Readers no longer see it, in the list or the bell. It stays in this list, marked withdrawn.`}
        confirmLabel={t`Withdraw`}
        cancelLabel={t`Cancel`}
        onConfirm={() => withdrawing && withdraw(withdrawing)}
        onCancel={() => setWithdrawing(null)}
      />
    </div>
  )
}
