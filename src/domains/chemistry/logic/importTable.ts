/**
 * Reading an import file into a table, framework-free (it runs in the import worker and in unit
 * tests): CSV (papaparse; UTF-8, or GB18030 when the bytes are not UTF-8, as Chinese Excel saves
 * them), SDF (molfile records with their `> <field>` data) and Excel .xlsx (read-excel-file, first
 * sheet). Then the columns' likely roles, and the rows drafted for the structure reader.
 */
import Papa from 'papaparse'
import { MAX_IMPORT_FILE_BYTES, parseNumber, splitTags, toColumnName } from './compoundData.ts'

export type TableKind = 'csv' | 'sdf' | 'excel'

export interface ImportTable {
  kind: TableKind
  headers: string[]
  rows: string[][]
  /** Each row's place in the file, for the report: its line (CSV, Excel) or record (SDF). */
  lines: number[]
}

/** The file could not be read as the kind its name says. */
export class UnreadableFileError extends Error {}

export function kindOf(fileName: string): TableKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase()
  if (ext === 'csv' || ext === 'tsv' || ext === 'txt') return 'csv'
  if (ext === 'sdf' || ext === 'sd') return 'sdf'
  if (ext === 'xlsx') return 'excel'
  return null
}

export function decodeText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('gb18030').decode(bytes)
  }
}

function trimTable(kind: TableKind, raw: string[][], firstLine: number): ImportTable {
  const [head, ...body] = raw
  if (!head || head.every((h) => h.trim() === '')) throw new UnreadableFileError('The file has no header row')
  const headers = head.map((h, i) => h.trim() || `Column ${i + 1}`)
  const rows: string[][] = []
  const lines: number[] = []
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return
    rows.push(headers.map((_, j) => (cells[j] ?? '').trim()))
    lines.push(i + firstLine)
  })
  if (rows.length === 0) throw new UnreadableFileError('The file has no rows')
  return { kind, headers, rows, lines }
}

export function parseCsv(text: string): ImportTable {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: '' })
  const fatal = parsed.errors.find((e) => e.type === 'Delimiter' && parsed.data.length > 1 && (parsed.data[0]?.length ?? 0) < 2)
  if (fatal || parsed.data.length === 0) throw new UnreadableFileError('The file is not a table')
  return trimTable('csv', parsed.data, 2)
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

export async function parseExcel(bytes: ArrayBuffer): Promise<ImportTable> {
  const { readSheet } = await import('read-excel-file/universal')
  let data: unknown[][]
  try {
    data = (await readSheet(bytes)) as unknown[][]
  } catch (error) {
    throw new UnreadableFileError(error instanceof Error ? error.message : String(error))
  }
  const text = (cell: unknown) => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell))
  return trimTable('excel', data.map((row) => row.map(text)), 2)
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

export type FileChoiceProblem = 'none' | 'tooMany' | 'type' | 'tooLarge'

/** What is wrong with the files chosen for one import, if anything: one file only (spec
 * message `Current limit: select 1 file`), of a kind `kindOf` knows, at most MAX_IMPORT_FILE_BYTES. */
export function checkFiles(files: ReadonlyArray<{ name: string; size: number }>): FileChoiceProblem | null {
  if (files.length === 0) return 'none'
  if (files.length > 1) return 'tooMany'
  if (kindOf(files[0]!.name) === null) return 'type'
  if (files[0]!.size > MAX_IMPORT_FILE_BYTES) return 'tooLarge'
  return null
}
