// Structure searches within limits: a search structure of more than MAX_QUERY_ATOMS atoms is
// refused; a search past its time budget answers what it found, marked incomplete; a search whose
// client has gone stops (SearchAbandoned) instead of scanning on; the molecule cache stays bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callerScope } from '../../demo/server/domains/admin/index.ts'
import { importRows } from '../../demo/server/domains/chemistry/importRows.ts'
import { CACHE_LIMIT, cachedCompounds, MAX_QUERY_ATOMS, SearchAbandoned, searchStructures } from '../../demo/server/domains/chemistry/search.ts'
import { generateSmiles } from '../../bench/compoundSet.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let tenantId: number
let member: string

beforeAll(async () => {
  server = await startServer()
  const [{ id, user }] = await server.db.query<{ id: number; user: number }>(
    "select t.id, (select id from users where tenant_id = t.id and username = 'editor@acme.test') as user from tenants t where t.code = 'acme'",
  )
  tenantId = id
  const rows = generateSmiles(600).map((smiles, i) => ({ row: i + 2, name: `Set-${i + 1}`, smiles }))
  const result = await importRows(server.db, { scope: await callerScope(server.db, { tenantId, userId: user }), userId: user, now: new Date() }, rows)
  expect('imported' in result && result.imported).toBeGreaterThan(500)
  member = await login(server.app, 'member@acme.test')
})
afterAll(() => server.close())

describe('structure search limits', () => {
  it(`refuses a search structure of more than ${MAX_QUERY_ATOMS} atoms`, async () => {
    const { status, body } = await call(server.app, 'GET', '/api/chemistry/compound/queryCompounds', {
      token: member,
      query: { substructure: 'C'.repeat(MAX_QUERY_ATOMS + 1) },
    })
    expect(status).toBe(400)
    expect(body.message).toBe(`The search structure is too large: at most ${MAX_QUERY_ATOMS} atoms`)
  })

  it('answers what it found when the time budget runs out, marked incomplete', async () => {
    const whole = await searchStructures(server.db, tenantId, { kind: 'substructure', smiles: 'c1ccccc1' })
    const cut = await searchStructures(server.db, tenantId, { kind: 'substructure', smiles: 'c1ccccc1' }, { budgetMs: 0 })
    if ('error' in whole || 'error' in cut) throw new Error('search failed')
    expect(whole.incomplete).toBeUndefined()
    expect(cut.incomplete).toBe(true)
    expect(cut.ids.length).toBeLessThan(whole.ids.length)
    expect(whole.ids).toEqual(expect.arrayContaining(cut.ids))
    const similar = await searchStructures(server.db, tenantId, { kind: 'similarity', smiles: 'c1ccccc1O', threshold: 0.1 }, { budgetMs: 0 })
    expect('incomplete' in similar && similar.incomplete).toBe(true)
  })

  it('stops when its client has gone away', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(searchStructures(server.db, tenantId, { kind: 'substructure', smiles: 'C' }, { signal: controller.signal })).rejects.toBeInstanceOf(
      SearchAbandoned,
    )
  })

  it('keeps the molecule cache within its bound', () => {
    expect(cachedCompounds()).toBeGreaterThan(500)
    expect(cachedCompounds()).toBeLessThanOrEqual(CACHE_LIMIT)
  })
})
