// querySysOrg from a serialised copy (docs/spec.md#server-under-load): an ETag on every answer and 304 for a request
// that holds it; gzip and brotli bodies equal to the plain JSON; every organisation write
// (create, rename, move, delete) changes the answer and its ETag at once; tenants never share a
// copy or an ETag; a bad parameter is still a 400.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pickEncoding } from '../../demo/server/domains/admin/orgPages.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let admin: string
let globexAdmin: string

const LIST = '/api/admin/sysorg/querySysOrg?currentPage=1&pageSize=10000'
const get = (headers: Record<string, string> = {}, token = admin, path = LIST) =>
  server.app.request(path, { headers: { Authorization: `Bearer ${token}`, ...headers } })
const post = (path: string, json: unknown) => call(server.app, 'POST', `/api/admin/sysorg/admin/${path}`, { token: admin, json })
const names = async (res: Response) => (JSON.parse(await res.text()) as { data: { list: { id: number; name: string }[] } }).data.list

beforeAll(async () => {
  server = await startServer()
  admin = await login(server.app, 'admin@acme.test')
  globexAdmin = await login(server.app, 'admin@globex.test', 'globex')
}, 300_000)
afterAll(() => server.close())

describe('querySysOrg copies', () => {
  it('answers with a weak ETag, and 304 without a body to a request holding it', async () => {
    const first = await get()
    expect(first.status).toBe(200)
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(first.headers.get('Vary')).toContain('Accept-Encoding')
    expect(await names(first)).toHaveLength(10_000)
    const again = await get({ 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('ETag')).toBe(etag)
    expect(await again.text()).toBe('')
    expect((await get({ 'If-None-Match': 'W/"something-else"' })).status).toBe(200)
    // Another page or search is another copy with another ETag.
    const other = await get({ 'If-None-Match': etag }, admin, '/api/admin/sysorg/querySysOrg?currentPage=2&pageSize=10')
    expect(other.status).toBe(200)
    expect(other.headers.get('ETag')).not.toBe(etag)
  })

  it('sends gzip or brotli when asked, the same JSON once decoded', async () => {
    const plain = Buffer.from(await (await get()).arrayBuffer())
    const br = await get({ 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    const brBody = Buffer.from(await br.arrayBuffer())
    expect(brBody.length).toBeLessThan(plain.length / 5)
    expect(brotliDecompressSync(brBody).equals(plain)).toBe(true)
    const gz = await get({ 'Accept-Encoding': 'gzip' })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(plain)).toBe(true)
    expect(pickEncoding('gzip;q=1, br;q=0')).toBe('gzip')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding('*')).toBe('br')
  })

  it('every organisation write changes the answer and its ETag at once', async () => {
    // Acme has 10 000 organisations: a new one is on page 2, so the search is the list looked at.
    const search = '/api/admin/sysorg/querySysOrg?currentPage=1&pageSize=10000&name=Copy%20Test'
    let etag = (await get({}, admin, search)).headers.get('ETag')!
    const expectChanged = async (check: (list: { id: number; name: string }[]) => void) => {
      const res = await get({ 'If-None-Match': etag }, admin, search)
      expect(res.status).toBe(200)
      const next = res.headers.get('ETag')!
      expect(next).not.toBe(etag)
      check(await names(res))
      etag = next
    }
    const created = await post('createOrg', { name: 'Copy Test Lab', parentId: null })
    expect(created.status).toBe(200)
    const id = created.body.data.id as number
    await expectChanged((list) => expect(list.some((o) => o.name === 'Copy Test Lab')).toBe(true))
    expect((await post('renameOrg', { id, name: 'Copy Test Lab Renamed' })).status).toBe(200)
    await expectChanged((list) => expect(list.find((o) => o.id === id)?.name).toBe('Copy Test Lab Renamed'))
    const parent = (
      await server.db.query<{ id: number }>("select id from orgs where code = 'ORG00001' and tenant_id = (select id from tenants where code = 'acme')")
    )[0]!.id
    expect((await post('moveOrg', { id, parentId: parent })).status).toBe(200)
    await expectChanged((list) => expect((list.find((o) => o.id === id) as unknown as { parentId: number }).parentId).toBe(parent))
    expect((await post('deleteOrg', { id })).status).toBe(200)
    await expectChanged((list) => expect(list.some((o) => o.id === id)).toBe(false))
    // A refused write changes nothing: the copy and its ETag stay.
    expect((await post('renameOrg', { id: 999_999_999, name: 'Nobody' })).status).toBe(404)
    expect((await get({ 'If-None-Match': etag }, admin, search)).status).toBe(304)
  })

  it('keeps tenants apart: another tenant neither gets 304 for this ETag nor these organisations', async () => {
    const acme = await get()
    const etag = acme.headers.get('ETag')!
    const globex = await get({ 'If-None-Match': etag }, globexAdmin)
    expect(globex.status).toBe(200)
    expect(globex.headers.get('ETag')).not.toBe(etag)
    const acmeIds = new Set((await names(acme)).map((o) => o.id))
    expect((await names(globex)).some((o) => acmeIds.has(o.id))).toBe(false)
  })

  it('still refuses a bad parameter with a 400 naming it', async () => {
    const res = await call(server.app, 'GET', '/api/admin/sysorg/querySysOrg', { token: admin, query: { pageSize: 'many' } })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('pageSize')
  })
})
