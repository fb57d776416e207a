/**
 * The import's work, as messages: `read` a file into a table (answering its headers, a sample and
 * the guessed column roles), then `compute` its rows (answering progress every 50 rows, then the
 * rows ready to send and the problems). A compute may take one `part` of the rows: the page runs
 * several import workers at once (runtime/importRunner.ts) and merges their answers (`mergeParts`, which
 * also finds a row repeating a structure from another part). When a worker cannot start (a
 * host's CSP), the page runs the same job, giving the event loop a turn between slices.
 * openchemlib reads every row; RDKit analyses it when it could start (`loadAnalyser` failing
 * leaves the analysis out: the server computes its own either way).
 */
import type * as OCLNamespace from 'openchemlib'
import { draftRows, guessMapping, readTable, UnreadableFileError, type ImportMapping, type ImportTable, type TableKind } from './importTable.ts'
import { computeRow, isProblem, newComputeState, type ReadRow, type RowProblem } from './importCompute.ts'
import type { Analyser } from './rdkitEngine.ts'

/** Part `index` of `count` equal runs of the rows. */
export interface JobPart {
  index: number
  count: number
}

export type JobRequest = { type: 'read'; name: string; bytes: ArrayBuffer } | { type: 'compute'; mapping: ImportMapping; fileBase: string; part?: JobPart }

export type JobAnswer =
  | { type: 'table'; kind: TableKind; headers: string[]; sample: string[][]; rowCount: number; mapping: ImportMapping }
  | { type: 'unreadable'; detail: string }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; rows: ReadRow[]; problems: RowProblem[]; analysed: boolean }

const PROGRESS_EVERY = 50

export const MAX_IMPORT_WORKERS = 4
const ROWS_PER_WORKER = 250

/** How many workers a compute of `rows` rows takes on a machine with `cores` cores: one per 250
 * rows, at most MAX_IMPORT_WORKERS and no more than the cores. */
export function workersFor(rows: number, cores: number): number {
  return Math.max(1, Math.min(MAX_IMPORT_WORKERS, Math.max(1, cores), Math.ceil(rows / ROWS_PER_WORKER)))
}

export interface JobOptions {
  loadOcl: () => Promise<typeof OCLNamespace>
  loadAnalyser: () => Promise<Analyser>
  pause?: () => Promise<void>
  cancelled?: () => boolean
}

/** The rows of `part` (all of them without one). */
export function partOf<T>(items: readonly T[], part?: JobPart): readonly T[] {
  if (!part || part.count <= 1) return items
  const size = items.length / part.count
  return items.slice(Math.round(size * part.index), Math.round(size * (part.index + 1)))
}

export function createImportJob(options: JobOptions) {
  let table: ImportTable | undefined
  return async function handle(request: JobRequest, post: (answer: JobAnswer) => void): Promise<void> {
    if (request.type === 'read') {
      try {
        table = await readTable(request.name, request.bytes)
      } catch (error) {
        post({ type: 'unreadable', detail: error instanceof UnreadableFileError ? error.message : String(error) })
        return
      }
      const sample = table.rows.slice(0, 5).map((cells) => cells.map((c) => (c.length > 80 ? `${c.slice(0, 77)}…` : c)))
      post({ type: 'table', kind: table.kind, headers: table.headers, sample, rowCount: table.rows.length, mapping: guessMapping(table) })
      return
    }
    if (!table) return
    const drafts = partOf(draftRows(table, request.mapping, request.fileBase), request.part)
    const [ocl, analyser] = await Promise.all([options.loadOcl(), options.loadAnalyser().catch(() => null)])
    const state = newComputeState()
    const rows: ReadRow[] = []
    const problems: RowProblem[] = []
    for (const [i, draft] of drafts.entries()) {
      const result = computeRow(ocl, analyser, draft, state)
      if (isProblem(result)) problems.push(result)
      else rows.push(result)
      if ((i + 1) % PROGRESS_EVERY === 0 || i === drafts.length - 1) {
        post({ type: 'progress', done: i + 1, total: drafts.length })
        if (options.pause) await options.pause()
        if (options.cancelled?.()) return
      }
    }
    post({ type: 'done', rows, problems, analysed: analyser !== null })
  }
}

/** The parts' answers as one, in file order: a row whose structure an earlier row of another
 * part already had is set aside as a repeat of it. */
export function mergeParts(parts: ReadonlyArray<{ rows: ReadRow[]; problems: RowProblem[]; analysed: boolean }>): {
  rows: ReadRow[]
  problems: RowProblem[]
  analysed: boolean
} {
  const all = parts.flatMap((p) => p.rows).sort((a, b) => a.row - b.row)
  const problems = parts.flatMap((p) => p.problems)
  const firstRow = new Map<string, number>()
  const rows: ReadRow[] = []
  for (const row of all) {
    const earlier = firstRow.get(row.idcode)
    if (earlier === undefined) {
      firstRow.set(row.idcode, row.row)
      rows.push(row)
    } else problems.push({ row: row.row, name: row.name, structure: row.structure, code: 'repeated', earlierRow: earlier })
  }
  return { rows, problems: problems.sort((a, b) => a.row - b.row), analysed: parts.every((p) => p.analysed) }
}
