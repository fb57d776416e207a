/**
 * A notice's receipts, for its publisher: how many of its audience (within the publisher's data
 * scope) have read it, a filter (everyone, not read, read) and a name search, the page of
 * recipients with when each read it and was last reminded, "Remind the unread" (confirmed in
 * place; the server limits it to once an hour per person and says so), and the export of the
 * filter as CSV or Excel. Loading, empty and error states.
 */
import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg, plural } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { BellRing } from 'lucide-react'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { SearchBox } from '#platform/ui/SearchBox.tsx'
import { parseTime } from '#platform/core/format.ts'
import { showToast } from '#platform/store/feedback.ts'
import { Button } from '#platform/ui/Button.tsx'
import { ExportButtons, type ExportFormat } from '#platform/ui/ExportButtons.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { Pager } from '#platform/ui/Pager.tsx'
import { downloadExport } from '#platform/ui/download.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { pageCount, useResource } from '#platform/ui/useResource.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { notificationKeys } from '../logic/keys.ts'
import { cn } from '#platform/ui/cn.ts'
import { REMIND_INTERVAL_MINUTES, type PublishedNotification } from '../contract.ts'
import type { PublishApi } from '../contract/publishApi.ts'
import { SEARCH_DEBOUNCE_MS } from '../logic/centre.ts'
import {
  fetchAllReceipts,
  MAX_RECEIPTS_EXPORT,
  RECEIPT_FILTERS,
  RECEIPTS_PAGE_SIZE,
  receiptQuery,
  receiptsExportTable,
  type ReceiptFilter,
} from '../logic/receipts.ts'

const FILTER_LABELS: Record<ReceiptFilter, MessageDescriptor> = { all: msg`Everyone`, unread: msg`Not read`, read: msg`Read` }

export interface ReceiptsDialogProps {
  api: PublishApi
  apiBase: string
  notice: PublishedNotification
  /** The notice can be reminded of (current, not withdrawn). */
  current: boolean
  onClose(): void
}

