// The migration runner: numbered files loaded in order across folders (a gap, a number used
// twice or a misnamed file fail loudly), each applied once and recorded with its checksum, an
// edited applied file detected, a failing file rolled back, and a database recorded before
// checksums existed still accepted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../demo/server/platform/db.ts'
import { checksumOf, loadMigrations, migrate } from '../../demo/server/platform/migrate.ts'
import { serverMigrationFolders, serverMigrations } from '../../demo/server/server.ts'
import { seedSnapshot } from './helpers.ts'

const folders: string[] = []

/** A temporary migrations folder holding `files` (name → SQL). */
function folder(files: Record<string, string>): URL {
  const dir = mkdtempSync(join(tmpdir(), 'sw-migrations-'))
  folders.push(dir)
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql)
  return pathToFileURL(`${dir}/`)
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The seeded database (the server's migrations applied and recorded), in memory. */
async function seededDb(): Promise<Db> {
  return openDatabase({ url: 'memory://', snapshot: await seedSnapshot() })
}

async function recorded(db: Db) {
  return db.query<{ version: number; name: string; checksum: string | null }>('select version, name, checksum from schema_migrations order by version')
}

const WIDGETS = 'create table widgets (id int primary key, label text not null);\n'

/** The server's own migrations come first; test files take the numbers after them. */
const SERVER = serverMigrations()
const LAST = SERVER.length
const n = (k: number) => String(LAST + k).padStart(4, '0')
const withServer = (...extra: URL[]) => loadMigrations([...serverMigrationFolders(), ...extra])
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The recorded rows of the server's own migrations. */
const serverRecords = () => SERVER.map((m) => ({ version: m.version, name: m.name, checksum: m.checksum }))

beforeAll(async () => {
  await seedSnapshot()
})

describe('loading migration files', () => {
  it('numbers the server migrations 0001 upwards, the first being the initial schema', () => {
    const migrations = serverMigrations()
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1))
    expect(migrations[0]).toMatchObject({ version: 1, name: 'initial schema' })
    expect(migrations[0].file).toMatch(/platform[/\\]migrations[/\\]0001-initial-schema\.sql$/)
  })

  it('orders the files of several folders by number and names them from the file name', () => {
    const extra = folder({ [`${n(2)}-more-widgets.sql`]: 'select 3;', [`${n(1)}-widgets.sql`]: WIDGETS, '.keep': '' })
    const migrations = withServer(extra)
    expect(migrations.slice(LAST).map((m) => [m.version, m.name])).toEqual([
      [LAST + 1, 'widgets'],
      [LAST + 2, 'more widgets'],
    ])
  })

  it('refuses a number used twice, naming both files', () => {
    const a = folder({ [`${n(1)}-widgets.sql`]: WIDGETS })
    const b = folder({ [`${n(1)}-gadgets.sql`]: 'select 1;' })
    expect(() => withServer(a, b)).toThrow(new RegExp(`number ${n(1)} is used twice: .*${n(1)}-widgets\\.sql and .*${n(1)}-gadgets\\.sql`))
  })

  it('refuses a missing number', () => {
    const gap = folder({ [`${n(2)}-widgets.sql`]: WIDGETS })
    expect(() => withServer(gap)).toThrow(new RegExp(`number ${n(1)} is missing \\(the next file is .*${escape(n(2))}-widgets\\.sql\\)`))
  })

  it.each(['2-widgets.sql', '0002_widgets.sql', '0002-Widgets.sql', '0002-widgets.SQL', '0000-zero.sql', 'notes.txt'])(
    'refuses the misnamed file %s',
    (name) => {
      expect(() => withServer(folder({ [name]: 'select 1;' }))).toThrow(/named NNNN-name\.sql/)
    },
  )
})

