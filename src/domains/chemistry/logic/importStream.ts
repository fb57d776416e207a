/**
 * Reading a large CSV or SDF file as a stream, never whole in memory: its head (the first
 * 256 kB) for the column choice, then its records a piece at a time as the file's bytes arrive,
 * each piece cut at a record's end — a newline outside quotes (CSV), a `$$$$` line (SDF) — and
 * parsed by the same readers as a small file (papaparse; parseSdf), numbered as the small file's
 * rows are. The encoding is UTF-8 unless the head is not (then GB18030, as Chinese Excel saves).
 * Framework-free: it runs on the page and in unit tests.
 */
import Papa from 'papaparse'
import { bodyRows } from '#platform/core/files/tableFile.ts'
import { guessMapping, parseSdf, UnreadableFileError, type ImportMapping, type ImportTable } from './importTable.ts'

/** CSV and SDF files larger than this are stored as they are read (an import job). */
export const STREAM_FROM_BYTES = 1024 * 1024
const HEAD_BYTES = 256 * 1024
const MAX_RECORD_CHARS = 32 * 1024 * 1024

export type StreamKind = 'csv' | 'sdf'
export type Encoding = 'utf-8' | 'gb18030'

/** How to read the file's records: what its head said. */
export interface StreamPlan {
  kind: StreamKind
  encoding: Encoding
  headers: string[]
  /** The CSV delimiter papaparse found in the head. */
  delimiter: string
}

export interface StreamHead {
  plan: StreamPlan
  sample: string[][]
  mapping: ImportMapping
  /** The rows the whole file likely holds (from the head's bytes per row). */
  estimatedRows: number
}

/** Where the complete records of `text` end (an index after a newline), or -1; `state` carries
 * the quoting across calls (`scanned`: characters of `text` already looked at). */
function csvCut(text: string, state: { inQuotes: boolean; scanned: number }): number {
  let cut = -1
  for (let i = state.scanned; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (ch === 34) state.inQuotes = !state.inQuotes
    else if (ch === 10 && !state.inQuotes) cut = i + 1
  }
  state.scanned = cut === -1 ? text.length : text.length - cut
  return cut
}

function sdfCut(text: string): number {
  let cut = -1
  for (const match of text.matchAll(/^\$\$\$\$[^\n]*\n/gm)) cut = match.index + match[0].length
  return cut
}

/** Records of a CSV piece (papaparse's last empty row, after the piece's final newline, dropped). */
function csvRecords(piece: string, delimiter: string): { rows: string[][]; delimiter: string } {
  const parsed = Papa.parse<string[]>(piece, { skipEmptyLines: false, delimiter })
  const rows = parsed.data
  if (piece.endsWith('\n') && rows.length > 0 && rows[rows.length - 1]!.length === 1 && rows[rows.length - 1]![0] === '') rows.pop()
  return { rows, delimiter: parsed.meta.delimiter }
}

/** A piece's records as table rows under `headers`, numbered from `first` (as trimTable numbers them). */
const csvTable = (records: string[][], headers: string[], first: number): ImportTable => ({ kind: 'csv', headers, ...bodyRows(headers, records, first) })

/** An SDF piece under the head's headers (its own fields matched by name), numbered from `first`. */
function sdfTable(piece: string, headers: string[], first: number): ImportTable {
  const table = parseSdf(piece)
  const at = headers.map((h) => table.headers.indexOf(h))
  return { kind: 'sdf', headers, rows: table.rows.map((cells) => at.map((j) => (j === -1 ? '' : cells[j]!))), lines: table.lines.map((n) => n - 1 + first) }
}

export function encodingOf(bytes: ArrayBuffer): Encoding {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true })
    return 'utf-8'
  } catch {
    return 'gb18030'
  }
}

