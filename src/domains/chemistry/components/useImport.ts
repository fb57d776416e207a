/**
 * The import's steps as state: choose one file → read it (in the worker) → map its columns →
 * read the structures (progress, cancel) → review → store (one request, one transaction) → the
 * result with every set-aside row. Closing or cancelling stops the worker; nothing is stored
 * before "Import".
 */
import { useEffect, useRef, useState } from 'react'
import type { ImportResult } from '../contract.ts'
import type { ImportMapping, TableKind } from '../logic/importTable.ts'
import { checkFiles, type FileChoiceProblem } from '../logic/importTable.ts'
import { MAX_IMPORT_ROWS } from '../logic/compoundData.ts'
import type { ReadRow, RowProblem } from '../logic/importCompute.ts'
import type { JobAnswer } from '../logic/importJob.ts'
import { startImportRunner, type ImportRunner } from '../importRunner.ts'

export interface TableInfo {
  fileName: string
  kind: TableKind
  headers: string[]
  sample: string[][]
  rowCount: number
}

export type ImportStep =
  | { step: 'choose'; problem?: FileChoiceProblem }
  | { step: 'reading'; fileName: string }
  | { step: 'failed'; fileName: string; detail: string }
  | { step: 'map'; table: TableInfo; mapping: ImportMapping }
  | { step: 'computing'; table: TableInfo; mapping: ImportMapping; done: number; total: number }
  | { step: 'review'; table: TableInfo; mapping: ImportMapping; rows: ReadRow[]; problems: RowProblem[]; analysed: boolean }
  | { step: 'storing'; table: TableInfo; mapping: ImportMapping; rows: ReadRow[]; problems: RowProblem[]; analysed: boolean }
  | { step: 'result'; table: TableInfo; imported: number; problems: RowProblem[] }

/** Merges the server's rejections into the rows set aside, in file order. */
export function withServerRejections(rows: ReadRow[], local: RowProblem[], result: ImportResult): RowProblem[] {
  const byRow = new Map(rows.map((r) => [r.row, r]))
  const fromServer = result.rejected.map((r): RowProblem => {
    const source = byRow.get(r.row)
    const where = { row: r.row, name: source?.name ?? '', structure: source?.smiles ?? '' }
    if (r.code === 'duplicate') return { ...where, code: 'duplicate', existing: r.name ?? '' }
    if (r.code === 'repeated') return { ...where, code: 'repeated', earlierRow: r.earlierRow ?? 0 }
    return { ...where, code: 'data', reason: r.reason }
  })
  return [...local, ...fromServer].sort((a, b) => a.row - b.row)
}

export function useImport(store: (rows: ReadRow[]) => Promise<ImportResult>) {
  const [state, setState] = useState<ImportStep>({ step: 'choose' })
  const runner = useRef<ImportRunner | null>(null)
  const file = useRef<File | null>(null)
  const fileName = () => file.current?.name ?? ''

  const stop = () => {
    runner.current?.cancel()
    runner.current = null
  }
  useEffect(() => stop, [])

  function onAnswer(answer: JobAnswer) {
    setState((current) => {
      if (answer.type === 'unreadable') return { step: 'failed', fileName: fileName(), detail: answer.detail }
      if (answer.type === 'table') {
        // A file read again after a cancel answers its table again: the step stays.
        if (current.step !== 'reading') return current
        const table = { fileName: fileName(), kind: answer.kind, headers: answer.headers, sample: answer.sample, rowCount: answer.rowCount }
        return { step: 'map', table, mapping: answer.mapping }
      }
      if (current.step !== 'computing') return current
      if (answer.type === 'progress') return { ...current, done: answer.done, total: answer.total }
      return { step: 'review', table: current.table, mapping: current.mapping, rows: answer.rows, problems: answer.problems, analysed: answer.analysed }
    })
  }

  /** A runner holding the chosen file (the worker reads it again after a cancel). */
  async function loadFile(): Promise<ImportRunner | null> {
    const chosen = file.current!
    let bytes: ArrayBuffer
    try {
      bytes = await chosen.arrayBuffer()
    } catch (error) {
      setState({ step: 'failed', fileName: chosen.name, detail: String(error) })
      return null
    }
    const started = startImportRunner(onAnswer, (error) => {
      stop()
      setState({ step: 'failed', fileName: chosen.name, detail: error instanceof Error ? error.message : String(error) })
    })
    started.send({ type: 'read', name: chosen.name, bytes })
    runner.current = started
    return started
  }

  async function choose(files: readonly File[]) {
    const problem = checkFiles(files)
    if (problem) {
      setState({ step: 'choose', problem })
      return
    }
    stop()
    file.current = files[0]!
    setState({ step: 'reading', fileName: files[0]!.name })
    await loadFile()
  }

  async function compute(mapping: ImportMapping) {
    if (state.step !== 'map' || state.table.rowCount > MAX_IMPORT_ROWS) return
    const { table } = state
    setState({ step: 'computing', table, mapping, done: 0, total: table.rowCount })
    const active = runner.current ?? (await loadFile())
    active?.send({ type: 'compute', mapping, fileBase: table.fileName.replace(/\.[^.]+$/, '') })
  }

  /** Stops reading the structures; the column choice stays, to start again. */
  function cancel() {
    if (state.step !== 'computing') return
    stop()
    setState({ step: 'map', table: state.table, mapping: state.mapping })
  }

  async function commit() {
    if (state.step !== 'review' || state.rows.length === 0) return
    const { table, mapping, rows, problems, analysed } = state
    setState({ step: 'storing', table, mapping, rows, problems, analysed })
    try {
      const result = await store(rows)
      setState({ step: 'result', table, imported: result.imported, problems: withServerRejections(rows, problems, result) })
    } catch {
      // The HTTP layer showed why; the reviewed rows stay, to try again.
      setState({ step: 'review', table, mapping, rows, problems, analysed })
    }
  }

  function reset() {
    stop()
    file.current = null
    setState({ step: 'choose' })
  }

  return { state, choose, compute, cancel, commit, reset, setState }
}
