// The compound workspace's own data and bulk import: tags and activity columns on save and
// update, sorting and range-filtering by them, the chart's points and the column names; an import
// stores every valid row in one transaction and reports each rejected row (unreadable structure,
// a structure already there, a repeat within the file, bad data) without changing anything for
// it; imported rows become searchable once their fingerprints are written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Compound, ImportResult } from '../../src/domains/chemistry/contract.ts'
import { call, count, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const tokens: Record<string, string> = {}
beforeAll(async () => {
  server = await startServer()
  for (const user of ['admin', 'editor', 'member']) tokens[user] = await login(server.app, `${user}@acme.test`)
  tokens.globex = await login(server.app, 'admin@globex.test', 'globex')
})
afterAll(() => server.close())

const list = (token: string, query: Record<string, string | number | boolean> = {}) =>
  call(server.app, 'GET', '/api/chemistry/compound/queryCompounds', { token, query })
const names = async (query: Record<string, string | number | boolean>) => ((await list(tokens.member, query)).body.data.list as Compound[]).map((c) => c.name)
const importRows = (token: string, json: unknown) => call(server.app, 'POST', '/api/chemistry/compound/importCompounds', { token, json })
const update = (token: string, json: unknown) => call(server.app, 'POST', '/api/chemistry/compound/updateCompound', { token, json })
const SOLUBILITY = 'activity:Solubility (mg/mL)'

describe('tags and activity columns', () => {
  it('lists them, sorts by an activity and filters by tag and by a range of any numeric column', async () => {
    const aspirin = ((await list(tokens.member, { search: 'Aspirin' })).body.data.list as Compound[])[0]!
    expect(aspirin.tags).toEqual(['NSAID'])
    expect(aspirin.activities).toEqual({ 'Solubility (mg/mL)': 3.3 })
    expect(await names({ sort: SOLUBILITY, order: 'desc' })).toEqual(['Caffeine', 'Paracetamol', 'Aspirin', 'Ibuprofen', 'Imatinib', 'Atorvastatin'])
    expect((await names({ tag: 'NSAID' })).sort()).toEqual(['Aspirin', 'Ibuprofen'])
    expect((await names({ filter: 'molecularWeight', min: 150, max: 200 })).sort()).toEqual(['Aspirin', 'Paracetamol', 'Caffeine'].sort())
    expect((await names({ filter: SOLUBILITY, min: 1 })).sort()).toEqual(['Aspirin', 'Caffeine', 'Paracetamol'])
    expect(await names({ filter: 'activity:IC50', max: 10 })).toEqual([])
    expect(await names({ id: aspirin.id })).toEqual(['Aspirin'])
  })

  it('answers the column names and the chart points', async () => {
    const columns = await call(server.app, 'GET', '/api/chemistry/compound/queryCompoundColumns', { token: tokens.member })
    expect(columns.body.data).toEqual({
      activities: ['Solubility (mg/mL)'],
      tags: ['CNS', 'NSAID', 'analgesic', 'kinase inhibitor', 'oncology', 'statin'],
      // Brenk's alerts on paracetamol and aspirin.
      alerts: ['hydroquinone', 'phenol_ester'],
    })
    const points = await call(server.app, 'GET', '/api/chemistry/compound/queryCompoundPoints', { token: tokens.member })
    expect(points.body.data.total).toBe(6)
    expect(points.body.data.list[0]).toMatchObject({ name: 'Atorvastatin', lipinskiViolations: 2, activities: { 'Solubility (mg/mL)': 0.00112 } })
    expect((await call(server.app, 'GET', '/api/chemistry/compound/queryCompoundColumns', { token: tokens.globex })).body.data).toEqual({
      activities: [],
      tags: [],
      alerts: [],
    })
  })

  it.each([
    [{ sort: 'activity:' }, /sort must be one of/],
    [{ sort: 'activity:a;drop table' }, /sort must be one of/],
    [{ filter: 'password', min: 1 }, /filter must be one of/],
    [{ min: 1 }, /min and max need filter/],
    [{ filter: 'tpsa', min: 'abc' }, /min must be a number/],
    [{ filter: 'tpsa', min: 5, max: 1 }, /min must not be greater than max/],
    [{ tag: 'x'.repeat(31) }, /tag must be at most 30/],
  ])('answers 400 for %o', async (query, message) => {
    const { status, body } = await list(tokens.member, query as Record<string, string | number>)
    expect(status).toBe(400)
    expect(body.message).toMatch(message)
  })
})

describe('POST /api/chemistry/compound/updateCompound', () => {
  it('changes name, notes, tags and activities for an editor, not the structure', async () => {
    const ibuprofen = ((await list(tokens.member, { search: 'Ibuprofen' })).body.data.list as Compound[])[0]!
    const answer = await update(tokens.editor, {
      id: ibuprofen.id,
      notes: 'Racemic.',
      tags: ['NSAID', ' COX ', 'NSAID'],
      activities: { 'IC50 (µM)': 13.1 },
      smiles: 'C',
    })
    expect(answer.status).toBe(200)
    const after = ((await list(tokens.member, { search: 'Ibuprofen' })).body.data.list as Compound[])[0]!
    expect(after).toMatchObject({ name: 'Ibuprofen', notes: 'Racemic.', tags: ['NSAID', 'COX'], activities: { 'IC50 (µM)': 13.1 }, smiles: ibuprofen.smiles })
    expect(after.updatedAt).not.toBeNull()
  })

  it.each([
    [{ id: 'x' }, /id must be a compound id/],
    [{ id: 1, name: '' }, /Name is required/],
    [{ id: 1, tags: 'a,b' }, /tags must be a list/],
    [{ id: 1, tags: ['a,b'] }, /cannot contain a comma/],
    [{ id: 1, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, /at most 20 tags/],
    [{ id: 1, activities: { IC50: 'high' } }, /must be a number/],
    [{ id: 1, activities: { '<b>': 1 } }, /not a valid column name/],
    [{ id: 1, activities: [1] }, /activities must be an object/],
  ])('answers 400 for %o', async (json, message) => {
    const { status, body } = await update(tokens.editor, json)
    expect(status).toBe(400)
    expect(body.message).toMatch(message)
  })

  it('is 403 for a member and 404 for another tenant', async () => {
    const aspirin = ((await list(tokens.member, { search: 'Aspirin' })).body.data.list as Compound[])[0]!
    expect((await update(tokens.member, { id: aspirin.id, name: 'X' })).status).toBe(403)
    expect((await update(tokens.globex, { id: aspirin.id, name: 'X' })).status).toBe(404)
    expect(((await list(tokens.member, { search: 'Aspirin' })).body.data.list as Compound[])[0]!.name).toBe('Aspirin')
  })
})

describe('POST /api/chemistry/compound/importCompounds', () => {
  it('stores the valid rows and reports every rejected one with its row and reason', async () => {
    const before = await count(server, 'compounds')
    const { status, body } = await importRows(tokens.editor, {
      rows: [
        { row: 2, name: 'Salicylic acid', smiles: 'OC(=O)c1ccccc1O', tags: ['metabolite'], activities: { 'IC50 (µM)': 35 } },
        { row: 3, name: 'Broken', smiles: 'C1CC(' },
        { row: 4, name: 'Aspirin again', smiles: 'O=C(O)c1ccccc1OC(C)=O' },
        { row: 5, name: 'Salicylic acid (dup)', smiles: 'Oc1ccccc1C(O)=O' },
        { row: 6, name: '', smiles: 'CCO' },
        { row: 7, name: 'Phenol', smiles: 'Oc1ccccc1', activities: { 'IC50 (µM)': 120 } },
      ],
    })
    expect(status).toBe(200)
    const result = body.data as ImportResult
    expect(result.imported).toBe(2)
    expect(result.rejected.map((r) => [r.row, r.code])).toEqual([
      [3, 'invalid'],
      [4, 'duplicate'],
      [5, 'repeated'],
      [6, 'data'],
    ])
    expect(result.rejected[1]).toMatchObject({ name: 'Aspirin', reason: 'Already in the workspace as “Aspirin”' })
    expect(result.rejected[2]).toMatchObject({ earlierRow: 2 })
    expect(await count(server, 'compounds')).toBe(before + 2)
    const phenol = ((await list(tokens.member, { search: 'Phenol' })).body.data.list as Compound[])[0]!
    expect(phenol).toMatchObject({ formula: 'C6H6O', donors: 1, lipinskiViolations: 0, activities: { 'IC50 (µM)': 120 } })
    expect(phenol.molecularWeight).toBeCloseTo(94.11, 2)
  })

  it('makes imported rows findable by substructure at once', async () => {
    const hits = await names({ substructure: 'c1ccccc1O' })
    expect(hits).toEqual(expect.arrayContaining(['Phenol', 'Salicylic acid', 'Paracetamol']))
  })

  it('imports the same file twice without a change the second time', async () => {
    const rows = [{ row: 2, name: 'Toluene', smiles: 'Cc1ccccc1' }]
    expect((await importRows(tokens.editor, { rows })).body.data.imported).toBe(1)
    const before = await count(server, 'compounds')
    const again = (await importRows(tokens.editor, { rows })).body.data as ImportResult
    expect(again).toEqual({ imported: 0, rejected: [{ row: 2, code: 'duplicate', reason: 'Already in the workspace as “Toluene”', name: 'Toluene' }] })
    expect(await count(server, 'compounds')).toBe(before)
  })

  it('takes 5 000 rows in one request (4 MB limit) and refuses more, or a malformed request, storing nothing', async () => {
    const before = await count(server, 'compounds')
    const tooMany = Array.from({ length: 5001 }, (_, i) => ({ row: i + 2, name: `C${i}`, smiles: 'C'.repeat((i % 40) + 1) }))
    for (const [json, message] of [
      [{ rows: tooMany }, /at most 5000 rows/],
      [{ rows: [] }, /no rows to import/],
      [{ rows: 'CCO' }, /rows must be a list/],
      [{ rows: [{ row: 2, name: 'Ethanol', smiles: 'CCO' }, 7] }, /rows\[1\] must be an object/],
      [[1], /must be a JSON object/],
    ] as const) {
      const { status, body } = await importRows(tokens.editor, json)
      expect(status, JSON.stringify(json).slice(0, 60)).toBe(400)
      expect(body.message).toMatch(message)
    }
    const huge = await importRows(tokens.editor, { rows: [{ row: 2, name: 'x', smiles: 'C', notes: 'n'.repeat(5 * 1024 * 1024) }] })
    expect(huge.status).toBe(413)
    expect(await count(server, 'compounds')).toBe(before)
  })

  it('is 403 for a member and keeps tenants apart', async () => {
    expect((await importRows(tokens.member, { rows: [{ row: 2, name: 'Ethanol', smiles: 'CCO' }] })).status).toBe(403)
    expect((await importRows(tokens.globex, { rows: [{ row: 2, name: 'Aspirin', smiles: 'CC(=O)Oc1ccccc1C(=O)O' }] })).body.data.imported).toBe(1)
    expect((await list(tokens.globex)).body.data.pagination.total).toBe(1)
  })
})