/** Reads the head of `file`: the plan, a sample, the columns' likely roles and the row estimate. */
export async function readHead(file: Blob, kind: StreamKind): Promise<StreamHead> {
  const bytes = await file.slice(0, HEAD_BYTES).arrayBuffer()
  const encoding = encodingOf(bytes)
  const text = new TextDecoder(encoding).decode(bytes, { stream: true })
  const whole = bytes.byteLength >= file.size
  const cut = whole ? text.length : kind === 'csv' ? csvCut(text, { inQuotes: false, scanned: 0 }) : sdfCut(text)
  if (cut <= 0) throw new UnreadableFileError(kind === 'csv' ? 'The file is not a table' : 'The file holds no molecules')
  const piece = text.slice(0, cut)
  let table: ImportTable
  let delimiter = ''
  if (kind === 'csv') {
    const records = csvRecords(piece, '')
    delimiter = records.delimiter
    const [head, ...body] = records.rows
    if (!head || head.length < 2 || head.every((h) => h.trim() === '')) throw new UnreadableFileError('The file has no header row')
    table = csvTable(
      body,
      head.map((h, i) => h.trim() || `Column ${i + 1}`),
      2,
    )
    if (table.rows.length === 0) throw new UnreadableFileError('The file has no rows')
  } else table = parseSdf(piece)
  const headBytes = new TextEncoder().encode(piece).length
  return {
    plan: { kind, encoding, headers: table.headers, delimiter },
    sample: table.rows.slice(0, 5).map((cells) => cells.map((c) => (c.length > 80 ? `${c.slice(0, 77)}…` : c))),
    mapping: guessMapping(table),
    estimatedRows: Math.max(table.rows.length, Math.round((table.rows.length * file.size) / Math.max(1, headBytes))),
  }
}

export interface StreamPiece {
  table: ImportTable
}

/** The file's records, a piece at a time, as it is read. */
export async function* streamTable(file: Blob, plan: StreamPlan, options: { chunkBytes?: number } = {}): AsyncGenerator<StreamPiece> {
  const chunkBytes = options.chunkBytes ?? 1024 * 1024
  const decoder = new TextDecoder(plan.encoding)
  const quoting = { inQuotes: false, scanned: 0 }
  let buffer = ''
  let offset = 0
  let next = 1
  let header = plan.kind === 'csv'
  const take = (piece: string): ImportTable | null => {
    if (plan.kind === 'sdf') {
      if (piece.trim() === '') return null
      const table = sdfTable(piece, plan.headers, next)
      next += table.rows.length
      return table
    }
    const records = csvRecords(piece, plan.delimiter).rows
    // The first record of the file is the header row (line 1).
    if (header) {
      header = false
      records.shift()
      next = 2
    }
    const table = csvTable(records, plan.headers, next)
    next += records.length
    return table
  }
  for (;;) {
    // A slice at a time (1 MB): only it and the records not yet sent are in memory.
    const value = offset < file.size ? new Uint8Array(await file.slice(offset, offset + chunkBytes).arrayBuffer()) : null
    const done = value === null
    if (value) {
      offset += value.byteLength
      // Line ends as they are (papaparse and parseSdf read CRLF as the whole-file reader does).
      buffer += decoder.decode(value, { stream: true })
    }
    if (done) {
      buffer += decoder.decode()
      const table = take(buffer.endsWith('\n') || buffer === '' ? buffer : `${buffer}\n`)
      if (table && table.rows.length > 0) yield { table }
      return
    }
    const cut = plan.kind === 'csv' ? csvCut(buffer, quoting) : sdfCut(buffer)
    if (cut === -1) {
      // No record's end in 32 MB (an unbalanced quote, old Mac line ends): stop, not fill memory.
      if (buffer.length > MAX_RECORD_CHARS) throw new UnreadableFileError(`No record ends within 32 MB after row ${next}`)
      continue
    }
    const table = take(buffer.slice(0, cut))
    buffer = buffer.slice(cut)
    if (table && table.rows.length > 0) yield { table }
  }
}