describe('applying migrations', () => {
  it('is a no-op on a migrated database', async () => {
    const db = await seededDb()
    try {
      const before = await recorded(db)
      expect(before).toEqual(serverRecords())
      expect(await migrate(db, serverMigrations())).toEqual([])
      expect(await migrate(db, serverMigrations())).toEqual([])
      expect(await recorded(db)).toEqual(before)
    } finally {
      await db.close()
    }
  })

  it('gives a database seeded before the attendance rules, approvals and leave their tables, menus, grants and leave types (0035–0037)', async () => {
    const db = await seededDb()
    try {
      const grants = () =>
        db.query<{ who: string; menu: number }>(
          `select r.code as who, rm.menu_id as menu from role_menus rm join roles r on r.id = rm.role_id where rm.menu_id in (23, 24, 25)
           union all select p.post_code, p.menu_id from post_menus p where p.menu_id in (23, 24, 25) order by 1, 2`,
        )
      const seeded = {
        menus: await db.query('select tenant_id, id, parent_id, path, title, roles from menus where id in (23, 24) order by 1, 2'),
        grants: await grants(),
      }
      expect(seeded.menus).toHaveLength(4) // two tenants
      // The database as it was before 0035: no table, no menus, no grants, not recorded.
      await db.query('drop table attendance_rules')
      await db.query('delete from role_menus where menu_id in (23, 24)')
      await db.query('delete from post_menus where menu_id in (23, 24)')
      await db.query('delete from menus where id in (23, 24)')
      await db.query('delete from schema_migrations where version = 35')
      expect(await migrate(db, serverMigrations())).toEqual([35])
      expect(await db.query('select tenant_id, id, parent_id, path, title, roles from menus where id in (23, 24) order by 1, 2')).toEqual(seeded.menus)
      expect(await grants()).toEqual(seeded.grants)
      expect(await db.query('select count(*)::int as n from attendance_rules')).toEqual([{ n: 0 }])
      expect(await db.query('select count(*)::int as n from attendance_approvals')).toEqual([{ n: 0 }])
    } finally {
      await db.close()
    }
  })

  it('gives a database seeded before the stored days their tables and the reports menu with its grants (0038)', async () => {
    const db = await seededDb()
    try {
      const grants = () =>
        db.query<{ who: string; menu: number }>(
          `select r.code as who, rm.menu_id as menu from role_menus rm join roles r on r.id = rm.role_id where rm.menu_id = 26
           union all select p.post_code, p.menu_id from post_menus p where p.menu_id = 26 order by 1, 2`,
        )
      const menus = () => db.query('select tenant_id, id, parent_id, path, title, icon, roles from menus where id = 26 order by 1, 2')
      const seeded = { menus: await menus(), grants: await grants() }
      expect(seeded.menus).toHaveLength(2) // two tenants
      expect(seeded.grants.map((g) => g.who)).toEqual(expect.arrayContaining(['ROLE_EDITOR', 'ATT_OFFICER']))
      // The database as it was before 0038.
      await db.query('drop table member_days')
      await db.query('drop table attendance_settled')
      await db.query('delete from role_menus where menu_id = 26')
      await db.query('delete from post_menus where menu_id = 26')
      await db.query('delete from menus where id = 26')
      await db.query('delete from schema_migrations where version = 38')
      expect(await migrate(db, serverMigrations())).toEqual([38])
      expect(await menus()).toEqual(seeded.menus)
      expect(await grants()).toEqual(seeded.grants)
      expect(await db.query('select count(*)::int as n from member_days')).toEqual([{ n: 0 }])
    } finally {
      await db.close()
    }
  })

  it('lets a database from before missed check-ins store them (0039), the shapes of the others kept', async () => {
    const db = await seededDb()
    try {
      await db.query('drop index attendance_approvals_missed')
      await db.query('alter table attendance_approvals drop constraint attendance_approvals_shape')
      await db.query('alter table attendance_approvals drop constraint attendance_approvals_kind_check')
      await db.query('alter table attendance_approvals drop column missed_at')
      await db.query("alter table attendance_approvals add constraint attendance_approvals_kind_check check (kind in ('outside', 'leave'))")
      await db.query(`alter table attendance_approvals add constraint attendance_approvals_shape check (
        (kind = 'outside' and check_in_id is not null and leave_type is null)
        or (kind = 'leave' and check_in_id is null and leave_type is not null and from_date is not null and to_date is not null and from_date <= to_date))`)
      await db.query('delete from schema_migrations where version = 39')
      expect(await migrate(db, serverMigrations())).toEqual([39])
      const [user] = await db.query<{ id: number; tenant_id: number }>('select id, tenant_id from users order by id limit 1')
      const insert = (kind: string, missedAt: Date | null, leaveType: string | null) =>
        db.query(
          `insert into attendance_approvals (tenant_id, user_id, kind, missed_at, leave_type, from_date, to_date, reason, created_at)
           values ($1, $2, $3, $4, $5, $6, $6, 'x', now())`,
          [user.tenant_id, user.id, kind, missedAt, leaveType, leaveType ? '2030-03-04' : null],
        )
      await insert('missed', new Date(), null)
      await expect(insert('missed', null, null)).rejects.toThrow()
      await expect(insert('leave', new Date(), 'sick')).rejects.toThrow()
      await expect(insert('other', new Date(), null)).rejects.toThrow()
    } finally {
      await db.close()
    }
  })

  it('applies a new file once and records it with its checksum', async () => {
    const db = await seededDb()
    try {
      const migrations = withServer(folder({ [`${n(1)}-widgets.sql`]: WIDGETS }))
      expect(await migrate(db, migrations)).toEqual([LAST + 1])
      expect(await migrate(db, migrations)).toEqual([])
      await db.query("insert into widgets (id, label) values (1, 'one')")
      expect(await db.query('select label from widgets')).toEqual([{ label: 'one' }])
      expect((await recorded(db)).at(-1)).toEqual({ version: LAST + 1, name: 'widgets', checksum: checksumOf(WIDGETS) })
    } finally {
      await db.close()
    }
  })

  it('stops on an applied file that was edited, applying nothing; line endings do not count', async () => {
    const db = await seededDb()
    try {
      await migrate(db, withServer(folder({ [`${n(1)}-widgets.sql`]: WIDGETS })))
      const crlf = withServer(folder({ [`${n(1)}-widgets.sql`]: WIDGETS.replace(/\n/g, '\r\n') }))
      expect(await migrate(db, crlf)).toEqual([])

      const edited = withServer(
        folder({ [`${n(1)}-widgets.sql`]: WIDGETS.replace('label text', 'title text'), [`${n(2)}-gadgets.sql`]: 'create table gadgets (id int);' }),
      )
      await expect(migrate(db, edited)).rejects.toThrow(new RegExp(`${n(1)}-widgets\\.sql was changed after it was applied`))
      expect((await recorded(db)).map((r) => r.version)).toEqual([...SERVER.map((m) => m.version), LAST + 1])
      expect(await db.query("select 1 from information_schema.tables where table_name = 'gadgets'")).toEqual([])
    } finally {
      await db.close()
    }
  })

  it('rolls a failing file back and records nothing', async () => {
    const db = await seededDb()
    try {
      const broken = withServer(folder({ [`${n(1)}-broken.sql`]: `${WIDGETS}select no_such_column from widgets;\n` }))
      await expect(migrate(db, broken)).rejects.toThrow(new RegExp(`${n(1)}-broken\\.sql failed and was rolled back`))
      expect((await recorded(db)).map((r) => r.version)).toEqual(SERVER.map((m) => m.version))
      expect(await db.query("select 1 from information_schema.tables where table_name = 'widgets'")).toEqual([])
    } finally {
      await db.close()
    }
  })

  it('accepts a database recorded before checksums, and records the checksum', async () => {
    const db = await seededDb()
    try {
      // The schema_migrations of the earlier runner: version, name, applied_at.
      await db.exec('alter table schema_migrations drop column checksum')
      expect(await migrate(db, serverMigrations())).toEqual([])
      expect(await recorded(db)).toEqual(serverRecords())
    } finally {
      await db.close()
    }
  })
})
