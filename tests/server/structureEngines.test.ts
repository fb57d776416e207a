// Two structure-search engines, one answer: on a PostgreSQL with the RDKit cartridge the list's
// SQL searches (`mol @>`, `fp %`, cartridge.ts); everywhere else the server process does
// (openchemlib, search.ts). Over the same compounds — 4 993 NCI structures no one here wrote
// (tests/fixtures/chemistry/nci5k.csv) and the seed's — the same queries must give the same ids
// (and, for similarity, the same order and scores). Runs with TEST_DATABASE_URL on a PostgreSQL
// that offers `rdkit` (CI installs postgresql-15-rdkit); REQUIRE_RDKIT_CARTRIDGE=1 (CI) makes its
// absence a failure instead of a skip.
import { readFileSync } from 'node:fs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callerScope } from '../../demo/server/domains/admin/index.ts'
import { serverRdkit } from '../../demo/server/domains/chemistry/analysis.ts'
import { structureCondition, usesCartridge, withCondition } from '../../demo/server/domains/chemistry/cartridge.ts'
import { queryCompounds } from '../../demo/server/domains/chemistry/model.ts'
import { importRows } from '../../demo/server/domains/chemistry/importRows.ts'
import { SearchAbandoned, searchStructures, type StructureQuery } from '../../demo/server/domains/chemistry/search.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'
import { POSTGRES_URL } from './postgres.ts'

const required = process.env.REQUIRE_RDKIT_CARTRIDGE === '1'

/** Substructures a medicinal chemist searches by: rings, linkers, functional groups, charged and
 * stereo forms, written aromatic and Kekulé. */
const SUBSTRUCTURES = [
  'c1ccccc1',
  'C1=CC=CC=C1',
  'c1ccncc1',
  'c1ccc2ccccc2c1',
  'c1ccc2[nH]ccc2c1',
  'c1ncncn1',
  'c1ccsc1',
  'c1ccoc1',
  'C1CCNCC1',
  'C1COCCN1',
  'C1CCCCC1',
  'C(=O)O',
  'C(=O)N',
  'NC(=O)N',
  'S(=O)(=O)N',
  'c1ccccc1O',
  'c1ccccc1Cl',
  '[N+](=O)[O-]',
  'C#N',
  'C=O',
  'CC(C)C',
  'OCCO',
  'c1ccccc1C(=O)O',
  'Nc1ccccc1',
  'C1CC2CCC3C(CCC4CCCCC34)C2C1',
  'P(=O)(O)O',
  'C[C@@H](N)C(=O)O',
  'Br',
  'S',
  '[Na]',
  'O=C1CCCN1',
  'c1cn[nH]c1',
]
/** Similarity queries: drugs and NCI structures, at the product's default threshold and lower. */
const SIMILAR: ReadonlyArray<readonly [string, number]> = [
  ['CC(=O)Nc1ccc(O)cc1', 0.7],
  ['CC(=O)Oc1ccccc1C(=O)O', 0.7],
  ['CN1C=NC2=C1C(=O)N(C(=O)N2C)C', 0.5],
  ['CC1=CC(=O)C=CC1=O', 0.7],
  ['c1ccc2ccccc2c1', 0.4],
  ['CCOC(=O)c1ccccc1N', 0.8],
  ['OC(=O)CCCCCCCCC', 0.9],
]

let server: TestServer
let tenantId: number
let adminId: number
let admin: string
let cartridge = false
const unreadable = new Set<number>()

