/**
 * The import's steps as state: choose one file → read it (in the worker) → map its columns →
 * read the structures (progress, cancel) → review → store (one request, one transaction) → the
 * result with every set-aside row. Closing or cancelling stops the worker; nothing is stored
 * before "Import". A CSV or SDF file over 1 MB, or of more than 5 000 rows, is streamed instead
 * (runtime/streamImport.ts): its head is read for the column choice, then its rows are stored batch by
 * batch as they are read (progress, stop); a run that fails can be resumed, also after a reload
 * (the server's open jobs are offered, and the same file chosen again goes on).
 */
import { useEffect, useRef, useState } from 'react'
import type { ImportResult } from '../contract.ts'
import type { ImportMapping, TableKind } from '../logic/importTable.ts'
import { checkFiles, type FileChoiceProblem } from '../logic/importTable.ts'
import { MAX_IMPORT_ROWS } from '../logic/compoundData.ts'
import type { ReadRow, RowProblem } from '../logic/importCompute.ts'
import type { JobAnswer } from '../logic/importJob.ts'
import { startImportRunner, type ImportRunner } from '../runtime/importRunner.ts'
import type { ImportJob, RejectedRow } from '../contract.ts'
import { kindOf } from '../logic/importTable.ts'
import { readHead, STREAM_FROM_BYTES, type StreamPlan } from '../logic/importStream.ts'
import { fileKeyOf, runStreamImport, StreamImportFailed, type ImportJobs, type JobApi } from '../runtime/streamImport.ts'

export interface TableInfo {
  fileName: string
  kind: TableKind
  headers: string[]
  sample: string[][]
  rowCount: number
  /** Stored as it is read (rowCount is then an estimate from the file's head). */
  stream?: { plan: StreamPlan; resume?: ImportJob }
}

/** The rejected rows a streamed import keeps on the page (the rest are on the server). */
export const SHOWN_REJECTIONS = 500

export type ImportStep =
  | { step: 'choose'; problem?: FileChoiceProblem }
  | { step: 'reading'; fileName: string }
  | { step: 'failed'; fileName: string; detail: string }
  | { step: 'map'; table: TableInfo; mapping: ImportMapping }
  | { step: 'computing'; table: TableInfo; mapping: ImportMapping; done: number; total: number }
  | { step: 'review'; table: TableInfo; mapping: ImportMapping; rows: ReadRow[]; problems: RowProblem[]; analysed: boolean }
  | { step: 'storing'; table: TableInfo; mapping: ImportMapping; rows: ReadRow[]; problems: RowProblem[]; analysed: boolean }
  | { step: 'result'; table: TableInfo; imported: number; problems: RowProblem[] }
  | { step: 'streaming'; table: TableInfo; job: ImportJob | null; rejected: RejectedRow[]; stopping?: boolean }
  | { step: 'interrupted'; table: TableInfo; mapping: ImportMapping; job: ImportJob | null; detail: string; offline: boolean }
  | { step: 'streamed'; table: TableInfo; job: ImportJob; rejected: RejectedRow[] }

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

