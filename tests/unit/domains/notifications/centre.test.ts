/** The centre's framework-free rules: the query of the filters, the state of a period, the
 * keyboard's next row, the badge, and the window-paged list. */
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_FILTERS, badgeText, centreQuery, clampPageSize, nextIndex, stateOf } from '../../../../src/domains/notifications/logic/centre.ts'
import { createPagedList } from '../../../../src/domains/notifications/logic/pagedList.ts'
import type { Page } from '#platform/core/api/types.ts'

describe('centre rules', () => {
  it('builds the query from the filters, leaving out the empty ones', () => {
    expect(centreQuery(DEFAULT_FILTERS, 1, 50)).toEqual({ currentPage: 1, pageSize: 50, box: 'unread' })
    expect(centreQuery({ box: 'all', type: 'system', priority: 'high', state: 'expired', title: '  exam ' }, 3, 20)).toEqual({
      currentPage: 3,
      pageSize: 20,
      box: 'all',
      type: 'system',
      priority: 'high',
      state: 'expired',
      title: 'exam',
    })
  })

  it('reads the state from the period, edges included as current', () => {
    const now = Date.parse('2026-05-10T12:00:00Z')
    expect(stateOf({ startTime: null, endTime: null }, now)).toBe('current')
    expect(stateOf({ startTime: '2026-05-11T00:00:00Z', endTime: null }, now)).toBe('upcoming')
    expect(stateOf({ startTime: null, endTime: '2026-05-10T11:59:59Z' }, now)).toBe('expired')
    expect(stateOf({ startTime: '2026-05-10T12:00:00Z', endTime: '2026-05-10T12:00:00Z' }, now)).toBe('current')
  })

  it('moves the active row by key and stays inside the list', () => {
    expect(nextIndex('ArrowDown', -1, 5)).toBe(0)
    expect(nextIndex('ArrowDown', 4, 5)).toBe(4)
    expect(nextIndex('ArrowUp', 0, 5)).toBe(0)
    expect(nextIndex('End', 0, 5)).toBe(4)
    expect(nextIndex('Home', 3, 5)).toBe(0)
    expect(nextIndex('PageDown', 0, 100, 10)).toBe(10)
    expect(nextIndex('Enter', 0, 5)).toBeNull()
    expect(nextIndex('ArrowDown', 0, 0)).toBeNull()
  })

  it('shows 99+ above 99 and nothing for none', () => {
    expect(badgeText(0)).toBe('')
    expect(badgeText(7)).toBe('7')
    expect(badgeText(120)).toBe('99+')
  })

  it('keeps the page size within 1..200', () => {
    expect(clampPageSize(undefined)).toBe(50)
    expect(clampPageSize(Number.NaN)).toBe(50)
    expect(clampPageSize(500)).toBe(200)
    expect(clampPageSize(0)).toBe(1)
  })
})

function server(total: number) {
  const rows = Array.from({ length: total }, (_, i) => ({ id: total - i }))
  const load = vi.fn(async (page: number, size: number): Promise<Page<{ id: number }>> => ({
    list: rows.slice((page - 1) * size, page * size),
    pagination: { total: rows.length, pageSize: size, current: page },
  }))
  return { rows, load }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('paged list', () => {
  it('loads the first page, then only the pages a range needs', async () => {
    const { load } = server(10_000)
    const list = createPagedList(load, 50)
    list.ensure(0, 20)
    await settle()
    expect(list.get().total).toBe(10_000)
    expect(list.get().items).toHaveLength(10_000)
    expect(list.get().items[0]).toEqual({ id: 10_000 })
    list.ensure(9_990, 9_999)
    await settle()
    expect(load.mock.calls.map((c) => c[0])).toEqual([1, 200])
    expect(list.get().items[9_999]).toEqual({ id: 1 })
    expect(list.get().items[5_000]).toBeUndefined()
  })

  it('asks for a page once while it loads', async () => {
    const { load } = server(120)
    const list = createPagedList(load, 50)
    list.ensure(0, 10)
    list.ensure(0, 10)
    await settle()
    list.ensure(40, 60)
    list.ensure(45, 70)
    await settle()
    expect(load.mock.calls.map((c) => c[0])).toEqual([1, 2])
  })

  it('patches a row in place and reloads what is in view, keeping rows meanwhile', async () => {
    const { rows, load } = server(60)
    const list = createPagedList(load, 50)
    list.ensure(0, 10)
    await settle()
    list.patch(60, (row) => ({ ...row, read: true }) as { id: number })
    expect(list.get().items[0]).toEqual({ id: 60, read: true })
    rows.shift()
    list.reload()
    expect(list.get().items[0]).toEqual({ id: 60, read: true })
    await settle()
    expect(list.get().total).toBe(59)
    expect(list.get().items[0]).toEqual({ id: 59 })
  })

  it('reports an error and recovers on reload', async () => {
    let fail = true
    const list = createPagedList(async (page, size) => {
      if (fail) throw new Error('down')
      return { list: [{ id: 1 }], pagination: { total: 1, pageSize: size, current: page } }
    }, 50)
    list.ensure(0, 10)
    await settle()
    expect(list.get().error?.message).toBe('down')
    expect(list.get().total).toBeNull()
    fail = false
    list.reload()
    await settle()
    expect(list.get()).toMatchObject({ error: null, total: 1, loading: false })
  })
})