beforeAll(async () => {
  if (!POSTGRES_URL) return
  server = await startServer()
  cartridge = usesCartridge(server.db)
  if (!cartridge) return
  const [{ id, user }] = await server.db.query<{ id: number; user: number }>(
    "select t.id, (select id from users where tenant_id = t.id and username = 'admin@acme.test') as user from tenants t where t.code = 'acme'",
  )
  tenantId = id
  adminId = user
  const text = readFileSync(new URL('../fixtures/chemistry/nci5k.csv', import.meta.url), 'utf8')
  const nci = Papa.parse<{ smiles: string }>(text.slice(text.indexOf('\n') + 1), { header: true, skipEmptyLines: true }).data
  const rows = nci.map((row, i) => ({ row: i + 2, name: `NCI-${i + 1}`, smiles: row.smiles }))
  const result = await importRows(server.db, { scope: await callerScope(server.db, { tenantId, userId: user }), userId: user, now: new Date() }, rows)
  expect('imported' in result && result.imported).toBeGreaterThan(4800)
  admin = await login(server.app, 'admin@acme.test')
  // The structures the server's RDKit (MinimalLib 2026.09) refuses — two aluminium complexes, SiF6
  // and PF6 written neutral: 4 of the 4 993 — which the cartridge's RDKit 2022.09 still reads.
  const rdkit = await serverRdkit()
  for (const row of await server.db.query<{ id: number; smiles: string }>('select id, smiles from compounds where tenant_id = $1', [tenantId])) {
    const mol = rdkit.get_mol(row.smiles)
    if (mol) mol.delete()
    else unreadable.add(row.id)
  }
  // The in-process engine's first search builds its fingerprint cache of the 4 993 (about 2–3 s
  // alone): done here, so no comparison's search runs into the 10 s budget on a loaded machine.
  await searchStructures(server.db, tenantId, { kind: 'substructure', smiles: 'C' })
}, 240_000)
afterAll(() => server?.close())

/** Every hit of the query as the endpoint pages it (the cartridge's SQL on this database). */
async function endpointHits(query: StructureQuery): Promise<Array<{ id: number; similarity?: number }>> {
  const hits: Array<{ id: number; similarity?: number }> = []
  for (let page = 1; ; page++) {
    const params: Record<string, string> =
      query.kind === 'substructure' ? { substructure: query.smiles } : { similarTo: query.smiles, threshold: String(query.threshold) }
    const { status, body } = await call(server.app, 'GET', '/api/chemistry/compound/queryCompounds', {
      token: admin,
      query: { ...params, currentPage: String(page), pageSize: '500' },
    })
    expect(status, JSON.stringify(body)).toBe(200)
    const data = body.data as { list: Array<{ id: number; similarity?: number }>; pagination: { total: number }; incomplete?: boolean }
    expect(data.incomplete).toBeUndefined()
    hits.push(...data.list.map(({ id, similarity }) => ({ id, similarity })))
    if (hits.length >= data.pagination.total || data.list.length === 0) {
      expect(hits.length).toBe(data.pagination.total)
      return hits
    }
  }
}

/** The structures only one engine found, for a failure's message. */
async function difference(sql: number[], node: number[]): Promise<string> {
  const smilesOf = async (ids: number[]) =>
    (await server.db.query<{ smiles: string }>('select smiles from compounds where id = any($1::int[]) limit 5', [ids])).map((r) => r.smiles).join(' ')
  const onlySql = sql.filter((id) => !node.includes(id))
  const onlyNode = node.filter((id) => !sql.includes(id))
  return `cartridge only: ${onlySql.length} ${await smilesOf(onlySql)}; in-process only: ${onlyNode.length} ${await smilesOf(onlyNode)}`
}

/** The in-process engine's answer over the same rows. */
async function inProcess(query: StructureQuery) {
  const hits = await searchStructures(server.db, tenantId, query)
  if ('error' in hits) throw new Error(`search failed: ${JSON.stringify(hits.error)}`)
  expect(hits.incomplete).toBeUndefined()
  return hits
}

