// The compound workspace: the server reads structures itself (openchemlib in Node), lists them
// paged, sorted and filtered per tenant, lets only editors and admins write, refuses what it
// cannot read with a 400 that names the problem, and restores a deleted compound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Compound } from '../../src/domains/chemistry/contract.ts'
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
const save = (token: string, json: unknown) => call(server.app, 'POST', '/api/chemistry/compound/saveCompound', { token, json })

describe('GET /api/chemistry/compound/queryCompounds', () => {
  it("lists the tenant's demo compounds newest first, in the paged shape", async () => {
    const { status, body } = await list(tokens.member)
    expect(status).toBe(200)
    expect(body.data.pagination).toEqual({ total: 6, pageSize: 20, current: 1 })
    const names = (body.data.list as Compound[]).map((c) => c.name)
    expect(names[0]).toBe('Atorvastatin')
    const aspirin = (body.data.list as Compound[]).find((c) => c.name === 'Aspirin')!
    expect(aspirin).toMatchObject({ formula: 'C9H8O4', donors: 1, acceptors: 4, lipinskiViolations: 0, createdBy: 'Edith Clarke' })
    expect(aspirin.molecularWeight).toBeCloseTo(180.16, 2)
  })

  it('sorts by a column, searches name and SMILES, and filters to Lipinski passes', async () => {
    const byWeight = (await list(tokens.member, { sort: 'molecularWeight', order: 'asc' })).body.data.list as Compound[]
    expect(byWeight.map((c) => c.name)).toEqual(['Paracetamol', 'Aspirin', 'Caffeine', 'Ibuprofen', 'Imatinib', 'Atorvastatin'])
    expect(((await list(tokens.member, { search: 'PIRIN' })).body.data.list as Compound[]).map((c) => c.name)).toEqual(['Aspirin'])
    // SMILES are stored as openchemlib writes them (canonical): search a piece of the stored one.
    const caffeine = ((await list(tokens.member, { search: 'Caffeine' })).body.data.list as Compound[])[0]!
    expect(((await list(tokens.member, { search: caffeine.smiles.slice(0, 12) })).body.data.list as Compound[]).map((c) => c.name)).toContain('Caffeine')
    const passing = (await list(tokens.member, { lipinski: true })).body.data.list as Compound[]
    const all = (await list(tokens.member)).body.data.list as Compound[]
    expect(passing.every((c) => c.lipinskiViolations <= 1)).toBe(true)
    expect(passing.map((c) => c.name).sort()).toEqual(
      all
        .filter((c) => c.lipinskiViolations <= 1)
        .map((c) => c.name)
        .sort(),
    )
    // Atorvastatin (MW 558.6, cLogP above 5) breaks two of the rule of five.
    expect(all.find((c) => c.name === 'Atorvastatin')!.lipinskiViolations).toBe(2)
    expect(passing.map((c) => c.name)).not.toContain('Atorvastatin')
  })

  it('keeps tenants apart', async () => {
    expect((await list(tokens.globex)).body.data.pagination.total).toBe(0)
  })

  it.each([
    [{ sort: 'password' }, /sort must be one of/],
    [{ order: 'sideways' }, /order must be asc or desc/],
    [{ lipinski: 'maybe' }, /lipinski must be true or false/],
    [{ pageSize: 501 }, /pageSize/],
    [{ search: 'x'.repeat(201) }, /search must be at most 200/],
  ])('answers 400 for %o', async (query, message) => {
    const { status, body } = await list(tokens.member, query)
    expect(status).toBe(400)
    expect(body.message).toMatch(message)
  })
})

