/**
 * The compound rows written out for other tools: CSV (papaparse quotes and escapes), SDF (a
 * molfile per compound, written by openchemlib, with every column as a `> <field>`) and Excel
 * (write-excel-file, loaded only when asked for). The columns are the same in all three; a text cell
 * starting with = + - @ is neutralised in CSV and Excel so a spreadsheet never runs a name as a
 * formula (the platform's toCsv/toXlsx, core/files/tableFile.ts).
 */
import { neutraliseCell, toCsv, toXlsx } from '#platform/core/files/tableFile.ts'
import type * as OCLNamespace from 'openchemlib'
import type { Compound } from '../contract.ts'

export { neutraliseCell }

const FIXED = [
  'name',
  'smiles',
  'formula',
  'molecularWeight',
  'cLogP',
  'wlogp',
  'tpsa',
  'tpsaSP',
  'mr',
  'fsp3',
  'esolLogS',
  'donors',
  'acceptors',
  'rotatableBonds',
  'lipinskiViolations',
  'pains',
  'brenk',
  'tags',
  'notes',
  'createdBy',
  'createdAt',
] as const

/** A value not known (RDKit could not read the structure, or has not yet) is an empty cell. */
const known = (value: number | null | undefined) => value ?? ''
/** Alert names, `;`-separated (names hold commas); empty when not known or none. */
const alertNames = (names: string[] | null | undefined) => (names ?? []).join('; ')

/** Column names and each compound's cells: the fixed columns, then every activity in use. */
export function exportTable(rows: readonly Compound[]): { fields: string[]; data: Array<Array<string | number>> } {
  const activities = [...new Set(rows.flatMap((c) => Object.keys(c.activities ?? {})))].sort()
  return {
    fields: [...FIXED, ...activities],
    data: rows.map((c) => [
      c.name,
      c.smiles,
      c.formula,
      c.molecularWeight,
      c.cLogP,
      known(c.wlogp),
      known(c.tpsa),
      known(c.tpsaSP),
      known(c.mr),
      known(c.fsp3),
      known(c.esolLogS),
      c.donors,
      c.acceptors,
      known(c.rotatableBonds),
      c.lipinskiViolations,
      alertNames(c.pains),
      alertNames(c.brenk),
      (c.tags ?? []).join(', '),
      c.notes,
      c.createdBy,
      c.createdAt,
      ...activities.map((a) => c.activities?.[a] ?? ''),
    ]),
  }
}

export function compoundsCsv(rows: readonly Compound[]): string {
  const { fields, data } = exportTable(rows)
  return toCsv(fields, data)
}

/** A data value as SDF lines: no blank line (it would end the value), and no line that a reader
 * takes for the record's end (`$$$$`) or a new field (`>`) — such a line gets a leading space, so
 * a note cannot forge records or fields. */
export function sdfValue(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (/^(\$\$\$\$|>)/.test(line) ? ` ${line}` : line))
    .join('\n')
}

/** A field name as SDF writes it between `<` and `>`: one line, no angle brackets. */
const sdfField = (name: string) => name.replace(/[<>\r\n]/g, ' ')

/** SDF: each compound's molfile (title: its name) and its columns as data fields. */
export function compoundsSdf(ocl: typeof OCLNamespace, rows: readonly Compound[]): string {
  const { fields, data } = exportTable(rows)
  return rows
    .map((compound, i) => {
      const molecule = ocl.Molecule.fromSmiles(compound.smiles)
      const title = sdfValue(compound.name.replace(/[\r\n]/g, ' ')).slice(0, 80)
      const molfile = molecule.toMolfile().replace(/^[^\n]*/, () => title)
      const items = fields
        .map((field, j) => [field, sdfValue(String(data[i]![j] ?? ''))] as const)
        .filter(([field, value]) => field !== 'smiles' && value !== '')
        .map(([field, value]) => `> <${sdfField(field)}>\n${value}\n`)
      return `${molfile.endsWith('\n') ? molfile : `${molfile}\n`}${[`> <smiles>\n${compound.smiles}\n`, ...items].join('\n')}\n$$$$\n`
    })
    .join('')
}

/** An .xlsx workbook with one sheet of the rows, header row bold and kept in view
 * (write-excel-file loads on first use). */
export async function compoundsXlsx(rows: readonly Compound[]): Promise<Blob> {
  const { fields, data } = exportTable(rows)
  return toXlsx('Compounds', fields, data)
}