describe.skipIf(!POSTGRES_URL)('structure search: the RDKit cartridge and the in-process engine agree', () => {
  it('runs on the cartridge (postgresql-NN-rdkit installed)', (context) => {
    if (!required && !cartridge) context.skip()
    expect(cartridge).toBe(true)
  })

  it.each(SUBSTRUCTURES)('substructure %s: the same ids', async (smiles) => {
    if (!cartridge) return
    const query = { kind: 'substructure', smiles } as const
    const [sql, node] = await Promise.all([endpointHits(query), inProcess(query)])
    const sqlIds = sql
      .map((h) => h.id)
      .filter((id) => !unreadable.has(id))
      .sort((a, b) => a - b)
    const nodeIds = [...node.ids].sort((a, b) => a - b)
    expect(sqlIds, await difference(sqlIds, nodeIds)).toEqual(nodeIds)
  })

  it("leaves out only a few structures the server's RDKit cannot read", () => {
    if (!cartridge) return
    expect(unreadable.size).toBeLessThanOrEqual(4)
  })

  it('finds something for nearly every substructure (the comparison is not of empty answers)', async () => {
    if (!cartridge) return
    const counts = await Promise.all(SUBSTRUCTURES.map(async (smiles) => (await inProcess({ kind: 'substructure', smiles })).ids.length))
    expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(SUBSTRUCTURES.length - 2)
  })

  it('keeps the first matches past the limit and says so; the page and the total hold those', async () => {
    if (!cartridge) return
    const condition = await structureCondition(server.db, { kind: 'substructure', smiles: 'c1ccccc1' })
    if ('error' in condition) throw new Error('refused')
    const scope = await callerScope(server.db, { tenantId, userId: adminId })
    const list = { currentPage: 1, pageSize: 500, search: '', lipinski: false, sort: 'createdAt', order: 'desc', structure: condition } as const
    const limited = await withCondition(server.db, condition, (tx) => queryCompounds(tx, scope, { ...list, maxHits: 100 }))
    expect(limited.hitLimit).toBe(100)
    expect(limited.pagination.total).toBe(100)
    expect(limited.list).toHaveLength(100)
    const all = new Set((await inProcess({ kind: 'substructure', smiles: 'c1ccccc1' })).ids)
    // (or one of the few the server's RDKit cannot read: the index's order decides which 100 come first)
    expect(limited.list.every((c) => all.has(c.id) || unreadable.has(c.id))).toBe(true)
    // Within the other conditions: 100 of the Lipinski passes, not 100 of all then filtered.
    const passing = await withCondition(server.db, condition, (tx) => queryCompounds(tx, scope, { ...list, lipinski: true, maxHits: 100 }))
    expect(passing.pagination.total).toBe(100)
    expect(passing.list.every((c) => c.lipinskiViolations <= 1)).toBe(true)
    const whole = await withCondition(server.db, condition, (tx) => queryCompounds(tx, scope, list))
    expect(whole.hitLimit).toBeUndefined()
    // Every match (the cartridge also reads the few structures the in-process RDKit refuses).
    expect(whole.pagination.total - all.size).toBeGreaterThanOrEqual(0)
    expect(whole.pagination.total - all.size).toBeLessThanOrEqual(unreadable.size)
  })

  it('cancels the statement when the client goes away, instead of running on to the timeout', async () => {
    if (!cartridge) return
    const condition = await structureCondition(server.db, { kind: 'substructure', smiles: 'c1ccccc1' })
    if ('error' in condition) throw new Error('refused')
    const gone = new AbortController()
    const start = Date.now()
    setTimeout(() => gone.abort(), 200)
    await expect(withCondition(server.db, condition, (tx) => tx.query('select pg_sleep(8)'), gone.signal)).rejects.toBeInstanceOf(SearchAbandoned)
    expect(Date.now() - start).toBeLessThan(3000)
    const running = await server.db.query("select 1 from pg_stat_activity where query like 'select pg_sleep(8)%' and state = 'active'")
    expect(running).toEqual([])
  })

  it.each(SIMILAR)('similarity to %s at %s: the same ids, order and scores', async (smiles, threshold) => {
    if (!cartridge) return
    const query = { kind: 'similarity', smiles, threshold } as const
    const [sql, node] = await Promise.all([endpointHits(query), inProcess(query)])
    const sqlIds = sql.map((h) => h.id)
    expect(sqlIds, await difference(sqlIds, node.ids)).toEqual(node.ids)
    for (const hit of sql) expect(hit.similarity).toBeCloseTo(node.scores.get(hit.id)!, 12)
    expect(sql.length).toBeGreaterThan(0)
  })
})
