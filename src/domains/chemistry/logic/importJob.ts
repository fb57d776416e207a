/**
 * The import's work, as messages: `read` a file into a table (answering its headers, a sample and
 * the guessed column roles), then `compute` its rows (answering progress every 50 rows, then the
 * rows ready to send and the problems). The import worker runs it; when a worker cannot start
 * (a host's CSP), the page runs the same job, giving the event loop a turn between slices.
 */
import type * as OCLNamespace from 'openchemlib'
import { draftRows, guessMapping, readTable, UnreadableFileError, type ImportMapping, type ImportTable, type TableKind } from './importTable.ts'
import { computeRow, isProblem, newComputeState, type ReadRow, type RowProblem } from './importCompute.ts'

export type JobRequest = { type: 'read'; name: string; bytes: ArrayBuffer } | { type: 'compute'; mapping: ImportMapping; fileBase: string }

export type JobAnswer =
  | { type: 'table'; kind: TableKind; headers: string[]; sample: string[][]; rowCount: number; mapping: ImportMapping }
  | { type: 'unreadable'; detail: string }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; rows: ReadRow[]; problems: RowProblem[] }

const PROGRESS_EVERY = 50

export function createImportJob(options: { loadOcl: () => Promise<typeof OCLNamespace>; pause?: () => Promise<void>; cancelled?: () => boolean }) {
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
    const drafts = draftRows(table, request.mapping, request.fileBase)
    const ocl = await options.loadOcl()
    const state = newComputeState()
    const rows: ReadRow[] = []
    const problems: RowProblem[] = []
    for (const [i, draft] of drafts.entries()) {
      const result = computeRow(ocl, draft, state)
      if (isProblem(result)) problems.push(result)
      else rows.push(result)
      if ((i + 1) % PROGRESS_EVERY === 0 || i === drafts.length - 1) {
        post({ type: 'progress', done: i + 1, total: drafts.length })
        if (options.pause) await options.pause()
        if (options.cancelled?.()) return
      }
    }
    post({ type: 'done', rows, problems })
  }
}