export function useImport(store: (rows: ReadRow[]) => Promise<ImportResult>, jobs?: Pick<ImportJobs, keyof JobApi | 'openJobs' | 'firstRejections'>) {
  const [state, setState] = useState<ImportStep>({ step: 'choose' })
  const [openJobs, setOpenJobs] = useState<ImportJob[]>([])
  const runner = useRef<ImportRunner | null>(null)
  const streaming = useRef<AbortController | null>(null)
  const file = useRef<File | null>(null)
  const fileName = () => file.current?.name ?? ''

  const stop = () => {
    runner.current?.cancel()
    runner.current = null
  }
  /** Ends a streamed run and forgets it: what it answers later changes nothing here. */
  const drop = () => {
    streaming.current?.abort()
    streaming.current = null
  }
  useEffect(
    () => () => {
      stop()
      drop()
    },
    [],
  )
  // The caller's unfinished large imports, offered to go on with.
  useEffect(() => {
    if (state.step !== 'choose' || !jobs) return
    let live = true
    jobs.openJobs().then(
      (list) => live && setOpenJobs(list),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [state.step, jobs])

  /** A large CSV or SDF file: its head, for the column choice (streamed later). */
  async function chooseStream(chosen: File, kind: 'csv' | 'sdf') {
    try {
      const head = await readHead(chosen, kind)
      const resume = openJobs.find((j) => j.fileKey === fileKeyOf(chosen))
      const table: TableInfo = {
        fileName: chosen.name,
        kind,
        headers: head.plan.headers,
        sample: head.sample,
        rowCount: head.estimatedRows,
        stream: { plan: head.plan, ...(resume ? { resume } : {}) },
      }
      // Going on: the columns the job was started with (kept in this browser), else the guess.
      setState({ step: 'map', table, mapping: (resume && savedMapping(resume, head.plan.headers)) || head.mapping })
    } catch (error) {
      setState({ step: 'failed', fileName: chosen.name, detail: error instanceof Error ? error.message : String(error) })
    }
  }

  /** Stores the file as it is read, going on with `job` when given. */
  async function stream(table: TableInfo, mapping: ImportMapping, job?: ImportJob) {
    if (!jobs || !table.stream || !file.current) return
    const controller = new AbortController()
    streaming.current = controller
    // Only this run's answers count, while it is the dialog's run (not after a close or reset).
    const mine = () => streaming.current === controller
    setState({ step: 'streaming', table, job: job ?? null, rejected: [] })
    try {
      const done = await runStreamImport({
        api: jobs,
        file: file.current,
        plan: table.stream.plan,
        mapping,
        ...(job ? { job } : {}),
        signal: controller.signal,
        onProgress: (progress) => {
          if (!mine()) return
          saveMapping(progress.job, table.stream!.plan.headers, mapping)
          setState((current) =>
            current.step !== 'streaming'
              ? current
              : { ...current, job: progress.job, rejected: [...current.rejected, ...progress.rejected].slice(0, SHOWN_REJECTIONS) },
          )
        },
      })
      // The server's report: also the rows an earlier run of a resumed job set aside.
      const rejected = await jobs.firstRejections(done, SHOWN_REJECTIONS).catch(() => null)
      if (mine()) setState((current) => ({ step: 'streamed', table, job: done, rejected: rejected ?? (current.step === 'streaming' ? current.rejected : []) }))
    } catch (error) {
      const failed = error instanceof StreamImportFailed ? error : null
      if (mine())
        setState({
          step: 'interrupted',
          table,
          mapping,
          job: failed?.job ?? null,
          detail: failed ? failed.message : String(error),
          offline: failed?.offline ?? false,
        })
    } finally {
      if (mine()) streaming.current = null
    }
  }

  /** Stops a streamed import (what was stored stays; it can be resumed). */
  function stopStream() {
    streaming.current?.abort()
    setState((current) => (current.step === 'streaming' ? { ...current, stopping: true } : current))
  }

  /** Goes on with an interrupted import from the row the server stands at. */
  function resume() {
    if (state.step !== 'interrupted') return
    void stream(state.table, state.mapping, state.job ?? undefined)
  }

  function onAnswer(answer: JobAnswer) {
    // More rows than one request holds: stored as read instead.
    if (answer.type === 'table' && answer.rowCount > MAX_IMPORT_ROWS && jobs && (answer.kind === 'csv' || answer.kind === 'sdf') && file.current) {
      stop()
      void chooseStream(file.current, answer.kind)
      return
    }
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
    const chosen = (file.current = files[0]!)
    setState({ step: 'reading', fileName: chosen.name })
    const kind = kindOf(chosen.name)
    if (jobs && (kind === 'csv' || kind === 'sdf') && chosen.size > STREAM_FROM_BYTES) return chooseStream(chosen, kind)
    await loadFile()
  }

  async function compute(mapping: ImportMapping) {
    if (state.step !== 'map') return
    const { table } = state
    if (table.stream) return stream(table, mapping, table.stream.resume)
    if (table.rowCount > MAX_IMPORT_ROWS) return
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
    drop()
    file.current = null
    setState({ step: 'choose' })
  }

  return { state, openJobs, choose, compute, cancel, commit, reset, setState, stopStream, resume }
}

/** The column choice a job was started with, kept in this browser to go on with the same columns. */
const mappingKey = (job: ImportJob) => `sw-compound-import-${job.id}`

function saveMapping(job: ImportJob, headers: string[], mapping: ImportMapping) {
  try {
    localStorage.setItem(mappingKey(job), JSON.stringify({ headers, mapping }))
  } catch {
    // Storage may be off (a host's policy): a resumed import guesses the columns again.
  }
}

function savedMapping(job: ImportJob, headers: string[]): ImportMapping | null {
  try {
    const saved = JSON.parse(localStorage.getItem(mappingKey(job)) ?? 'null') as { headers: string[]; mapping: ImportMapping } | null
    return saved && JSON.stringify(saved.headers) === JSON.stringify(headers) ? saved.mapping : null
  } catch {
    return null
  }
}
