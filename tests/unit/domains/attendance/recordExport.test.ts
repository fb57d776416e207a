// The records export: all pages of a filter up to the cap (and the total that matched), and the
// table's stable columns.
import { describe, expect, it } from 'vitest'
import type { CheckInRecord, RecordQuery } from '../../../../src/domains/attendance/contract.ts'
import { EXPORT_FIELDS, fetchAllRecords, recordsExportTable } from '../../../../src/domains/attendance/logic/recordExport.ts'

const record = (id: number): CheckInRecord => ({
  id,
  userId: 7,
  userName: 'Mia',
  orgId: 1,
  orgName: 'Acme Lab 00001',
  time: '2026-11-20T01:02:03.000Z',
  lat: 31.204,
  lng: 121.5904,
  accuracy: 12.4,
  distance: 1503.6,
  verdict: 'outside',
  scopeId: 3,
  scopeName: 'Head office',
  reason: 'Client visit',
  flags: ['null-island', 'implausible-speed'],
})

function server(total: number) {
  const asked: RecordQuery[] = []
  const load = async (query: RecordQuery) => {
    asked.push(query)
    const start = (query.currentPage! - 1) * query.pageSize!
    const list = Array.from({ length: Math.max(0, Math.min(query.pageSize!, total - start)) }, (_, i) => record(start + i + 1))
    return { list, pagination: { total, pageSize: query.pageSize!, current: query.currentPage! } }
  }
  return { load, asked }
}

describe('fetchAllRecords', () => {
  it('fetches every page of the filter', async () => {
    const { load, asked } = server(1203)
    const { list, total } = await fetchAllRecords(load, { verdict: 'outside' })
    expect(total).toBe(1203)
    expect(list).toHaveLength(1203)
    expect(asked.map((q) => q.currentPage)).toEqual([1, 2, 3])
    expect(asked.every((q) => q.verdict === 'outside' && q.pageSize === 500)).toBe(true)
  })
  it('stops at the cap and reports how many matched', async () => {
    const { load, asked } = server(2600)
    const { list, total } = await fetchAllRecords(load, {}, 1000)
    expect(list).toHaveLength(1000)
    expect(total).toBe(2600)
    expect(asked).toHaveLength(2)
  })
  it('asks once for an empty filter', async () => {
    const { load, asked } = server(0)
    expect(await fetchAllRecords(load, {})).toEqual({ list: [], total: 0 })
    expect(asked).toHaveLength(1)
  })
})

describe('recordsExportTable', () => {
  it('writes one row per record in the stable columns', () => {
    const { fields, data } = recordsExportTable([record(1), { ...record(2), scopeName: null, reason: null, flags: [] }])
    expect(fields).toEqual([...EXPORT_FIELDS])
    expect(data[0]).toEqual([
      '2026-11-20T01:02:03.000Z',
      'Mia',
      7,
      'Acme Lab 00001',
      31.204,
      121.5904,
      12,
      1504,
      'outside',
      'Head office',
      'Client visit',
      'null-island implausible-speed',
    ])
    expect(data[1].slice(9)).toEqual(['', '', ''])
  })
})
