// Receipts' logic: the dialog's filter and search as a query, the export fetching every page of
// the filter (500 at a time, stopping at the cap, saying how many matched), and the export table.
import { describe, expect, it } from 'vitest'
import type { Receipt, ReceiptQuery, Receipts } from '../../../../src/domains/notifications/contract.ts'
import { fetchAllReceipts, receiptQuery, receiptsExportTable } from '../../../../src/domains/notifications/logic/receipts.ts'

const receipt = (i: number): Receipt => ({
  userId: i,
  username: `user${i}`,
  name: `User ${i}`,
  orgName: 'Lab',
  readAt: i % 2 ? '2026-11-28T01:00:00.000Z' : null,
  remindedAt: null,
})

/** A server of `total` receipts answering pages as queryReceipts does; records the queries. */
function server(total: number) {
  const queries: ReceiptQuery[] = []
  const load = async (query: ReceiptQuery): Promise<Receipts> => {
    queries.push(query)
    const size = query.pageSize ?? 20
    const start = ((query.currentPage ?? 1) - 1) * size
    const list = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => receipt(start + i + 1))
    return { list, pagination: { total, pageSize: size, current: query.currentPage ?? 1 }, summary: { audience: total, read: 0 } }
  }
  return { load, queries }
}

describe('receiptQuery', () => {
  it('says read only for the read and unread filters, and a trimmed keyword only when there is one', () => {
    expect(receiptQuery(7, 'all', '  ', 1)).toEqual({ id: 7, currentPage: 1, pageSize: 20 })
    expect(receiptQuery(7, 'unread', ' lead ', 2)).toEqual({ id: 7, currentPage: 2, pageSize: 20, read: false, keyword: 'lead' })
    expect(receiptQuery(7, 'read', '', 1, 500)).toEqual({ id: 7, currentPage: 1, pageSize: 500, read: true })
  })
})

describe('fetchAllReceipts', () => {
  it('fetches every page of the filter, 500 at a time', async () => {
    const { load, queries } = server(1_234)
    const { list, total } = await fetchAllReceipts(load, 7, 'unread', 'x')
    expect(total).toBe(1_234)
    expect(list.map((r) => r.userId)).toEqual(Array.from({ length: 1_234 }, (_, i) => i + 1))
    expect(queries.map((q) => [q.currentPage, q.pageSize, q.read, q.keyword])).toEqual([
      [1, 500, false, 'x'],
      [2, 500, false, 'x'],
      [3, 500, false, 'x'],
    ])
  })

  it('stops at the cap and says how many matched', async () => {
    const { load, queries } = server(5_000)
    const { list, total } = await fetchAllReceipts(load, 7, 'all', '', 1_200)
    expect(list).toHaveLength(1_200)
    expect(total).toBe(5_000)
    expect(queries).toHaveLength(3)
  })

  it('asks once for an empty filter', async () => {
    const { load, queries } = server(0)
    expect(await fetchAllReceipts(load, 7, 'read', '')).toEqual({ list: [], total: 0 })
    expect(queries).toHaveLength(1)
  })
})

describe('receiptsExportTable', () => {
  it('writes stable column names and ISO times, empty for none', () => {
    expect(receiptsExportTable([receipt(1), receipt(2)])).toEqual({
      fields: ['name', 'username', 'organisation', 'read_at', 'reminded_at'],
      data: [
        ['User 1', 'user1', 'Lab', '2026-11-28T01:00:00.000Z', ''],
        ['User 2', 'user2', 'Lab', '', ''],
      ],
    })
  })
})
