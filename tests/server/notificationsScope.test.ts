// Publishing within the publisher's data scope and reach: an editor whose roles reach only a
// campus (ROLE_EDITOR narrowed here to "its organisation and below", the editor placed in Acme
// Lab 00002) finds, resolves and addresses only users and organisations of that campus, may not
// address roles or everyone; and no editor edits or withdraws what an administrator published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublishedNotification } from '../../src/domains/notifications/contract.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const t = { admin: '', editor: '' }
let campus: Set<number>
let outsideUser: number
let outsideOrg: number
let insideUser: number
let insideOrg: number

const PUBLISH = '/api/notification/publish'
const save = (token: string, json: unknown) => call(server.app, 'POST', `${PUBLISH}/saveNotification`, { token, json })
const valid = (extra: Record<string, unknown> = {}) => ({ title: 'Campus notice', markdown: 'For the campus.', type: 'system', priority: 'medium', ...extra })

beforeAll(async () => {
  server = await startServer()
  const q = <T>(sql: string, values: unknown[] = []) => server.db.query<T>(sql, values)
  const subtree = await q<{ id: number }>(
    `with recursive sub(id) as (select id from orgs where code = 'ORG00002' and tenant_id = 1
       union all select o.id from orgs o join sub on o.parent_id = sub.id) select id from sub`,
  )
  campus = new Set(subtree.map((r) => r.id))
  await q("update roles set data_scope = 'orgAndBelow' where tenant_id = 1 and code = 'ROLE_EDITOR'")
  await q("update users set org_id = (select id from orgs where code = 'ORG00002' and tenant_id = 1) where username in ('editor@acme.test', 'lead@acme.test')")
  ;[{ id: insideUser }] = await q<{ id: number }>(
    "select id from users where tenant_id = 1 and org_id = any($1::int[]) and username like 'user%' and status = 'enabled' and audit_status = 'approved' order by id limit 1",
    [[...campus]],
  )
  ;[{ id: outsideUser }] = await q<{ id: number }>(
    "select id from users where tenant_id = 1 and not (org_id = any($1::int[])) and username like 'user%' order by id limit 1",
    [[...campus]],
  )
  insideOrg = [...campus][3]
  ;[{ id: outsideOrg }] = await q<{ id: number }>("select id from orgs where code = 'ORG00001' and tenant_id = 1")
  t.admin = await login(server.app, 'admin@acme.test')
  t.editor = await login(server.app, 'editor@acme.test')
})
afterAll(() => server.close())

describe('recipient look-ups follow the data scope', () => {
  it('finds only users of the campus, and offers only its organisations', async () => {
    const users = (await call(server.app, 'GET', `${PUBLISH}/queryTargetUsers`, { token: t.editor, query: { keyword: 'user', pageSize: 50 } })).body.data
    expect(users.list.length).toBeGreaterThan(0)
    for (const u of users.list) expect(campus.has(u.orgId)).toBe(true)
    const all = (await call(server.app, 'GET', `${PUBLISH}/queryTargetUsers`, { token: t.admin, query: { keyword: 'user', pageSize: 50 } })).body.data
    expect(all.pagination.total).toBeGreaterThan(users.pagination.total)

    const tree = (await call(server.app, 'GET', `${PUBLISH}/queryTargetOrgs`, { token: t.editor })).body.data
    expect(new Set(tree.rows.map((r: number[]) => r[0]))).toEqual(campus)
    const roots = tree.rows.filter((r: Array<number | null>) => r[1] === null)
    expect(roots).toHaveLength(1)
  })

  it('names only the ids within the scope', async () => {
    const names = (
      await call(server.app, 'POST', `${PUBLISH}/resolveTargets`, {
        token: t.editor,
        json: { users: [insideUser, outsideUser], orgs: [insideOrg, outsideOrg], roles: [] },
      })
    ).body.data
    expect(names.users.map((u: { id: number }) => u.id)).toEqual([insideUser])
    expect(names.orgs.map((o: { id: number }) => o.id)).toEqual([insideOrg])
  })
})

describe('publishing follows the data scope', () => {
  it('refuses a user or an organisation outside it, roles, and everyone — and publishes to the campus', async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ publishObject: { users: [outsideUser] } }, 'publishObject.users'],
      [{ publishObject: { orgs: [outsideOrg] } }, 'publishObject.orgs'],
      [{ publishObject: { roles: ['ROLE_MEMBER'] } }, 'publishObject.roles'],
      [{ publishObject: null }, 'publishObject'],
    ]
    const before = (await server.db.query<{ n: number }>('select count(*)::int as n from notifications'))[0].n
    for (const [extra, field] of refusals) {
      const res = await save(t.editor, valid(extra))
      expect(res.status, field).toBe(400)
      expect(res.body.field).toBe(field)
    }
    expect((await server.db.query<{ n: number }>('select count(*)::int as n from notifications'))[0].n).toBe(before)
    const ok = await save(t.editor, valid({ publishObject: { users: [insideUser], orgs: [insideOrg] } }))
    expect(ok.status).toBe(200)
    // The administrator's scope is everything: no object at all is fine.
    expect((await save(t.admin, valid({ title: 'For everyone' }))).status).toBe(200)
  })
})

describe("an editor does not change an administrator's notification", () => {
  it('refuses to edit or withdraw it (403, nothing changed), and the list says so', async () => {
    const adminNotice = (await save(t.admin, valid({ title: 'Admin only to change' }))).body.data as PublishedNotification
    const edit = await save(t.editor, valid({ id: adminNotice.id, title: 'Hijacked', publishObject: { users: [insideUser] } }))
    expect(edit.status).toBe(403)
    expect(edit.body.message).toMatch(/published by a holder of the role “Administrator”/)
    const withdrawn = await call(server.app, 'POST', `${PUBLISH}/withdrawNotification`, { token: t.editor, query: { id: adminNotice.id } })
    expect(withdrawn.status).toBe(403)
    const [row] = await server.db.query<{ title: string; withdrawn_at: Date | null }>('select title, withdrawn_at from notifications where id = $1', [
      adminNotice.id,
    ])
    expect(row).toEqual({ title: 'Admin only to change', withdrawn_at: null })

    const list = (await call(server.app, 'GET', `${PUBLISH}/queryPublished`, { token: t.editor, query: { pageSize: 100 } })).body.data
      .list as PublishedNotification[]
    expect(list.find((n) => n.id === adminNotice.id)?.editable).toBe(false)
    expect(list.find((n) => n.title === 'Campus notice')?.editable).toBe(true)
    // Another editor (same reach) may change the editor's notice; the administrator may change both.
    const own = list.find((n) => n.title === 'Campus notice')!
    const lead = await login(server.app, 'lead@acme.test')
    expect((await save(lead, valid({ id: own.id, title: 'Campus notice, edited', publishObject: { users: [insideUser] } }))).status).toBe(200)
    expect((await call(server.app, 'POST', `${PUBLISH}/withdrawNotification`, { token: t.admin, query: { id: own.id } })).status).toBe(200)
  })
})
