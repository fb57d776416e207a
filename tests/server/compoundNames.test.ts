// The names the workspace's filters offer (activity columns, tags, alerts) are kept per tenant
// and creator by triggers as compounds change (migration 0027): after any mix of inserts, updates,
// soft deletes, restores and hard deletes — one row or many a statement, two imports at once —
// they are exactly what a scan of the compounds says, and the column names endpoint reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analysisIdle } from '../../demo/server/domains/chemistry/analysis.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startServer()
  token = await login(server.app, 'admin@acme.test')
})
afterAll(() => server.close())

/** The counts a scan of the compounds gives, and the kept ones, as sorted lines. */
async function scanned(): Promise<string[]> {
  const rows = await server.db.query<{ line: string }>(
    `select concat_ws('|', c.tenant_id, k.kind, k.name, c.created_by, count(*)) as line from compounds c
       cross join lateral compound_name_keys(c.activities, c.tags, c.pains, c.brenk) k
      where c.deleted_at is null group by c.tenant_id, k.kind, k.name, c.created_by`,
  )
  return rows.map((r) => r.line).sort()
}
async function kept(): Promise<string[]> {
  const rows = await server.db.query<{ line: string }>(`select concat_ws('|', tenant_id, kind, name, created_by, uses) as line from compound_names`)
  return rows.map((r) => r.line).sort()
}

/** A small deterministic random source (the same run every time). */
function random(seed: number) {
  let s = seed
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648
}

const NAMES = ['CNS', 'oncology', 'hit', 'lead', 'kinase', 'statin', 'NSAID']
const ACTIVITIES = ['IC50 (nM)', 'Ki', 'Solubility (mg/mL)', 'logD']
const ALERTS = ['phenol_ester', 'hydroquinone', 'catechol', 'azo_A']

describe('compound_names', () => {
  it('starts equal to a scan of the seed', async () => {
    expect((await kept()).length).toBeGreaterThan(0)
    expect(await kept()).toEqual(await scanned())
  })

  it('stays equal to a scan through 200 random changes, one row and many a statement', async () => {
    const next = random(26)
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
    const some = <T>(items: readonly T[]) => items.filter(() => next() < 0.3)
    const [{ tenant }] = await server.db.query<{ tenant: number }>("select id as tenant from tenants where code = 'acme'")
    const users = (await server.db.query<{ id: number }>('select id from users where tenant_id = $1 order by id limit 3', [tenant])).map((r) => r.id)
    const ids = () => server.db.query<{ id: number }>('select id from compounds where tenant_id = $1 order by id', [tenant]).then((r) => r.map((x) => x.id))
    for (let step = 0; step < 200; step++) {
      const op = pick(['insert', 'insertMany', 'tags', 'activities', 'alerts', 'delete', 'restore', 'updateMany', 'hardDelete'] as const)
      const all = await ids()
      const id = pick(all)
      const activities = JSON.stringify(Object.fromEntries(some(ACTIVITIES).map((a) => [a, Math.round(next() * 100)])))
      if (op === 'insert' || op === 'insertMany') {
        const rows = op === 'insert' ? 1 : 2 + Math.floor(next() * 4)
        for (let i = 0; i < rows; i++) {
          await server.db.query(
            `insert into compounds (tenant_id, name, smiles, molfile, notes, formula, molecular_weight, clogp, donors, acceptors, lipinski_violations,
               created_by, created_at, idcode, tags, activities, pains, brenk)
             values ($1, $2, 'C', '', '', 'CH4', 16, 1, 0, 0, 0, $3, now(), $4, $5, $6, $7, $8)`,
            [tenant, `c${step}-${i}`, pick(users), `idcode-${step}-${i}`, some(NAMES), activities, next() < 0.5 ? null : some(ALERTS), some(ALERTS)],
          )
        }
      } else if (op === 'tags') await server.db.query('update compounds set tags = $2 where id = $1', [id, some(NAMES)])
      else if (op === 'activities') await server.db.query('update compounds set activities = $2 where id = $1', [id, activities])
      else if (op === 'alerts')
        await server.db.query('update compounds set pains = $2, brenk = $3 where id = $1', [id, some(ALERTS), next() < 0.3 ? null : some(ALERTS)])
      else if (op === 'delete') await server.db.query('update compounds set deleted_at = now() where id = $1', [id])
      else if (op === 'restore') await server.db.query("update compounds set deleted_at = null where id = $1 and idcode like 'idcode-%'", [id])
      else if (op === 'updateMany')
        await server.db.query('update compounds set tags = array_append(tags, $1::text), created_by = $2 where id % 3 = $3', [
          pick(NAMES),
          pick(users),
          step % 3,
        ])
      else await server.db.query("delete from compounds where id = $1 and idcode like 'idcode-%'", [id])
    }
    expect(await kept()).toEqual(await scanned())
    expect(await server.db.query('select 1 from compound_names where uses <= 0')).toEqual([])
  })

  it('stays equal when two imports with the same names run at once', async () => {
    const rows = (prefix: string, smiles: string[]) =>
      smiles.map((s, i) => ({ row: i + 1, name: `${prefix}${i}`, smiles: s, tags: ['batch', `${prefix}tag`], activities: { 'pIC50 (shared)': i } }))
    const a = rows('A', ['CCCCO', 'CCCCCO', 'CCCCCCO', 'CCCCCCCO'])
    const b = rows('B', ['CCCCN', 'CCCCCN', 'CCCCCCN', 'CCCCCCCN'])
    const [first, second] = await Promise.all(
      [a, b].map((list) => call(server.app, 'POST', '/api/chemistry/compound/importCompounds', { token, json: { rows: list } })),
    )
    expect([first!.status, second!.status]).toEqual([200, 200])
    // RDKit's analysis of the new rows (their alerts) follows in the background.
    await analysisIdle()
    expect(await kept()).toEqual(await scanned())
    const columns = await call(server.app, 'GET', '/api/chemistry/compound/queryCompoundColumns', { token })
    expect(columns.body.data.tags).toEqual(expect.arrayContaining(['batch', 'Atag', 'Btag']))
    expect(columns.body.data.activities).toContain('pIC50 (shared)')
  })
})
