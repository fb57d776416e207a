/**
 * The notification centre's rules, framework-free: the filters as a query (newest first is the
 * server's order), a notification's state from its period, the period's words, the keyboard's
 * next row, and the badge count text.
 */
import type { NotificationBox, NotificationPriority, NotificationQuery, NotificationState } from '../contract.ts'

export interface CentreFilters {
  box: NotificationBox
  type: string
  priority: '' | NotificationPriority
  state: '' | NotificationState
  title: string
}

export const DEFAULT_FILTERS: CentreFilters = { box: 'unread', type: '', priority: '', state: '', title: '' }
export const BOXES: readonly NotificationBox[] = ['unread', 'read', 'all', 'snoozed', 'archived']
export const STATES: readonly NotificationState[] = ['current', 'upcoming', 'expired']
/** How long the title search waits after the last key. */
export const SEARCH_DEBOUNCE_MS = 300
export const DEFAULT_PAGE_SIZE = 50
export const MAX_PAGE_SIZE = 200
/** The bell's panel shows this many. */
export const BELL_LATEST = 10

/** The query of a page of the centre under these filters. */
export function centreQuery(filters: CentreFilters, currentPage: number, pageSize: number): NotificationQuery {
  const title = filters.title.trim()
  return {
    currentPage,
    pageSize,
    box: filters.box,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.priority ? { priority: filters.priority } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(title ? { title } : {}),
  }
}

/** A stable key naming the filters (for resources and list identity). */
export function filtersKey(filters: CentreFilters): string {
  return [filters.box, filters.type, filters.priority, filters.state, filters.title.trim()].join('|')
}

/** current inside the period (or none), upcoming before its start, expired after its end. */
export function stateOf(period: { startTime: string | null; endTime: string | null }, now: number = Date.now()): NotificationState {
  const start = period.startTime ? Date.parse(period.startTime) : NaN
  const end = period.endTime ? Date.parse(period.endTime) : NaN
  if (!Number.isNaN(start) && now < start) return 'upcoming'
  if (!Number.isNaN(end) && now > end) return 'expired'
  return 'current'
}

/** The page size an attribute asked for, within 1..MAX_PAGE_SIZE, else the default. */
export function clampPageSize(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_PAGE_SIZE
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(value)))
}

/** Moving the active row: shared with every list (platform/core/listKeys.ts). */
export { nextIndex } from '#platform/core/listKeys.ts'

/** The badge's text: the count, or 99+ above 99; empty for none. */
export function badgeText(count: number): string {
  if (count <= 0) return ''
  return count > 99 ? '99+' : String(count)
}