export function ReceiptsDialog({ api, apiBase, notice, current, onClose }: ReceiptsDialogProps) {
  const { t, i18n } = useLingui()
  const { lang } = useElement()
  const locale = LOCALE_TAG[lang]
  const [filter, setFilter] = useState<ReceiptFilter>('all')
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [confirming, setConfirming] = useState(false)

  useEffect(() => {
    if (typed.trim() === keyword) return
    const timer = setTimeout(() => {
      setKeyword(typed.trim())
      setPage(1)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, keyword])

  const query = receiptQuery(notice.id, filter, keyword, page)
  const {
    data: shown,
    placeholder,
    error,
    refresh,
  } = useResource(notificationKeys.receipts(apiBase, notice.id, query), (signal) => api.queryReceipts(query, signal), { keepPrevious: true })
  const data = placeholder ? undefined : shown
  const time = (iso: string | null) => (iso ? (parseTime(iso, 'YYYY-MM-DD HH:mm') ?? '') : '')
  const number = (n: number) => n.toLocaleString(locale)
  const unread = shown ? shown.summary.audience - shown.summary.read : 0

  // A failure: the HTTP layer showed why (the wait, when they were reminded lately).
  const reminder = useMutation(() => api.remindUnread(notice.id), {
    invalidates: [notificationKeys.receiptsOf(apiBase, notice.id)],
    onSuccess: ({ reminded, skipped }) =>
      showToast({
        kind: 'success',
        message:
          skipped > 0
            ? msg`${plural(reminded, { one: '# person reminded', other: '# people reminded' })}; ${plural(skipped, { one: '# was', other: '# were' })} reminded less than ${REMIND_INTERVAL_MINUTES} minutes ago.`
            : msg`${plural(reminded, { one: '# person reminded.', other: '# people reminded.' })}`,
        duration: 3000,
      }),
  })
  function remind() {
    setConfirming(false)
    void reminder.run()
  }

  // Every recipient the filter names, as a file (a failure: the HTTP layer showed why).
  const exporter = useMutation(async (format: ExportFormat) => {
    const { list, total } = await fetchAllReceipts((q) => api.queryReceipts(q), notice.id, filter, keyword)
    const truncated = total > list.length && msg`Only the first ${MAX_RECEIPTS_EXPORT} recipients were exported; narrow the filter for the rest.`
    await downloadExport(format, `receipts-${notice.id}`, 'Receipts', receiptsExportTable(list), truncated)
  })
  const busy = reminder.pending ? 'remind' : exporter.pending ? 'export' : null

  const pages = pageCount(shown?.pagination.total, RECEIPTS_PAGE_SIZE)
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogLayer part="dialog" data-receipts={notice.id} className="flex max-h-[calc(100vh-2rem)] w-[min(56rem,calc(100vw-2rem))] flex-col gap-3 p-4 sm:p-5">
        <DialogHeader
          className=""
          title={t`Receipts: ${notice.title}`}
          description={t`Who of its recipients within your data scope has read it, and when; remind those who have not.`}
        />
        <div className="grid gap-3">
          {shown && (
            <p className="text-ink" data-receipts-summary>
              {t`Read by ${number(shown.summary.read)} of ${number(shown.summary.audience)}`}
              <span className="text-muted"> · {t`${number(unread)} not read`}</span>
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <div role="group" aria-label={t`Show`} className="inline-flex rounded-control border border-line p-0.5">
              {RECEIPT_FILTERS.map((f) => (
                <button
                  key={f}
                  type="button"
                  aria-pressed={filter === f}
                  data-filter={f}
                  onClick={() => {
                    setFilter(f)
                    setPage(1)
                  }}
                  className={cn(
                    'cursor-pointer rounded px-3 py-1 focus-visible:outline-2 focus-visible:outline-primary',
                    filter === f ? 'bg-primary-soft font-medium text-primary-strong' : 'text-muted hover:text-ink',
                  )}
                >
                  {i18n._(FILTER_LABELS[f])}
                </button>
              ))}
            </div>
            <SearchBox
              label={t`Search recipients`}
              name="keyword"
              value={typed}
              maxLength={100}
              placeholder={t`Name, username or organisation`}
              onChange={setTyped}
              className="min-w-56 flex-1"
            />
          </div>
        </div>
        <div className="min-h-40 flex-1 overflow-auto rounded-control border border-line" aria-busy={!data || undefined}>
          {error ? (
            <LoadError message={t`The receipts could not be loaded.`} onRetry={refresh} />
          ) : !shown ? (
            <PageLoader />
          ) : shown.list.length === 0 ? (
            <p data-empty className="px-4 py-8 text-center text-muted">
              {keyword
                ? t`No recipient matches “${keyword}”.`
                : filter === 'unread'
                  ? t`Everyone has read it.`
                  : filter === 'read'
                    ? t`Nobody has read it yet.`
                    : t`It is for nobody within your data scope.`}
            </p>
          ) : (
            <table className="w-full border-collapse text-left" data-table="receipts">
              <caption className="sr-only">{t`Receipts`}</caption>
              <thead className="sticky top-0 bg-canvas text-small text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">{t`Recipient`}</th>
                  <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">{t`Organisation`}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t`Read`}</th>
                  <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">{t`Last reminded`}</th>
                </tr>
              </thead>
              <tbody>
                {shown.list.map((r) => (
                  <tr key={r.userId} data-user={r.userId} data-read={String(r.readAt !== null)} className="border-t border-line align-top">
                    <td className="px-3 py-2">
                      <span className="block font-medium text-ink">{r.name}</span>
                      <span className="block text-small text-muted">{r.username}</span>
                      {/* On a phone the organisation sits under the name. */}
                      <span className="block text-small text-muted sm:hidden">{r.orgName}</span>
                    </td>
                    <td className="hidden px-3 py-2 text-muted sm:table-cell">{r.orgName}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {r.readAt ? time(r.readAt) : <span className="text-warning-strong">{t`Not read`}</span>}
                      {r.remindedAt && <span className="block text-small text-muted sm:hidden">{t`Reminded ${time(r.remindedAt)}`}</span>}
                    </td>
                    <td className="hidden px-3 py-2 whitespace-nowrap text-muted sm:table-cell" data-reminded>
                      {time(r.remindedAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <div className="grid gap-3">
          {shown && shown.pagination.total > RECEIPTS_PAGE_SIZE && (
            <Pager
              summary={t`Page ${number(page)} of ${number(pages)} · ${number(shown.pagination.total)} recipients`}
              current={page}
              pages={pages}
              onPage={setPage}
            />
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            {confirming ? (
              <div role="group" aria-label={t`Confirm the reminder`} className="flex flex-wrap items-center gap-2" data-remind-confirm>
                <span className="text-ink">{t`${plural(unread, { one: 'Remind # person who has not read it?', other: 'Remind # people who have not read it?' })}`}</span>
                <Button data-action="remind-confirm" onClick={() => void remind()}>{t`Remind`}</Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>{t`Cancel`}</Button>
              </div>
            ) : (
              <Button
                variant="secondary"
                data-action="remind"
                loading={busy === 'remind'}
                disabled={!current || unread === 0 || busy !== null}
                title={!current ? t`Only a current notification can be reminded of.` : undefined}
                onClick={() => setConfirming(true)}
              >
                <BellRing aria-hidden className="size-4" />
                {t`Remind the unread`}
              </Button>
            )}
            <ExportButtons
              label={t`Export the receipts`}
              disabled={!shown || reminder.pending}
              onExport={(format) => exporter.run(format).then(() => undefined)}
            />
          </div>
        </div>
      </DialogLayer>
    </DialogRoot>
  )
}