describe('structure search over the whole set', () => {
  it('finds the compounds containing a substructure (a carboxylic acid on a benzene ring)', async () => {
    const { status, body } = await list(tokens.member, { substructure: 'c1ccccc1C(=O)O' })
    expect(status).toBe(200)
    expect((body.data.list as Compound[]).map((c) => c.name).sort()).toEqual(['Aspirin'])
    const acids = ((await list(tokens.member, { substructure: 'C(=O)[OH]' })).body.data.list as Compound[]).map((c) => c.name).sort()
    expect(acids).toEqual(['Aspirin', 'Atorvastatin', 'Ibuprofen'])
  })

  it('ranks by Tanimoto similarity above the threshold, most similar first, with the score', async () => {
    const { body } = await list(tokens.member, { similarTo: 'CC(=O)Oc1ccccc1C(=O)O', threshold: 0.3, sort: 'name', order: 'asc' })
    const hits = body.data.list as Compound[]
    expect(hits[0]).toMatchObject({ name: 'Aspirin', similarity: 1 })
    for (let i = 1; i < hits.length; i++) expect(hits[i]!.similarity!).toBeLessThanOrEqual(hits[i - 1]!.similarity!)
    expect(hits.every((c) => c.similarity! >= 0.3)).toBe(true)
    expect((await list(tokens.member, { similarTo: 'CC(=O)Oc1ccccc1C(=O)O', threshold: 1 })).body.data.pagination.total).toBe(1)
  })

  it.each([
    [{ substructure: 'C1CC(' }, /search structure cannot be read: .*ring closure/],
    [{ substructure: 'CC', similarTo: 'CC' }, /not both/],
    [{ similarTo: 'CC', threshold: 1.5 }, /threshold must be a number from 0 to 1/],
    [{ similarTo: 'CC', threshold: 'high' }, /threshold/],
  ])('answers 400 for %o', async (query, message) => {
    const { status, body } = await list(tokens.member, query)
    expect(status).toBe(400)
    expect(body.message).toMatch(message)
  })
})

describe('saving, deleting and restoring', () => {
  it('refuses a structure already in the workspace, naming it (whatever the SMILES spelling)', async () => {
    const { status, body } = await save(tokens.editor, { name: 'Acetylsalicylic acid', smiles: 'OC(=O)c1ccccc1OC(C)=O' })
    expect(status).toBe(400)
    expect(body.message).toBe('This structure is already in the workspace as “Aspirin”')
  })

  it('saves for an editor, recomputing the properties from the structure', async () => {
    const { status, body } = await save(tokens.editor, { name: '  Ethanol ', smiles: 'CCO', notes: 'solvent', formula: 'C99', molecularWeight: 1 })
    expect(status).toBe(200)
    expect(body).toEqual({ status: 200, message: 'success' })
    const [ethanol] = (await list(tokens.member, { search: 'Ethanol' })).body.data.list as Compound[]
    expect(ethanol).toMatchObject({ name: 'Ethanol', formula: 'C2H6O', notes: 'solvent', createdBy: 'Edith Clarke' })
    expect(ethanol!.molecularWeight).toBeCloseTo(46.07, 2)
  })

  it('refuses a member (403) and bad input (400, naming the problem), writing nothing', async () => {
    const before = await count(server, 'compounds')
    expect((await save(tokens.member, { name: 'X', smiles: 'CCO' })).status).toBe(403)
    for (const [json, message] of [
      [{ name: '', smiles: 'CCO' }, /Name is required/],
      [{ name: 'x'.repeat(101), smiles: 'CCO' }, /Name must be at most 100/],
      [{ name: 'Broken', smiles: 'C1CC(' }, /cannot be read: .*ring closure/],
      [{ name: 'Empty', smiles: '' }, /smiles is required/],
      [{ name: 'Typed', smiles: 42 }, /smiles is required/],
      [{ name: 'Huge', smiles: 'C'.repeat(1001) }, /more than 1000 atoms/],
      ['not json', /JSON object/],
    ] as const) {
      const { status, body } = await save(tokens.editor, json)
      expect(status).toBe(400)
      expect(body.message).toMatch(message)
    }
    expect(await count(server, 'compounds')).toBe(before)
  })

  it('deletes and restores for an admin; another tenant cannot touch it', async () => {
    const [caffeine] = (await list(tokens.admin, { search: 'Caffeine' })).body.data.list as Compound[]
    const remove = (token: string) => call(server.app, 'POST', '/api/chemistry/compound/deleteCompound', { token, query: { id: caffeine!.id } })
    expect((await remove(tokens.globex)).status).toBe(404)
    expect((await remove(tokens.member)).status).toBe(403)
    expect((await remove(tokens.admin)).body).toEqual({ status: 200, message: 'success' })
    expect((await list(tokens.admin, { search: 'Caffeine' })).body.data.pagination.total).toBe(0)
    await call(server.app, 'POST', '/api/chemistry/compound/restoreCompound', { token: tokens.admin, query: { id: caffeine!.id } })
    expect((await list(tokens.admin, { search: 'Caffeine' })).body.data.pagination.total).toBe(1)
    expect((await call(server.app, 'POST', '/api/chemistry/compound/deleteCompound', { token: tokens.admin, query: { id: 'x' } })).status).toBe(400)
  })
})
