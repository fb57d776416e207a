// The large import's run against a recorded job API (the server's own behaviour is held by
// tests/server/compoundImportJobs.test.ts and the journey in Chromium): batches of at most 1 000
// rows and 3 MB of JSON, even of wide Chinese notes; a batch without an answer is sent again; a
// resumed run sends only rows from the job's next row; Stop lets the batch on the way finish and
// marks the job stopped; a refusal ends the run with the server's message.
import { describe, expect, it } from 'vitest'
import { ApiError } from '#platform/core/http/errors.ts'
import type { ImportJob, ImportJobRow } from '../../../../src/domains/chemistry/contract.ts'
import { readHead } from '../../../../src/domains/chemistry/logic/importStream.ts'
import { runStreamImport, StreamImportFailed, type JobApi } from '../../../../src/domains/chemistry/runtime/streamImport.ts'

const JOB: ImportJob = {
  id: 1,
  fileName: 'f.csv',
  fileSize: 0,
  fileKey: 'k',
  state: 'running',
  nextRow: 1,
  imported: 0,
  rejected: 0,
  createdAt: '',
  updatedAt: '',
}

function recordingApi(options: { failFirst?: number; refuse?: boolean; onBatch?: (rows: ImportJobRow[]) => void } = {}) {
  const batches: ImportJobRow[][] = []
  const finished: string[] = []
  let failures = options.failFirst ?? 0
  let job = { ...JOB }
  const api: JobApi = {
    startImport: async () => job,
    importBatch: async (_, rows) => {
      if (options.refuse) throw new ApiError('business', 'This import is finished', { status: 400, serverMessage: '此导入已完成' })
      if (failures-- > 0) throw new ApiError('network', 'Failed to fetch')
      batches.push(rows)
      options.onBatch?.(rows)
      job = { ...job, nextRow: rows.at(-1)!.row + 1, imported: job.imported + rows.length }
      return { job, rejected: [] }
    },
    finishImport: async (_, state) => {
      finished.push(state)
      return { ...job, state }
    },
  }
  return { api, batches, finished }
}

async function fileOf(rows: number, notes = (i: number) => `note ${i}`) {
  const text = 'name,smiles,notes\n' + Array.from({ length: rows }, (_, i) => `C-${i},${'C'.repeat(1 + (i % 20))}O,${notes(i)}`).join('\n') + '\n'
  const file = new File([text], 'f.csv', { lastModified: 1 })
  const head = await readHead(file, 'csv')
  return { file, plan: head.plan, mapping: head.mapping }
}

const run = (api: JobApi, input: Awaited<ReturnType<typeof fileOf>>, extra: { job?: ImportJob; signal?: AbortSignal } = {}) =>
  runStreamImport({
    api,
    ...input,
    signal: extra.signal ?? new AbortController().signal,
    onProgress: () => undefined,
    sleep: async () => undefined,
    ...(extra.job ? { job: extra.job } : {}),
  })

describe('runStreamImport', () => {
  it('sends every row once, in batches of at most 1 000, and finishes the job', async () => {
    const { api, batches, finished } = recordingApi()
    const done = await run(api, await fileOf(2_500))
    expect(batches.map((b) => b.length)).toEqual([1000, 1000, 500])
    expect(batches.flat().map((r) => r.row)).toEqual(Array.from({ length: 2_500 }, (_, i) => i + 2))
    expect(finished).toEqual(['done'])
    expect(done.state).toBe('done')
  })

  it('keeps a batch of wide Chinese notes under 3 MB of JSON', async () => {
    const { api, batches } = recordingApi()
    await run(api, await fileOf(1_500, () => '化合物备注'.repeat(300)))
    expect(batches.length).toBeGreaterThan(2)
    for (const batch of batches) expect(new TextEncoder().encode(JSON.stringify({ id: 1, rows: batch })).length).toBeLessThan(3_100_000)
    expect(batches.flat()).toHaveLength(1_500)
  })

  it('sends a batch again after no answer, and a resumed run only rows from the next row', async () => {
    const retried = recordingApi({ failFirst: 2 })
    await run(retried.api, await fileOf(1_200))
    expect(retried.batches.flat()).toHaveLength(1_200)
    const resumed = recordingApi()
    await run(resumed.api, await fileOf(1_200), { job: { ...JOB, nextRow: 1_002, imported: 1_000 } })
    expect(resumed.batches.flat().map((r) => r.row)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1_002))
  })

  it('lets the batch on the way finish on Stop, sends no more, and marks the job stopped', async () => {
    const stop = new AbortController()
    const { api, batches, finished } = recordingApi({ onBatch: () => stop.abort() })
    const job = await run(api, await fileOf(3_000), { signal: stop.signal })
    expect(batches).toHaveLength(1)
    expect(finished).toEqual(['stopped'])
    expect(job.state).toBe('stopped')
  })

  it("ends on a refusal with the server's message and the job as it stands", async () => {
    const { api } = recordingApi({ refuse: true })
    const failed = await run(api, await fileOf(10)).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(StreamImportFailed)
    expect((failed as StreamImportFailed).message).toBe('此导入已完成')
    expect((failed as StreamImportFailed).offline).toBe(false)
    expect((failed as StreamImportFailed).job?.id).toBe(1)
  })
})
