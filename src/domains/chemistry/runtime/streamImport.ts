/**
 * A large import, run: the file is read as a stream (logic/importStream.ts), its rows drafted as
 * a small file's are, and sent in batches (1 000 rows or 3 MB of JSON) to an import job on the server,
 * which reads the structures itself and stores each batch in one transaction. Progress after
 * every batch; `signal` stops it after the batch on the way (the job is then marked stopped, what
 * was stored stays). A batch
 * that gets no answer (offline, a timeout, a 5xx) is sent again after 1, 2, 4 and 8 s — the server
 * skips rows it stored already — and past that the run fails with the job as it stands, to be
 * resumed: a resumed run (given the job) reads the file again from the start and sends only rows
 * from the job's `nextRow` on.
 */
import { ApiError } from '#platform/core/http/errors.ts'
import type { ChemistryApi, ImportJob, ImportJobRow, RejectedRow } from '../contract.ts'
import { draftRows, type DraftRow, type ImportMapping } from '../logic/importTable.ts'
import { streamTable, type StreamPlan } from '../logic/importStream.ts'

export interface JobApi {
  startImport(file: { fileName: string; fileSize: number; fileKey: string }): Promise<ImportJob>
  importBatch(id: number, rows: ImportJobRow[], signal?: AbortSignal): Promise<{ job: ImportJob; rejected: RejectedRow[] }>
  finishImport(id: number, state: 'done' | 'stopped'): Promise<ImportJob>
}

export interface StreamProgress {
  job: ImportJob
  /** The last batch's rejected rows. */
  rejected: RejectedRow[]
}

const BATCH_ROWS = 1000
/** Under the server's 4 MB body limit, counted as the JSON's UTF-8 bytes. */
const BATCH_BYTES = 3_000_000
const encoder = new TextEncoder()
const RETRY_WAITS_MS = [1000, 2000, 4000, 8000]

/** How the browser knows a file again: its name, size and modification time. */
export const fileKeyOf = (file: File) => `${file.name}|${file.size}|${file.lastModified}`

/** A drafted row as a job's batch carries it (an SDF's molfile as it is; the server reads it). */
export function toJobRow(draft: DraftRow, kind: StreamPlan['kind']): ImportJobRow {
  return {
    row: draft.row,
    name: draft.name,
    smiles: kind === 'sdf' ? '' : draft.structure,
    ...(kind === 'sdf' ? { molfile: draft.structure } : {}),
    notes: draft.notes,
    tags: draft.tags,
    activities: draft.activities,
    ...(draft.badNumber ? { badNumber: draft.badNumber } : {}),
  }
}

/** Whether sending again may help: no answer, a timeout, a server fault. */
const worthRetrying = (error: unknown) => error instanceof ApiError && (error.kind === 'network' || (error.status !== undefined && error.status >= 500))

export class StreamImportFailed extends Error {
  /** No answer from the server (offline, a timeout): the message is the browser's, not for people. */
  readonly offline: boolean
  constructor(
    readonly job: ImportJob | null,
    reason: unknown,
  ) {
    // A refusal carries the server's message, in the reader's language.
    super(reason instanceof ApiError ? (reason.serverMessage ?? reason.message) : reason instanceof Error ? reason.message : String(reason))
    this.offline = reason instanceof ApiError && (reason.kind === 'network' || reason.kind === 'http')
  }
}

export async function runStreamImport(options: {
  api: JobApi
  file: File
  plan: StreamPlan
  mapping: ImportMapping
  /** The job to go on with (resume); a new one otherwise. */
  job?: ImportJob
  signal: AbortSignal
  onProgress(progress: StreamProgress): void
  sleep?: (ms: number) => Promise<void>
}): Promise<ImportJob> {
  const { api, file, plan, mapping, signal, onProgress } = options
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const fileBase = file.name.replace(/\.[^.]+$/, '')
  let job: ImportJob | null = options.job ?? null
  try {
    job ??= await api.startImport({ fileName: file.name, fileSize: file.size, fileKey: fileKeyOf(file) })
    const current = job
    let batch: ImportJobRow[] = []
    let batchBytes = 0
    const send = async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          // Not aborted with the run: a Stop lets the batch on the way finish (the server stores it anyway).
          const answer = await api.importBatch(current.id, batch)
          job = answer.job
          onProgress({ job, rejected: answer.rejected })
          batch = []
          batchBytes = 0
          return
        } catch (error) {
          if (signal.aborted || !worthRetrying(error) || attempt >= RETRY_WAITS_MS.length) throw error
          await sleep(RETRY_WAITS_MS[attempt]!)
        }
      }
    }
    for await (const piece of streamTable(file, plan)) {
      if (signal.aborted) break
      for (const draft of draftRows(piece.table, mapping, fileBase)) {
        if (draft.row < current.nextRow) continue
        const row = toJobRow(draft, plan.kind)
        const size = encoder.encode(JSON.stringify(row)).length + 1
        if (batch.length > 0 && batchBytes + size > BATCH_BYTES) await send()
        batch.push(row)
        batchBytes += size
        if (batch.length >= BATCH_ROWS) await send()
        if (signal.aborted) break
      }
    }
    if (!signal.aborted && batch.length > 0) await send()
    return await api.finishImport(current.id, signal.aborted ? 'stopped' : 'done')
  } catch (error) {
    if (signal.aborted && job) return api.finishImport(job.id, 'stopped').catch(() => job!)
    throw new StreamImportFailed(job, error)
  }
}

/** What the import dialog needs of the API for jobs: the calls, the open jobs, and a job's whole
 * report of rejected rows (read 1 000 a page). */
export function importJobsOf(api: ChemistryApi) {
  return {
    startImport: api.startImport,
    importBatch: api.importBatch,
    finishImport: api.finishImport,
    openJobs: () => api.queryImports(),
    /** The first `count` rejected rows of the job (a resumed run's report covers the earlier runs too). */
    firstRejections: (job: ImportJob, count: number) => api.queryImportRejections({ id: job.id, currentPage: 1, pageSize: count }).then((page) => page.list),
    async rejections(job: ImportJob): Promise<RejectedRow[]> {
      const rows: RejectedRow[] = []
      for (let currentPage = 1; ; currentPage++) {
        const page = await api.queryImportRejections({ id: job.id, currentPage, pageSize: 1000 })
        rows.push(...page.list)
        if (page.list.length < 1000 || rows.length >= page.pagination.total) return rows
      }
    },
  }
}

/** The import jobs as the dialog uses them. */
export type ImportJobs = ReturnType<typeof importJobsOf>
