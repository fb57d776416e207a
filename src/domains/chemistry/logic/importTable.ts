/**
 * Reading an import file into a table, framework-free (it runs in the import worker and in unit
 * tests): CSV (papaparse; UTF-8, or GB18030 when the bytes are not UTF-8, as Chinese Excel saves
 * them), SDF (molfile records with their `> <field>` data) and Excel .xlsx (read-excel-file, first
 * sheet) — the CSV and Excel readers are the platform's (core/files/tableFile.ts). Then the
 * columns' likely roles, and the rows drafted for the structure reader.
 */
import {
  checkFileChoice,
  decodeText,
  extensionOf,
  parseCsv,
  parseExcel,
  UnreadableFileError,
  type FileChoiceProblem,
  type TextTable,
} from '#platform/core/files/tableFile.ts'
import { MAX_IMPORT_FILE_BYTES, MAX_STREAM_FILE_BYTES, parseNumber, splitTags, toColumnName } from './compoundData.ts'

export type TableKind = 'csv' | 'sdf' | 'excel'

export type ImportTable = TextTable<TableKind>

export { UnreadableFileError, decodeText, parseCsv, parseExcel }

export function kindOf(fileName: string): TableKind | null {
  const ext = extensionOf(fileName)
  if (ext === 'csv' || ext === 'tsv' || ext === 'txt') return 'csv'
  if (ext === 'sdf' || ext === 'sd') return 'sdf'
  if (ext === 'xlsx') return 'excel'
  return null
}

/** SDF: records end with `$$$$`; a record is a molfile (to `M  END`) and then `> <name>` fields,
 * each followed by its value lines up to a blank line. */
export function parseSdf(text: string): ImportTable {
  const records = text.replace(/\r\n?/g, '\n').split(/^\$\$\$\$[^\n]*$/m)
  const fields: string[] = []
  const parsed: Array<{ molfile: string; title: string; data: Map<string, string> }> = []
  for (const [i, record] of records.entries()) {
    // The newline that ended the `$$$$` line; a molfile's first line (its title) may be empty.
    const body = i === 0 ? record : record.replace(/^\n/, '')
    if (body.trim() === '') continue
    const end = body.search(/^M {2}END\s*$/m)
    if (end === -1) throw new UnreadableFileError('An SDF record has no M  END')
    const endOfLine = body.indexOf('\n', end)
    const molfile = endOfLine === -1 ? body : body.slice(0, endOfLine + 1)
    const data = new Map<string, string>()
    const rest = endOfLine === -1 ? '' : body.slice(endOfLine + 1)
    const fieldPattern = /^>.*?<([^>]+)>.*\n((?:.+\n?)*)/gm
    for (const match of rest.matchAll(fieldPattern)) {
      const name = match[1]!.trim()
      if (!fields.includes(name)) fields.push(name)
      data.set(name, match[2]!.trim())
    }
    parsed.push({ molfile, title: molfile.split('\n')[0]!.trim(), data })
  }
  if (parsed.length === 0) throw new UnreadableFileError('The file holds no molecules')
  return {
    kind: 'sdf',
    headers: ['Molfile', 'Title', ...fields],
    rows: parsed.map((p) => [p.molfile, p.title, ...fields.map((f) => p.data.get(f) ?? '')]),
    lines: parsed.map((_, i) => i + 1),
  }
}

/** Reads a file of a kind `kindOf` knows; throws UnreadableFileError when it cannot. */
export async function readTable(fileName: string, bytes: ArrayBuffer): Promise<ImportTable> {
  const kind = kindOf(fileName)
  if (kind === null) throw new UnreadableFileError('Unknown file type')
  if (kind === 'excel') return parseExcel(bytes)
  const text = decodeText(bytes)
  return kind === 'sdf' ? parseSdf(text) : parseCsv(text)
}

/** Which column holds what; `null` when none. */
export interface ImportMapping {
  structure: number
  name: number | null
  notes: number | null
  tags: number | null
  /** Numeric columns to keep as activities. */
  activities: number[]
}

const find = (headers: string[], pattern: RegExp, except: Array<number | null> = []) => {
  const i = headers.findIndex((h, j) => pattern.test(h) && !except.includes(j))
  return i === -1 ? null : i
}

/** The columns' likely roles: a SMILES (or the SDF's molfile) column, a name or id column, notes,
 * tags, and every other column whose filled cells are all numbers. */
export function guessMapping(table: ImportTable): ImportMapping {
  const { headers } = table
  const structure = table.kind === 'sdf' ? 0 : (find(headers, /smiles|structure|结构/i) ?? 0)
  const name =
    find(headers, /^(name|compound|compound name|title|名称|名稱|化合物)$/i, [structure]) ??
    find(headers, /name|title|名称|名稱|^id$|identifier|编号|編號/i, [structure])
  const notes = find(headers, /^(notes?|comments?|remarks?|备注|備註)$/i, [structure, name])
  const tags = find(headers, /^(tags?|labels?|series|标签|標籤)$/i, [structure, name, notes])
  const taken = [structure, name, notes, tags]
  const activities = headers
    .map((_, j) => j)
    .filter((j) => !taken.includes(j))
    .filter((j) => {
      const filled = table.rows.map((r) => r[j]!).filter((c) => c !== '')
      return filled.length > 0 && filled.every((c) => parseNumber(c) !== null)
    })
  return { structure, name, notes, tags, activities }
}

export interface DraftRow {
  row: number
  name: string
  structure: string
  notes: string
  tags: string[]
  activities: Record<string, number>
  /** An activity cell that is not a number: its column. */
  badNumber?: string
}

/** The rows as the structure reader takes them; a row without a name is called `<file> #<row>`. */
export function draftRows(table: ImportTable, mapping: ImportMapping, fileBase: string): DraftRow[] {
  return table.rows.map((cells, i) => {
    const row = table.lines[i]!
    const activities: Record<string, number> = {}
    let badNumber: string | undefined
    for (const j of mapping.activities) {
      const cell = cells[j]!
      if (cell === '') continue
      const value = parseNumber(cell)
      if (value === null) badNumber ??= table.headers[j]!
      else activities[toColumnName(table.headers[j]!)] = value
    }
    const named = mapping.name === null ? '' : cells[mapping.name]!
    const title = table.kind === 'sdf' ? cells[1]! : ''
    return {
      row,
      name: (named || title || `${fileBase} #${row}`).slice(0, 100),
      structure: cells[mapping.structure]!,
      notes: mapping.notes === null ? '' : cells[mapping.notes]!,
      tags: mapping.tags === null ? [] : splitTags(cells[mapping.tags]!),
      activities,
      ...(badNumber ? { badNumber } : {}),
    }
  })
}

export type { FileChoiceProblem }

/** What is wrong with the files chosen for one import, if anything: one file only
 * (docs/spec.md#one-file: `Current limit: select 1 file`), of a kind `kindOf` knows, at most
 * MAX_IMPORT_FILE_BYTES for Excel and MAX_STREAM_FILE_BYTES for CSV and SDF. */
export function checkFiles(files: ReadonlyArray<{ name: string; size: number }>): FileChoiceProblem | null {
  // A CSV or SDF file is read as a stream when large (importStream.ts); an Excel file is read whole.
  const streamable = files.length === 1 && kindOf(files[0]!.name) !== 'excel'
  return checkFileChoice(files, ['csv', 'tsv', 'txt', 'sdf', 'sd', 'xlsx'], streamable ? MAX_STREAM_FILE_BYTES : MAX_IMPORT_FILE_BYTES)
}
