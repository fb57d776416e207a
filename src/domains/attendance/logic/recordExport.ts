/**
 * The sign-in records export, framework-free: every page of the current filter fetched in turn
 * (up to MAX_RECORD_EXPORT rows, saying whether more matched), and the rows as a table of stable
 * column names (machine-readable: ISO time, decimal degrees, metres) for CSV and Excel.
 */
import type { Page } from '#platform/core/api/types.ts'
import { fetchAllPages } from '#platform/core/api/allPages.ts'
import type { CheckInRecord, RecordQuery } from '../contract.ts'

/** At most this many rows are exported (the toolbar says so when more matched). */
export const MAX_RECORD_EXPORT = 10_000
/** The server's largest page. */
export const EXPORT_PAGE_SIZE = 500

export const EXPORT_FIELDS = [
  'time',
  'user',
  'userId',
  'organisation',
  'lat',
  'lng',
  'accuracy_m',
  'distance_m',
  'verdict',
  'scope',
  'reason',
  'flags',
] as const

/** All rows of the filter, page by page, stopping at `cap`; `total` is how many matched. */
export function fetchAllRecords(
  load: (query: RecordQuery) => Promise<Page<CheckInRecord>>,
  filter: Omit<RecordQuery, 'currentPage' | 'pageSize'>,
  cap: number = MAX_RECORD_EXPORT,
): Promise<{ list: CheckInRecord[]; total: number }> {
  return fetchAllPages((currentPage, pageSize) => load({ ...filter, currentPage, pageSize }), EXPORT_PAGE_SIZE, cap)
}

export function recordsExportTable(records: readonly CheckInRecord[]): { fields: string[]; data: (string | number)[][] } {
  return {
    fields: [...EXPORT_FIELDS],
    data: records.map((r) => [
      r.time,
      r.userName,
      r.userId,
      r.orgName,
      r.lat,
      r.lng,
      Math.round(r.accuracy),
      Math.round(r.distance),
      r.verdict,
      r.scopeName ?? '',
      r.reason ?? '',
      r.flags.join(' '),
    ]),
  }
}
