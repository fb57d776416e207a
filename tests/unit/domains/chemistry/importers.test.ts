// The importers on the real libraries: a CSV with a bad row, an SDF, an Excel workbook (written
// with exceljs), the choice of files (one only), and the structure reader's report — every row
// either ready to send with its properties and RDKit's analysis or set aside with its reason —
// and the same answer when the rows are split between several workers and merged.
import { beforeAll, describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import initRDKit from '@rdkit/rdkit'
import * as OCL from 'openchemlib'
import { STRUCTURAL_ALERTS } from '../../../../src/domains/chemistry/data/structuralAlerts.ts'
import { checkFiles, draftRows, guessMapping, readTable, UnreadableFileError } from '../../../../src/domains/chemistry/logic/importTable.ts'
import { createImportJob, mergeParts, partOf, workersFor, type JobAnswer, type JobOptions } from '../../../../src/domains/chemistry/logic/importJob.ts'
import { alertDefinitions, createAnalyser, type Analyser, type RDKit } from '../../../../src/domains/chemistry/logic/rdkitEngine.ts'

let analyser: Analyser
beforeAll(async () => {
  analyser = createAnalyser(await (initRDKit as unknown as () => Promise<RDKit>)(), alertDefinitions(STRUCTURAL_ALERTS))
}, 60_000)

const options = (): JobOptions => ({ loadOcl: async () => OCL, loadAnalyser: async () => analyser })

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer

const CSV = `Compound,SMILES,IC50 [nM],Series,Notes
Aspirin,CC(=O)Oc1ccccc1C(=O)O,1200,NSAID,reference
Broken,C1CC(,5,,
Caffeine,Cn1cnc2c1c(=O)n(C)c(=O)n2C,n/a,,
Aspirin again,O=C(O)c1ccccc1OC(C)=O,800,,

Paracetamol,CC(=O)Nc1ccc(O)cc1,"1,500",analgesic; COX,
`

async function runJob(name: string, data: ArrayBuffer) {
  const answers: JobAnswer[] = []
  const handle = createImportJob(options())
  await handle({ type: 'read', name, bytes: data }, (a) => answers.push(a))
  const table = answers.find((a) => a.type === 'table')
  if (!table || table.type !== 'table') return { answers, table: undefined, done: undefined }
  await handle({ type: 'compute', mapping: table.mapping, fileBase: name }, (a) => answers.push(a))
  const done = answers.find((a) => a.type === 'done')
  return { answers, table, done: done?.type === 'done' ? done : undefined }
}

describe('import files', () => {
  it('reads a CSV, guesses the columns and reports the bad rows by their line', async () => {
    const table = await readTable('series.csv', bytes(CSV))
    expect(table.headers).toEqual(['Compound', 'SMILES', 'IC50 [nM]', 'Series', 'Notes'])
    expect(table.lines).toEqual([2, 3, 4, 5, 7])
    expect(guessMapping(table)).toEqual({ structure: 1, name: 0, notes: 4, tags: 3, activities: [] })
    const { table: answer, done } = await runJob('series.csv', bytes(CSV))
    // "n/a" makes the IC50 column not wholly numeric: the guess leaves it out; choose it and the
    // row with "n/a" is reported.
    expect(answer!.mapping.activities).toEqual([])
    const handle = createImportJob(options())
    const answers: JobAnswer[] = []
    await handle({ type: 'read', name: 'series.csv', bytes: bytes(CSV) }, (a) => answers.push(a))
    await handle({ type: 'compute', mapping: { ...answer!.mapping, activities: [2] }, fileBase: 'series' }, (a) => answers.push(a))
    const withIc50 = answers.find((a) => a.type === 'done')
    if (withIc50?.type !== 'done') throw new Error('no result')
    expect(withIc50.rows.map((r) => [r.row, r.name, r.activities])).toEqual([
      [2, 'Aspirin', { 'IC50 nM': 1200 }],
      [7, 'Paracetamol', { 'IC50 nM': 1500 }],
    ])
    expect(withIc50.problems).toEqual([
      { row: 3, name: 'Broken', structure: 'C1CC(', code: 'invalid', detail: expect.any(String) },
      { row: 4, name: 'Caffeine', structure: 'Cn1cnc2c1c(=O)n(C)c(=O)n2C', code: 'badNumber', column: 'IC50 [nM]' },
      { row: 5, name: 'Aspirin again', structure: 'O=C(O)c1ccccc1OC(C)=O', code: 'repeated', earlierRow: 2 },
    ])
    expect(done!.rows.find((r) => r.name === 'Aspirin')).toMatchObject({
      lipinskiPass: true,
      tags: ['NSAID'],
      notes: 'reference',
      properties: { formula: 'C9H8O4' },
    })
    expect(done!.analysed).toBe(true)
    expect(done!.rows.find((r) => r.name === 'Aspirin')!.analysis).toMatchObject({
      properties: { tpsa: 63.6, wlogp: 1.3101 },
      alerts: [{ set: 'Brenk', name: 'phenol_ester' }],
    })
  })

  it('names the alerts a row raises, and reads every row without RDKit when RDKit cannot start', async () => {
    const csv = 'Name,SMILES\nRhodanine,O=C1NC(=S)SC1=Cc1ccccc1\nEthanol,CCO\n'
    const { done } = await runJob('alerts.csv', bytes(csv))
    expect(done!.rows[0]!.analysis!.alerts).toContainEqual({ set: 'PAINS_A', name: 'ene_rhod_A(235)' })
    expect(done!.rows[1]!.analysis!.alerts).toEqual([])
    const handle = createImportJob({ loadOcl: async () => OCL, loadAnalyser: () => Promise.reject(new Error('no WebAssembly here')) })
    const answers: JobAnswer[] = []
    await handle({ type: 'read', name: 'alerts.csv', bytes: bytes(csv) }, (a) => answers.push(a))
    const table = answers[0]
    if (table?.type !== 'table') throw new Error('no table')
    await handle({ type: 'compute', mapping: table.mapping, fileBase: 'alerts' }, (a) => answers.push(a))
    expect(answers.at(-1)).toMatchObject({
      type: 'done',
      analysed: false,
      rows: [
        { name: 'Rhodanine', analysis: null },
        { name: 'Ethanol', analysis: null },
      ],
    })
  })

  it('gives the same rows and problems split between workers, repeats across parts included', async () => {
    const lines = ['Name,SMILES']
    for (let i = 0; i < 40; i++) lines.push(`m${i},${'C'.repeat(i + 1)}O`)
    lines.push('again,CO', 'bad,C1CC(', 'again2,OCCCCC')
    const csv = bytes(`${lines.join('\n')}\n`)
    const { table, done: whole } = await runJob('many.csv', csv)
    const parts = []
    for (let index = 0; index < 3; index++) {
      const handle = createImportJob(options())
      const answers: JobAnswer[] = []
      await handle({ type: 'read', name: 'many.csv', bytes: csv }, (a) => answers.push(a))
      await handle({ type: 'compute', mapping: table!.mapping, fileBase: 'many', part: { index, count: 3 } }, (a) => answers.push(a))
      const done = answers.at(-1)
      if (done?.type !== 'done') throw new Error('no result')
      parts.push(done)
    }
    // The repeats sit in a later part than their first row: only the merge can see them.
    expect(parts[2]!.problems.filter((p) => p.code === 'repeated')).toEqual([])
    const merged = mergeParts(parts)
    expect(merged.rows.map((r) => r.row)).toEqual(whole!.rows.map((r) => r.row))
    expect(merged.problems).toEqual(whole!.problems)
    expect(merged.problems.map((p) => [p.row, p.code])).toEqual([
      [42, 'repeated'],
      [43, 'invalid'],
      [44, 'repeated'],
    ])
    expect(merged.analysed).toBe(true)
    expect(mergeParts([{ ...parts[0]!, analysed: false }, parts[1]!]).analysed).toBe(false)
  })

  it('splits the rows into equal parts that cover them once, and takes a worker per 250 rows up to the cores', () => {
    const items = Array.from({ length: 10 }, (_, i) => i)
    expect([0, 1, 2].flatMap((index) => partOf(items, { index, count: 3 }))).toEqual(items)
    expect(partOf(items, { index: 0, count: 3 })).toEqual([0, 1, 2])
    expect(partOf(items)).toBe(items)
    expect([workersFor(10, 8), workersFor(251, 8), workersFor(1000, 8), workersFor(10_000, 8), workersFor(10_000, 2), workersFor(10_000, 0)]).toEqual([
      1, 2, 4, 4, 2, 1,
    ])
  })

  it('reads an SDF: molfiles become SMILES, fields become columns', async () => {
    const molfile = (smiles: string, title: string) => {
      const text = OCL.Molecule.fromSmiles(smiles).toMolfile()
      return `${title}${text.slice(text.indexOf('\n'))}`
    }
    const sdf = `${molfile('CC(=O)Nc1ccc(O)cc1', 'Paracetamol')}> <pIC50>\n5.2\n\n$$$$\n${molfile('CCO', '')}> <pIC50>\n3.1\n\n$$$$\nnot a molfile\n$$$$\n`
    await expect(readTable('set.sdf', bytes(sdf))).rejects.toBeInstanceOf(UnreadableFileError)
    const good = sdf.slice(0, sdf.lastIndexOf('not a molfile'))
    const { table, done } = await runJob('set.sdf', bytes(good))
    expect(table!.headers).toEqual(['Molfile', 'Title', 'pIC50'])
    expect(table!.mapping).toEqual({ structure: 0, name: 1, notes: null, tags: null, activities: [2] })
    expect(done!.rows.map((r) => [r.row, r.name, r.properties.formula, r.activities])).toEqual([
      [1, 'Paracetamol', 'C8H9NO2', { pIC50: 5.2 }],
      [2, 'set.sdf #2', 'C2H6O', { pIC50: 3.1 }],
    ])
  })

  it('reads an Excel workbook (first sheet), numbers as numbers', async () => {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('Compounds')
    sheet.addRows([
      ['Name', 'SMILES', 'Ki (nM)'],
      ['Ibuprofen', 'CC(C)Cc1ccc(cc1)C(C)C(=O)O', 4.5],
      ['Nothing', 'XYZ', 2],
    ])
    const written = new Uint8Array(await book.xlsx.writeBuffer())
    const { table, done, answers } = await runJob('assay.xlsx', written.slice().buffer)
    expect(answers[0]).toMatchObject({ type: 'table' })
    expect(table!.kind).toBe('excel')
    expect(done!.rows.map((r) => [r.row, r.name, r.activities])).toEqual([[2, 'Ibuprofen', { 'Ki (nM)': 4.5 }]])
    expect(done!.problems).toMatchObject([{ row: 3, code: 'invalid' }])
  })

  it('says a file it cannot read is unreadable, and takes one file only', async () => {
    const { answers } = await runJob('broken.xlsx', bytes('this is not a zip'))
    expect(answers).toEqual([{ type: 'unreadable', detail: expect.any(String) }])
    expect(
      checkFiles([
        { name: 'a.csv', size: 10 },
        { name: 'b.csv', size: 10 },
      ]),
    ).toBe('tooMany')
    expect(checkFiles([{ name: 'a.pdf', size: 10 }])).toBe('type')
    // A CSV or SDF file is read as a stream (up to 2 GB); an Excel file is read whole (up to 20 MB).
    expect(checkFiles([{ name: 'a.csv', size: 30 * 1024 * 1024 }])).toBeNull()
    expect(checkFiles([{ name: 'a.csv', size: 3 * 1024 * 1024 * 1024 }])).toBe('tooLarge')
    expect(checkFiles([{ name: 'a.xlsx', size: 30 * 1024 * 1024 }])).toBe('tooLarge')
    expect(checkFiles([])).toBe('none')
    expect(checkFiles([{ name: 'a.SDF', size: 10 }])).toBeNull()
  })

  it('decodes a CSV saved as GB18030 (Chinese Excel)', async () => {
    const gbk = new Uint8Array([0xc3, 0xfb, 0xb3, 0xc6, 0x2c, 0x53, 0x4d, 0x49, 0x4c, 0x45, 0x53, 0x0a, 0xd2, 0xd2, 0xb4, 0xbc, 0x2c, 0x43, 0x43, 0x4f, 0x0a])
    const table = await readTable('cn.csv', gbk.buffer)
    expect(table.headers).toEqual(['名称', 'SMILES'])
    expect(draftRows(table, guessMapping(table), 'cn')[0]).toMatchObject({ name: '乙醇', structure: 'CCO' })
  })
})
