/**
 * Tables read from and written to files, framework-free (workers, the server and unit tests use
 * it too): CSV text decoded as UTF-8 or else GB18030 (what Chinese Excel saves) and parsed by
 * papaparse, the first sheet of an .xlsx (read-excel-file, loaded on first use), each row with
 * its line in the file; one file only (`Current limit: select 1 file`); and CSV written with
 * every formula-like cell neutralised so a spreadsheet never runs a cell as a formula.
 */
import Papa from 'papaparse'

/** A table read from a file: header cells, the rows (trimmed, as wide as the header), and
 * each row's place in the file (its line for CSV and Excel), for reports. */
export interface TextTable<K extends string = string> {
  kind: K
  headers: string[]
  rows: string[][]
  lines: number[]
}

/** The file could not be read as the kind its name says. */
export class UnreadableFileError extends Error {}

/** The extension of a file name, lower case ('' when none). */
export function extensionOf(fileName: string): string {
  return /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? ''
}

export function decodeText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('gb18030').decode(bytes)
  }
}

/** The header row and the non-empty rows after it; `firstLine` is the line of the first row. */
export function trimTable<K extends string>(kind: K, raw: string[][], firstLine: number): TextTable<K> {
  const [head, ...body] = raw
  if (!head || head.every((h) => h.trim() === '')) throw new UnreadableFileError('The file has no header row')
  const headers = head.map((h, i) => h.trim() || `Column ${i + 1}`)
  const { rows, lines } = bodyRows(headers, body, firstLine)
  if (rows.length === 0) throw new UnreadableFileError('The file has no rows')
  return { kind, headers, rows, lines }
}

/** Records under `headers`, trimmed, numbered from `firstLine` (a blank record is counted and left
 * out): a file's body, or a piece of it read as a stream. */
export function bodyRows(headers: readonly string[], body: readonly string[][], firstLine: number): { rows: string[][]; lines: number[] } {
  const rows: string[][] = []
  const lines: number[] = []
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return
    rows.push(headers.map((_, j) => (cells[j] ?? '').trim()))
    lines.push(i + firstLine)
  })
  return { rows, lines }
}

export function parseCsv(text: string): TextTable<'csv'> {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: '' })
  const fatal = parsed.errors.find((e) => e.type === 'Delimiter' && parsed.data.length > 1 && (parsed.data[0]?.length ?? 0) < 2)
  if (fatal || parsed.data.length === 0) throw new UnreadableFileError('The file is not a table')
  return trimTable('csv', parsed.data, 2)
}

export async function parseExcel(bytes: ArrayBuffer): Promise<TextTable<'excel'>> {
  const { readSheet } = await import('read-excel-file/universal')
  let data: unknown[][]
  try {
    data = (await readSheet(bytes)) as unknown[][]
  } catch (error) {
    throw new UnreadableFileError(error instanceof Error ? error.message : String(error))
  }
  const text = (cell: unknown) => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell))
  return trimTable(
    'excel',
    data.map((row) => row.map(text)),
    2,
  )
}

/** A CSV (.csv, .tsv, .txt) or Excel (.xlsx) file as a table; UnreadableFileError otherwise. */
export async function readSpreadsheet(fileName: string, bytes: ArrayBuffer): Promise<TextTable<'csv' | 'excel'>> {
  const ext = extensionOf(fileName)
  if (ext === 'xlsx') return parseExcel(bytes)
  if (ext === 'csv' || ext === 'tsv' || ext === 'txt') return parseCsv(decodeText(bytes))
  throw new UnreadableFileError('Unknown file type')
}

export type FileChoiceProblem = 'none' | 'tooMany' | 'type' | 'tooLarge'

/** What is wrong with the files chosen for one import, if anything: one file only
 * (docs/spec.md#one-file: `Current limit: select 1 file`), an accepted extension, at most `maxBytes`. */
export function checkFileChoice(files: ReadonlyArray<{ name: string; size: number }>, accept: readonly string[], maxBytes: number): FileChoiceProblem | null {
  if (files.length === 0) return 'none'
  if (files.length > 1) return 'tooMany'
  if (!accept.includes(extensionOf(files[0]!.name))) return 'type'
  if (files[0]!.size > maxBytes) return 'tooLarge'
  return null
}

const FORMULA_START = /^[=+\-@\t\r]/

/** A cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function neutraliseCell<T extends string | number>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

/** CSV of a header and rows (papaparse quotes and escapes), formula-like cells neutralised. */
export function toCsv(fields: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return Papa.unparse({ fields: [...fields], data: rows.map((cells) => cells.map(neutraliseCell)) })
}

/** An .xlsx workbook of one sheet, the header row bold and kept in view, formula-like cells
 * neutralised (write-excel-file loads on first use). */
export async function toXlsx(sheet: string, fields: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal')
  const header = fields.map((field) => ({ value: field, fontWeight: 'bold' as const }))
  const body = rows.map((cells) => cells.map((cell) => (cell === '' ? null : { value: neutraliseCell(cell) })))
  return writeXlsxFile([header, ...body], { sheet, stickyRowsCount: 1 }).toBlob()
}
