// Import jobs (a large file stored batch by batch): each batch stores its valid rows and keeps
// every rejected one with its reason; a batch sent again stores nothing twice (also when both
// sendings arrive at once); a later batch's repeat of an earlier batch's structure is a repeat of
// that row; molfile rows and a browser-found bad number; the stored properties are the browser's
// numbers; the job is its starter's own (another user, another tenant: 404; a member: 403); a
// done job takes no batch; reasons come in the reader's language; bad input is a 400.
import * as OCL from 'openchemlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Compound, ImportJob, RejectedRow } from '../../src/domains/chemistry/contract.ts'
import { computeProperties, parseStructure } from '../../src/domains/chemistry/logic/descriptors.ts'
import { readerThreads, readStructures } from '../../demo/server/domains/chemistry/structureReaders.ts'
import { readStructure } from '../../demo/server/domains/chemistry/structures.ts'
import { libraryStructure } from '../../bench/compoundLibrary.ts'
import { call, count, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const tokens: Record<string, string> = {}
beforeAll(async () => {
  server = await startServer()
  for (const user of ['admin', 'editor', 'member']) tokens[user] = await login(server.app, `${user}@acme.test`)
  tokens.globex = await login(server.app, 'admin@globex.test', 'globex')
})
afterAll(() => server.close())

const post = (path: string, json: unknown, token = tokens.editor!, headers: Record<string, string> = {}) =>
  call(server.app, 'POST', `/api/chemistry/compound/${path}`, { token, json, headers })
const start = async (token = tokens.editor!) => {
  const answer = await post('startImport', { fileName: 'library.csv', fileSize: 123_456, fileKey: 'library.csv|123456|1700000000000' }, token)
  expect(answer.status).toBe(200)
  return answer.body.data as ImportJob
}
const batch = (id: number, rows: unknown[], token = tokens.editor!, headers: Record<string, string> = {}) => post('importBatch', { id, rows }, token, headers)
const rejections = async (id: number, headers: Record<string, string> = {}) =>
  (await call(server.app, 'GET', '/api/chemistry/compound/queryImportRejections', { token: tokens.editor, query: { id, pageSize: 100 }, headers })).body.data
    .list as RejectedRow[]

const ACIDS = ['CCCC(=O)O', 'CCCCC(=O)O', 'CCCCCC(=O)O', 'CCCCCCC(=O)O', 'CCCCCCCC(=O)O']

describe('import jobs', () => {
  it('stores batch by batch, reports every rejected row, and stores nothing twice', async () => {
    const job = await start()
    expect(job).toMatchObject({ state: 'running', nextRow: 1, imported: 0, rejected: 0 })
    const first = await batch(job.id, [
      { row: 2, name: 'Butyric acid', smiles: ACIDS[0], tags: ['acid'], activities: { pKa: 4.82 } },
      { row: 3, name: 'Broken', smiles: 'C1CC' },
      { row: 5, name: 'Valeric acid', smiles: ACIDS[1] },
    ])
    expect(first.status).toBe(200)
    expect(first.body.data.job).toMatchObject({ nextRow: 6, imported: 2, rejected: 1 })
    expect(first.body.data.rejected).toMatchObject([{ row: 3, code: 'invalid', structure: 'C1CC' }])
    const second = [
      { row: 6, name: 'Butyric again', smiles: 'OC(=O)CCC' },
      { row: 7, name: 'Aspirin copy', smiles: 'CC(=O)Oc1ccccc1C(=O)O' },
      { row: 8, name: 'Caproic acid', smiles: ACIDS[2], activities: { pKa: 4.88 } },
      { row: 9, name: 'Bad number', smiles: ACIDS[3], badNumber: 'IC50 (nM)' },
    ]
    const answer = await batch(job.id, second)
    expect(answer.body.data.job).toMatchObject({ nextRow: 10, imported: 3, rejected: 4 })
    expect(answer.body.data.rejected).toMatchObject([
      { row: 6, code: 'repeated', earlierRow: 2 },
      { row: 7, code: 'duplicate', name: 'Aspirin' },
      { row: 9, code: 'data', reason: 'The “IC50 (nM)” cell is not a number' },
    ])
    // Sent again (an answer lost on the way): nothing more is stored or reported.
    const again = await batch(job.id, second)
    expect(again.body.data.job).toMatchObject({ nextRow: 10, imported: 3, rejected: 4 })
    expect(again.body.data.rejected).toEqual([])
    const all = await rejections(job.id, { 'Accept-Language': 'zh-CN' })
    expect(all.map((r) => [r.row, r.code])).toEqual([
      [3, 'invalid'],
      [6, 'repeated'],
      [7, 'duplicate'],
      [9, 'data'],
    ])
    expect(all[1]!.reason).toMatch(/2/)
    expect(all[1]!.reason).not.toMatch(/same structure/)
    const done = await post('finishImport', { id: job.id, state: 'done' })
    expect(done.body.data.state).toBe('done')
    const late = await batch(job.id, [{ row: 20, name: 'Late', smiles: ACIDS[4] }])
    expect(late.status).toBe(400)
    expect(late.body.message).toBe('This import is finished')
    expect(await count(server, 'compound_imports')).toBeGreaterThan(0)
  })

  it('stores the same batch once when both sendings arrive at once', async () => {
    const job = await start()
    const rows = [
      { row: 2, name: 'Enanthic acid', smiles: ACIDS[3] },
      { row: 3, name: 'Caprylic acid', smiles: ACIDS[4] },
    ]
    const answers = await Promise.all([batch(job.id, rows), batch(job.id, rows)])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const [{ n }] = await server.db.query<{ n: number }>('select count(*)::int as n from compounds where import_id = $1', [job.id])
    expect(n).toBe(2)
    expect((await post('finishImport', { id: job.id, state: 'stopped' })).body.data).toMatchObject({ state: 'stopped', imported: 2, nextRow: 4 })
    // A stopped job is offered to go on with; a batch takes it up again.
    const open = (await call(server.app, 'GET', '/api/chemistry/compound/queryImports', { token: tokens.editor })).body.data as ImportJob[]
    expect(open.map((j) => j.id)).toContain(job.id)
    expect((await batch(job.id, [{ row: 4, name: 'Benzene', smiles: 'c1ccccc1' }])).body.data.job).toMatchObject({ state: 'running', imported: 3 })
  })

  it('reads molfiles and stores the numbers the browser computes', async () => {
    const job = await start()
    const molfile = OCL.Molecule.fromSmiles('c1ccc2[nH]ccc2c1').toMolfile()
    const answer = await batch(job.id, [
      { row: 1, name: 'Indole', molfile, smiles: '' },
      { row: 2, name: 'Ibuprofen-like', smiles: 'CC(C)Cc1ccc(cc1)C(C)C(=O)N' },
    ])
    expect(answer.body.data.job.imported).toBe(2)
    for (const name of ['Indole', 'Ibuprofen-like']) {
      const list = await call(server.app, 'GET', '/api/chemistry/compound/queryCompounds', { token: tokens.editor, query: { search: name } })
      const stored = (list.body.data.list as Compound[]).find((c) => c.name === name)!
      const parsed = parseStructure(OCL, stored.smiles, { coordinates: false })
      if (!parsed.ok) throw new Error('unreadable')
      const browser = computeProperties(OCL, parsed.molecule)
      expect(stored).toMatchObject({
        formula: browser.formula,
        molecularWeight: browser.molecularWeight,
        cLogP: browser.cLogP,
        donors: browser.donors,
        acceptors: browser.acceptors,
      })
    }
  })

  it("keeps a job to its starter: another user's or tenant's is not found; a member may not start one", async () => {
    const job = await start()
    for (const token of [tokens.admin!, tokens.globex!]) {
      expect((await batch(job.id, [{ row: 1, name: 'X', smiles: 'CCO' }], token)).status).toBe(404)
      expect((await post('finishImport', { id: job.id, state: 'done' }, token)).status).toBe(404)
      expect((await call(server.app, 'GET', '/api/chemistry/compound/queryImportRejections', { token, query: { id: job.id } })).status).toBe(404)
      expect(((await call(server.app, 'GET', '/api/chemistry/compound/queryImports', { token })).body.data as ImportJob[]).map((j) => j.id)).not.toContain(
        job.id,
      )
    }
    expect((await post('startImport', { fileName: 'a.csv', fileSize: 1, fileKey: 'a' }, tokens.member)).status).toBe(403)
    const [{ n }] = await server.db.query<{ n: number }>("select count(*)::int as n from compounds where name = 'X'")
    expect(n).toBe(0)
  })

  it('reads a large batch in worker threads, answering what the process answers, in order', async () => {
    const sources = Array.from({ length: 400 }, (_, i) => (i % 50 === 7 ? 'C1CC(' : libraryStructure(i * 13)))
    const threads = await readStructures(sources)
    const here = await Promise.all(sources.map((s) => readStructure(s, { bulk: true })))
    expect(threads).toEqual(here)
    expect(readerThreads()).toEqual({ threads: expect.any(Number), broken: false })
    expect(readerThreads().threads).toBeGreaterThan(0)
    expect(threads.filter((r) => 'error' in r)).toHaveLength(8)
  })

  it.each([
    ['startImport', { fileName: '', fileSize: 1, fileKey: 'k' }, /File name/],
    ['startImport', { fileName: 'a.csv', fileSize: -1, fileKey: 'k' }, /fileSize/],
    ['startImport', { fileName: 'a.csv', fileSize: 1 }, /File key/],
    ['importBatch', { id: 'one', rows: [] }, /id must be an import id/],
    ['importBatch', { id: 'running job', rows: [{ name: 'no number', smiles: 'C' }] }, /row number/],
    [
      'importBatch',
      {
        id: 'running job',
        rows: [
          { row: 3, name: 'a', smiles: 'C' },
          { row: 2, name: 'b', smiles: 'CC' },
        ],
      },
      /row number/,
    ],
    ['importBatch', { id: 'running job', rows: 'all' }, /rows must be a list/],
    ['finishImport', { id: 1, state: 'paused' }, /state must be done or stopped/],
  ])('answers 400 to %s %o', async (path, json, message) => {
    const answer = await post(path, 'id' in json && json.id === 'running job' ? { ...json, id: (await start()).id } : json)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(message)
  })
})
