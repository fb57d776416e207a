// Organisations (paging, the console's pageSize 10000, name search, limits) and dictionaries
// (queryDictByDictType, queryNotificationType).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Organisation } from '../../src/domains/admin/contract.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startServer()
  token = await login(server.app, 'member@acme.test')
})
afterAll(() => server.close())

const orgs = (query: Record<string, string | number> = {}) => call(server.app, 'GET', '/api/admin/sysorg/querySysOrg', { token, query })

describe('GET /api/admin/sysorg/querySysOrg', () => {
  it('answers the first page of 10 by default', async () => {
    const { status, body } = await orgs()
    expect(status).toBe(200)
    expect(body.status).toBe(200)
    expect(body.data.pagination).toEqual({ total: 10000, current: 1, pageSize: 10 })
    expect(body.data.list).toHaveLength(10)
    expect(body.data.list[0]).toEqual({ id: expect.any(Number), code: 'ORG00001', name: 'Acme Lab 00001', parentId: null, province: expect.any(String) })
  })

  it('answers all 10 000 organisations for pageSize 10000, in a tree', async () => {
    const { body } = await orgs({ currentPage: 1, pageSize: 10000 })
    const list = body.data.list as Organisation[]
    expect(list).toHaveLength(10000)
    expect(new Set(list.map((o) => o.code)).size).toBe(10000)
    expect(list[9999]).toMatchObject({ code: 'ORG10000', name: 'Acme Lab 10000' })
    const byId = new Map(list.map((o) => [o.id, o]))
    expect(list.filter((o) => o.parentId === null)).toHaveLength(10)
    expect(list.every((o) => o.parentId === null || byId.has(o.parentId))).toBe(true)
    expect(new Set(list.map((o) => o.province)).size).toBeGreaterThan(10)
  })

  it('pages', async () => {
    const { body } = await orgs({ currentPage: 3, pageSize: 5 })
    expect(body.data.list.map((o: Organisation) => o.code)).toEqual(['ORG00011', 'ORG00012', 'ORG00013', 'ORG00014', 'ORG00015'])
    expect(body.data.pagination).toEqual({ current: 3, pageSize: 5, total: 10000 })
  })

  it('filters by name, case-insensitively, without wildcards', async () => {
    const { body } = await orgs({ name: 'LAB 0999', pageSize: 100 })
    expect(body.data.pagination.total).toBe(10)
    expect(body.data.list.every((o: Organisation) => o.name.startsWith('Acme Lab 0999'))).toBe(true)
    expect((await orgs({ name: '%' })).body.data.pagination.total).toBe(0)
    expect((await orgs({ name: '_' })).body.data.pagination.total).toBe(0)
  })

  it.each([
    [{ pageSize: 10001 }, /pageSize/],
    [{ pageSize: 0 }, /pageSize/],
    [{ currentPage: 'two' }, /currentPage/],
    [{ currentPage: -1 }, /currentPage/],
  ])('answers 400 for %o', async (query, message) => {
    const { status, body } = await orgs(query)
    expect(status).toBe(400)
    expect(body.status).toBe(400)
    expect(body.message).toMatch(message)
  })

  it('answers 50008 without a token', async () => {
    expect((await call(server.app, 'GET', '/api/admin/sysorg/querySysOrg')).body.status).toBe(50008)
  })
})

describe('GET /api/admin/sysdict/queryDictByDictType', () => {
  const dict = (dictType?: string) =>
    call(server.app, 'GET', '/api/admin/sysdict/queryDictByDictType', { token, query: dictType === undefined ? {} : { dictType } })

  it('answers the notification types with English, zh and tw labels', async () => {
    const { status, body } = await dict('notification')
    expect(status).toBe(200)
    expect(body.data).toEqual([
      { value: 'system', label: 'System', labelZh: '系统通知', labelTw: '系統通知', sort: 1 },
      { value: 'attendance', label: 'Attendance', labelZh: '考勤通知', labelTw: '考勤通知', sort: 2 },
      { value: 'research', label: 'Research', labelZh: '科研动态', labelTw: '科研動態', sort: 3 },
      { value: 'holiday', label: 'Holiday', labelZh: '假期通知', labelTw: '假期通知', sort: 4 },
    ])
  })

  it('answers the priorities', async () => {
    const { body } = await dict('priority')
    expect(body.data.map((d: { value: string; labelZh: string }) => [d.value, d.labelZh])).toEqual([
      ['high', '高'],
      ['medium', '中'],
      ['low', '低'],
    ])
  })

  it('answers an empty list for an unknown type and 400 without a type', async () => {
    expect((await dict('colour')).body).toEqual({ status: 200, message: 'success', data: [] })
    const missing = await dict()
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('dictType is required')
  })
})

describe('GET /api/notification/notification/queryNotificationType', () => {
  it('answers the notification types', async () => {
    const { status, body } = await call(server.app, 'GET', '/api/notification/notification/queryNotificationType', { token })
    expect(status).toBe(200)
    expect(body.status).toBe(200)
    expect(body.data.map((d: { value: string }) => d.value)).toEqual(['system', 'attendance', 'research', 'holiday'])
    expect(body.data[3]).toMatchObject({ label: 'Holiday', labelZh: '假期通知', labelTw: '假期通知' })
  })

  it('answers 50008 without a token', async () => {
    expect((await call(server.app, 'GET', '/api/notification/notification/queryNotificationType')).body.status).toBe(50008)
  })
})
