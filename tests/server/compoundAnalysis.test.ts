// RDKit's analysis on the server: every compound saved (at once) or imported (in the background,
// after the import commits) is stored with Ertl's TPSA,
// the S-and-P TPSA, WLOGP, MR, Fsp3, ESOL and its PAINS and Brenk alerts — the same numbers as
// the browser's analyser (one code, src/domains/chemistry/logic/rdkitEngine.ts); the workspace
// filters by them and finds a compound by its Hill formula; a compound an older version analysed
// (or none: a database from before) is analysed again in the background, its formula rewritten in
// Hill order; a bad flag is a 400.
import initRDKit from '@rdkit/rdkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Compound } from '../../src/domains/chemistry/contract.ts'
import { STRUCTURAL_ALERTS } from '../../src/domains/chemistry/data/structuralAlerts.ts'
import { alertDefinitions, createAnalyser, type RDKit } from '../../src/domains/chemistry/logic/rdkitEngine.ts'
import { analyseStale, analysisIdle, ANALYSIS_VERSION, startAnalysis } from '../../demo/server/domains/chemistry/analysis.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const tokens: Record<string, string> = {}
beforeAll(async () => {
  server = await startServer()
  for (const user of ['editor', 'member']) tokens[user] = await login(server.app, `${user}@acme.test`)
})
afterAll(() => server.close())

const list = (query: Record<string, string | number | boolean> = {}) =>
  call(server.app, 'GET', '/api/chemistry/compound/queryCompounds', { token: tokens.member, query })
const names = async (query: Record<string, string | number | boolean>) => ((await list(query)).body.data.list as Compound[]).map((c) => c.name).sort()
const byName = async (name: string) => ((await list({ search: name })).body.data.list as Compound[]).find((c) => c.name === name)!

const RHODANINE = 'O=C1NC(=S)SC1=Cc1ccccc1'
const DISULFIDE = 'CCSSc1ccccc1C(=O)O'

describe('analysis at save and import', () => {
  it('stores what the browser computes, for a saved and an imported compound', async () => {
    expect(
      (await call(server.app, 'POST', '/api/chemistry/compound/saveCompound', { token: tokens.editor, json: { name: 'Rhodanine dye', smiles: RHODANINE } }))
        .status,
    ).toBe(200)
    const imported = await call(server.app, 'POST', '/api/chemistry/compound/importCompounds', {
      token: tokens.editor,
      json: { fileName: 'sulphur.csv', rows: [{ row: 2, name: 'Disulfide acid', smiles: DISULFIDE }] },
    })
    expect(imported.body.data).toMatchObject({ imported: 1 })
    // An import's rows are analysed in the background once it has committed.
    await analysisIdle()
    const browser = createAnalyser(await (initRDKit as unknown as () => Promise<RDKit>)(), alertDefinitions(STRUCTURAL_ALERTS))
    for (const [name, smiles] of [
      ['Rhodanine dye', RHODANINE],
      ['Disulfide acid', DISULFIDE],
    ] as const) {
      const stored = await byName(name)
      const computed = browser.analyse(stored.smiles)!
      expect(stored).toMatchObject({
        tpsa: computed.properties.tpsa,
        tpsaSP: computed.properties.tpsaSP,
        wlogp: computed.properties.wlogp,
        mr: computed.properties.mr,
        fsp3: computed.properties.fsp3,
        esolLogS: computed.properties.esolLogS,
        rotatableBonds: computed.properties.rotatableBonds,
        pains: computed.alerts.filter((a) => a.set !== 'Brenk').map((a) => a.name),
        brenk: computed.alerts.filter((a) => a.set === 'Brenk').map((a) => a.name),
      })
      expect(browser.analyse(smiles)!.properties.tpsa).toBe(stored.tpsa)
    }
    const dye = await byName('Rhodanine dye')
    expect(dye.pains).toContain('ene_rhod_A(235)')
    expect(dye.formula).toBe('C10H7NOS2')
    // The disulfide: S is polar only in the value labelled so.
    const acid = await byName('Disulfide acid')
    expect(acid.tpsaSP! - acid.tpsa!).toBeCloseTo(50.6, 1)
  })

  it('filters by alerts, finds a compound by its Hill formula in any case, and refuses a bad flag', async () => {
    expect(await names({ alert: 'ene_rhod_A(235)' })).toEqual(['Rhodanine dye'])
    expect(await names({ alert: 'phenol_ester' })).toEqual(['Aspirin'])
    expect(await names({ alert: 'no such alert' })).toEqual([])
    const all = await names({})
    const noPains = await names({ noPains: true })
    expect(noPains).not.toContain('Rhodanine dye')
    expect(noPains).toContain('Aspirin')
    expect(noPains.length).toBe(all.length - 1)
    const noAlerts = await names({ noPains: true, noBrenk: true })
    for (const flagged of ['Rhodanine dye', 'Aspirin', 'Paracetamol']) expect(noAlerts).not.toContain(flagged)
    expect(noAlerts).toContain('Caffeine')
    expect(await names({ search: 'c9h8o4' })).toEqual(['Aspirin'])
    // Not the order openchemlib wrote before (C, H, N, O, then the rest).
    expect(await names({ search: 'C10H7NOS2' })).toEqual(['Rhodanine dye'])
    for (const [query, message] of [
      [{ noPains: 'yes' }, /noPains must be true or false/],
      [{ noBrenk: '1' }, /noBrenk must be true or false/],
      [{ alert: 'x'.repeat(101) }, /alert must be at most 100/],
    ] as const) {
      const { status, body } = await list(query as Record<string, string>)
      expect(status).toBe(400)
      expect(body.message).toMatch(message)
    }
  })
})

describe('compounds an older version analysed', () => {
  it('are analysed again in the background, their formula in Hill order, and read as not known until then', async () => {
    const [{ tenant_id: tenantId }] = await server.db.query<{ tenant_id: number }>("select tenant_id from compounds where name = 'Aspirin' limit 1")
    const before = await byName('Paracetamol')
    // As a database from before the analysis: openchemlib's old formula order, no RDKit values.
    await server.db.query(
      "update compounds set formula = 'C8H9NO2x', tpsa = null, tpsa_sp = null, wlogp = null, mr = null, fsp3 = null, esol_logs = null, rotatable_bonds = null, pains = null, brenk = null, analysis_version = null where tenant_id = $1",
      [tenantId],
    )
    const stale = await byName('Paracetamol')
    expect(stale).toMatchObject({ tpsa: null, wlogp: null, pains: null, brenk: null })
    expect(await names({ noPains: true })).toEqual([])
    const stop = startAnalysis(server.db)
    await analysisIdle()
    expect(await byName('Paracetamol')).toMatchObject({ formula: 'C8H9NO2', tpsa: before.tpsa, wlogp: before.wlogp, brenk: before.brenk, pains: [] })
    const [{ stale: left }] = await server.db.query<{ stale: number }>(
      'select count(*)::int as stale from compounds where analysis_version is distinct from $1',
      [ANALYSIS_VERSION],
    )
    expect(left).toBe(0)
    await stop()
    // Once done, another pass finds nothing to do.
    await analyseStale(server.db, tenantId)
  })
})
