// The database seam: migrations recorded and idempotent, seeding only an empty database (and
// analysing it after), the persisted PGlite directory surviving a restart, and the same server on
// a real PostgreSQL when TEST_DATABASE_URL is set.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { beforeAll, describe, expect, it } from 'vitest'
import { DOMAINS } from '../../demo/server/domains/index.ts'
import { migrate } from '../../demo/server/platform/migrate.ts'
import { seedIfEmpty } from '../../demo/server/platform/seed.ts'
import { createServer, serverMigrations } from '../../demo/server/server.ts'
import { call, count, emptyStaticDirs, login, seedSnapshot, startServer } from './helpers.ts'

// Building the snapshot (first run after a server change) may take longer than one test.
beforeAll(async () => {
  await seedSnapshot()
})

describe('migrations and seed', () => {
  it('records every migration once and seeds only an empty database', async () => {
    const server = await startServer()
    try {
      const versions = await server.db.query<{ version: number }>('select version from schema_migrations order by version')
      expect(versions.map((v) => v.version)).toEqual(serverMigrations().map((m) => m.version))
      expect(await migrate(server.db, serverMigrations())).toEqual([])
      const users = await count(server, 'users')
      expect(await seedIfEmpty(server.db, DOMAINS, new Date())).toBe(false)
      expect(await count(server, 'users')).toBe(users)
      expect(await count(server, 'tenants')).toBe(2)
      expect(await count(server, 'orgs')).toBe(10_020)
    } finally {
      await server.close()
    }
  })

  it('has planner statistics after seeding (bulk-inserted tables are not taken for a few dozen rows)', async () => {
    const server = await startServer()
    try {
      // Never analysed: reltuples is -1 (PostgreSQL 14+) and the planner guesses a few dozen rows.
      const [row] = await server.db.query<{ reltuples: number }>(`select reltuples::int as reltuples from pg_class where relname = 'orgs'`)
      expect(row.reltuples).toBeGreaterThanOrEqual(10_000)
      const [stats] = await server.db.query<{ n: number }>(`select count(*)::int as n from pg_stats where tablename = 'notifications'`)
      expect(stats.n).toBeGreaterThan(0)
    } finally {
      await server.close()
    }
  })

  it('rolls a failed transaction back', async () => {
    const server = await startServer()
    try {
      const before = await count(server, 'tenants')
      await expect(
        server.db.transaction(async (tx) => {
          await tx.query("insert into tenants (code, name) values ('initech', 'Initech')")
          throw new Error('abort')
        }),
      ).rejects.toThrow('abort')
      expect(await count(server, 'tenants')).toBe(before)
    } finally {
      await server.close()
    }
  })
})

describe('persisted PGlite directory', () => {
  it('keeps data across restarts without seeding twice', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sw-pglite-'))
    const dataDir = join(root, 'pglite')
    // Lay the seeded snapshot's files into the directory: a first start, minus initdb.
    const restored = new PGlite(dataDir, { loadDataDir: await seedSnapshot() })
    await restored.waitReady
    await restored.close()

    const a = await createServer({ dataDir, staticDirs: emptyStaticDirs() })
    await a.db.query("update users set nickname = 'Persisted' where username = 'member@acme.test'")
    const seeded = await count(a, 'users')
    await a.close()
    const b = await createServer({ dataDir, staticDirs: emptyStaticDirs() })
    try {
      const token = await login(b.app, 'member@acme.test')
      const me = await call(b.app, 'GET', '/api/uaa/users/getSysUser', { token })
      expect(me.body.data.nickname).toBe('Persisted')
      expect(await count(b, 'users')).toBe(seeded)
    } finally {
      await b.close()
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL (TEST_DATABASE_URL)', () => {
  it('migrates, seeds and answers the API like PGlite', async () => {
    const server = await createServer({ databaseUrl: process.env.TEST_DATABASE_URL, staticDirs: emptyStaticDirs() })
    try {
      expect(await migrate(server.db, serverMigrations())).toEqual([])
      const token = await login(server.app, 'admin@acme.test')
      const orgs = await call(server.app, 'GET', '/api/admin/sysorg/querySysOrg', { token, query: { pageSize: 10000 } })
      expect(orgs.body.data.list).toHaveLength(10000)
      const notes = await call(server.app, 'GET', '/api/notification/notification/queryMyNotification', { token, query: { read: 'false', type: 'holiday' } })
      expect(notes.body.data.list.every((n: { read: boolean; type: string }) => !n.read && n.type === 'holiday')).toBe(true)
      const authority = await call(server.app, 'POST', '/api/account/sysuserdetail/queryCurrentAuthority', { token, query: { postCode: 'CHEM_LEAD' } })
      expect(authority.body.menu.map((m: { path: string }) => m.path)).toEqual(['/drug', '/message'])
      const failed = await call(server.app, 'PUT', '/api/admin/sysuser/updateSysUser', { token, json: { id: '1', email: 'bad' } })
      expect(failed.status).toBe(400)
    } finally {
      await server.close()
    }
  })

  it('plans without JIT: a notice audience query costs far above jit_above_cost yet runs in milliseconds', async () => {
    const server = await createServer({ databaseUrl: process.env.TEST_DATABASE_URL, staticDirs: emptyStaticDirs() })
    try {
      expect((await server.db.query<{ jit: string }>('show jit'))[0]!.jit).toBe('off')
      const token = await login(server.app, 'admin@acme.test')
      const [notice] = await server.db.query<{ id: number }>('select id from notifications order by id limit 1')
      const started = performance.now()
      for (let i = 0; i < 3; i++) {
        const receipts = await call(server.app, 'GET', '/api/notification/publish/queryReceipts', {
          token,
          query: { id: String(notice!.id), currentPage: '1', pageSize: '20' },
        })
        expect(receipts.status).toBe(200)
      }
      // With JIT each page compiled three plans: 0.9–1.6 s each on this machine.
      expect(performance.now() - started).toBeLessThan(1500)
    } finally {
      await server.close()
    }
  })
})
