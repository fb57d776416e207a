// The SDF export holds what a user typed without letting it end a record or start a field: a note
// with `$$$$` and `> <name>` lines, a name starting with `$$$$` or holding `$&`, an activity named
// with angle brackets — read back by openchemlib's SDF reader and by our own import, one record
// each, every value as written but for the leading space that defuses such a line.
import { describe, expect, it } from 'vitest'
import * as OCL from 'openchemlib'
import type { Compound } from '../../../../src/domains/chemistry/contract.ts'
import { compoundsSdf, sdfValue } from '../../../../src/domains/chemistry/logic/compoundsCsv.ts'
import { parseSdf } from '../../../../src/domains/chemistry/logic/importTable.ts'

const compound = (extra: Partial<Compound>): Compound => ({
  id: 1,
  name: 'Aspirin',
  smiles: 'CC(=O)Oc1ccccc1C(=O)O',
  notes: '',
  formula: 'C9H8O4',
  molecularWeight: 180.16,
  cLogP: 1.3,
  tpsa: 63.6,
  tpsaSP: 63.6,
  wlogp: 1.31,
  mr: 44.71,
  fsp3: 0.11,
  esolLogS: -1.99,
  pains: [],
  brenk: ['phenol_ester'],
  donors: 1,
  acceptors: 4,
  rotatableBonds: 2,
  lipinskiViolations: 0,
  tags: [],
  activities: {},
  createdBy: 'editor@acme.test',
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: null,
  ...extra,
})

describe('compoundsSdf', () => {
  it('cannot be made to forge records or fields by a note, a name or an activity', () => {
    const rows = [
      compound({ name: '$$$$ first $& name', notes: 'line one\n$$$$\n> <name>\nForged\n\n\nlast line', activities: { 'IC50 <nM>\n> <x>': 12 } }),
      compound({ id: 2, name: 'Caffeine', smiles: 'Cn1cnc2c1c(=O)n(C)c(=O)n2C' }),
    ]
    const sdf = compoundsSdf(OCL, rows)
    expect(sdf.match(/^\$\$\$\$$/gm)).toHaveLength(2)

    const parser = new OCL.SDFileParser(sdf, ['notes', 'name'])
    const titles: string[] = []
    while (parser.next()) titles.push(parser.getMolecule().getName())
    expect(titles).toHaveLength(2)

    const table = parseSdf(sdf)
    expect(table.rows).toHaveLength(2)
    const notes = table.rows[0]![table.headers.indexOf('notes')]
    expect(notes).toBe('line one\n $$$$\n > <name>\nForged\nlast line')
    expect(table.rows[0]![table.headers.indexOf('Title')]).toBe('$$$$ first $& name')
    expect(table.rows[0]![table.headers.indexOf('name')]).toBe('$$$$ first $& name')
    expect(table.rows[1]![table.headers.indexOf('name')]).toBe('Caffeine')
    expect(table.headers.some((h) => h.startsWith('IC50'))).toBe(true)
  })

  it('leaves ordinary values as they are', () => {
    expect(sdfValue('plain text')).toBe('plain text')
    expect(sdfValue('a\r\nb')).toBe('a\nb')
  })
})
