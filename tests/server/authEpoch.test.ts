// The authorisation epoch (platform/authEpoch.ts, migration 0018): sessions and authority answers
// kept per process are never served after a change committed before the request — whoever
// wrote it (here: plain SQL, as another process or an operator would) — and the PostgreSQL
// read is shared only by requests that arrived after it started.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MenuNode } from '#platform/core/api/types.ts'
import { freshAuthEpoch } from '../../demo/server/platform/authEpoch.ts'
import type { Db } from '../../demo/server/platform/db.ts'
import { call, login, startServer, userId, type TestServer } from './helpers.ts'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())

const authority = (token: string, role?: string) =>
  call(server.app, 'POST', '/api/account/sysuserdetail/queryCurrentAuthority', { token, ...(role ? { role } : {}) })
const paths = (menu: MenuNode[]): string[] => menu.flatMap((node) => [node.path, ...paths(node.routes ?? [])])

describe('answers kept under the authorisation epoch', () => {
  it('shows a role losing a menu in the next authority answer', async () => {
    const token = await login(server.app, 'editor@acme.test')
    // Asked twice: the second answer comes from the kept copy.
    for (let i = 0; i < 2; i++) expect(paths((await authority(token)).body.menu)).toContain('/attendance/records')
    await server.db.query(
      `delete from role_menus where role_id = (select id from roles where code = 'ROLE_EDITOR' and tenant_id = (select id from tenants where code = 'acme'))
       and menu_id in (select id from menus where path = '/attendance/records')`,
    )
    expect(paths((await authority(token)).body.menu)).not.toContain('/attendance/records')
  })

  it('ends a session revoked in the database at its next request', async () => {
    const token = await login(server.app, 'member@acme.test')
    expect((await authority(token)).body.status).toBe('ok')
    await server.db.query(`update sessions set revoked_at = now() where user_id = $1 and revoked_at is null`, [await userId(server, 'member@acme.test')])
    expect((await authority(token)).body.status).toBe(50008)
  })

  it('refuses a role taken from the user inside a transaction, once it commits', async () => {
    const token = await login(server.app, 'admin@acme.test')
    const id = await userId(server, 'admin@acme.test')
    await server.db.query(
      `insert into user_roles (user_id, role_id, sort) select $1, id, 9 from roles where code = 'ROLE_MEMBER' and tenant_id = (select tenant_id from users where id = $1)`,
      [id],
    )
    expect((await authority(token, 'ROLE_MEMBER')).body.currentAuthority).toEqual(['ROLE_MEMBER'])
    await server.db.transaction(async (tx) => {
      await tx.query(`delete from user_roles where user_id = $1 and role_id in (select id from roles where code = 'ROLE_MEMBER')`, [id])
      // Not committed yet: still held.
      expect((await authority(token, 'ROLE_MEMBER')).status).toBe(200)
    })
    expect((await authority(token, 'ROLE_MEMBER')).status).toBe(403)
  })

  it('ends the sessions of a user no longer approved', async () => {
    const token = await login(server.app, 'editor@acme.test')
    expect((await authority(token)).status).toBe(200)
    await server.db.query(`update users set audit_status = 'pending' where id = $1`, [await userId(server, 'editor@acme.test')])
    expect((await authority(token)).body.status).toBe(50008)
  })
})

describe('freshAuthEpoch on PostgreSQL', () => {
  /** A database whose reads wait to be released, counting them. */
  function slowDb() {
    const waiting: (() => void)[] = []
    let version = 1
    const db = {
      kind: 'postgres',
      query: () => new Promise((resolve) => waiting.push(() => resolve([{ version: String(version) }]))),
    } as unknown as Db
    return {
      db,
      reads: () => waiting.length,
      bump: () => version++,
      releaseAll: () => waiting.splice(0).forEach((release) => release()),
    }
  }

  it('shares one read among the requests that arrive while one runs, never the running one', async () => {
    const fake = slowDb()
    const first = freshAuthEpoch(fake.db)
    expect(fake.reads()).toBe(1)
    // Arrived after the first read started; meanwhile a change commits.
    const later = [freshAuthEpoch(fake.db), freshAuthEpoch(fake.db), freshAuthEpoch(fake.db)]
    fake.bump()
    expect(fake.reads()).toBe(1)
    fake.releaseAll()
    expect(await first).toBe('2')
    await Promise.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    // The next read started only now, for all three.
    expect(fake.reads()).toBe(1)
    fake.bump()
    fake.releaseAll()
    expect(await Promise.all(later)).toEqual(['3', '3', '3'])
  })
})
