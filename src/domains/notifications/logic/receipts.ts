/**
 * Receipts, framework-free: the dialog's filter as a query, every page of a filter fetched in turn
 * for the export (up to MAX_RECEIPTS_EXPORT rows), and the rows as a table of stable column names
 * (ISO times) for CSV and Excel.
 */
import { fetchAllPages } from '#platform/core/api/allPages.ts'
import { MAX_RECEIPTS_PAGE, type Receipt, type ReceiptQuery, type Receipts } from '../contract.ts'

export type ReceiptFilter = 'all' | 'unread' | 'read'
export const RECEIPT_FILTERS: readonly ReceiptFilter[] = ['all', 'unread', 'read']
export const RECEIPTS_PAGE_SIZE = 20
/** At most this many rows are exported (a warning says so when more matched). */
export const MAX_RECEIPTS_EXPORT = 20_000
export const RECEIPT_EXPORT_FIELDS = ['name', 'username', 'organisation', 'read_at', 'reminded_at'] as const

/** The query of one page of a notice's receipts under a filter and a search. */
export function receiptQuery(id: number, filter: ReceiptFilter, keyword: string, currentPage: number, pageSize = RECEIPTS_PAGE_SIZE): ReceiptQuery {
  const k = keyword.trim()
  return { id, currentPage, pageSize, ...(filter === 'all' ? {} : { read: filter === 'read' }), ...(k ? { keyword: k } : {}) }
}

/** Every receipt of the filter, page by page, stopping at `cap`; `total` is how many matched. */
export function fetchAllReceipts(
  load: (query: ReceiptQuery) => Promise<Receipts>,
  id: number,
  filter: ReceiptFilter,
  keyword: string,
  cap = MAX_RECEIPTS_EXPORT,
): Promise<{ list: Receipt[]; total: number }> {
  return fetchAllPages((page, size) => load(receiptQuery(id, filter, keyword, page, size)), MAX_RECEIPTS_PAGE, cap)
}

export function receiptsExportTable(receipts: readonly Receipt[]): { fields: string[]; data: string[][] } {
  return {
    fields: [...RECEIPT_EXPORT_FIELDS],
    data: receipts.map((r) => [r.name, r.username, r.orgName, r.readAt ?? '', r.remindedAt ?? '']),
  }
}
