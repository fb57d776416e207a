/**
 * The import job endpoints (importJobs.ts): start a job for a large file, store its batches,
 * finish or stop it, list the caller's jobs to go on with, and page through a job's rejected
 * rows, each reason in the reader's language. Editors and administrators only; a job is its
 * starter's own (anyone else's is not found).
 */
import { Hono } from 'hono'
import type { ImportBatchResult, RejectedRow } from '../../../../src/domains/chemistry/contract.ts'
import { badRequest, notFound, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { say } from '../../platform/i18n.ts'
import { checkText, intParam, optionalIntParam, readJsonObject, readParams } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import type { Caller } from '../../platform/caller.ts'
import { callerScope } from '../admin/index.ts'
import { analyseStale } from './analysis.ts'
import { finishJob, findJob, openJobs, rejectionsPage, startJob, storeBatch } from './importJobs.ts'
import type { Rejected, Who } from './importRows.ts'

/** The paths whose requests may carry 4 MB (a batch of molfiles). */
export const IMPORT_BATCH_PATH = '/chemistry/compound/importBatch'

const jobId = (value: unknown): number => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 2_147_483_647) throw badRequest(/*i18n*/ 'id must be an import id')
  return value
}

export function importRoutes(deps: Deps, requireWriter: (caller: Caller) => void): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const session = requireSession(deps)
  const who = async (caller: Caller): Promise<Who> => ({ scope: await callerScope(db, caller), userId: caller.userId, now: deps.now() })
  const written =
    (t: ReturnType<typeof say>) =>
    (row: Rejected): RejectedRow => ({ ...row, reason: t(row.reason) })

  app.post('/chemistry/compound/startImport', session, async (c) => {
    const caller = c.get('caller')
    requireWriter(caller)
    const body = await readJsonObject(c)
    const fileName = checkText(body.fileName, { label: /*i18n*/ 'File name', max: 255, required: true })
    if ('error' in fileName) throw badRequest(fileName.error)
    const fileKey = checkText(body.fileKey, { label: /*i18n*/ 'File key', max: 600, required: true })
    if ('error' in fileKey) throw badRequest(fileKey.error)
    const fileSize = body.fileSize
    if (typeof fileSize !== 'number' || !Number.isSafeInteger(fileSize) || fileSize < 0) throw badRequest(/*i18n*/ 'fileSize must be the file size in bytes')
    return ok(c, await startJob(db, await who(caller), { fileName: fileName.value, fileSize, fileKey: fileKey.value }))
  })

  app.post(IMPORT_BATCH_PATH, session, async (c) => {
    const caller = c.get('caller')
    requireWriter(caller)
    const body = await readJsonObject(c)
    const stored = await storeBatch(db, await who(caller), jobId(body.id), body.rows)
    if (stored === null) throw notFound(/*i18n*/ 'Import not found')
    if ('error' in stored) throw badRequest(stored.error)
    // RDKit's analysis of the new rows follows in the background (analysis.ts).
    if (stored.job.imported > 0)
      void analyseStale(db, caller.tenantId).catch((error: unknown) => console.error(`Analysing imported compounds failed: ${String(error)}`))
    return ok(c, { job: stored.job, rejected: stored.rejected.map(written(say(c))) } satisfies ImportBatchResult)
  })

  app.post('/chemistry/compound/finishImport', session, async (c) => {
    const caller = c.get('caller')
    requireWriter(caller)
    const body = await readJsonObject(c)
    if (body.state !== 'done' && body.state !== 'stopped') throw badRequest(/*i18n*/ 'state must be done or stopped')
    const job = await finishJob(db, await who(caller), jobId(body.id), body.state)
    if (!job) throw notFound(/*i18n*/ 'Import not found')
    return ok(c, job)
  })

  app.get('/chemistry/compound/queryImports', session, async (c) => ok(c, await openJobs(db, await who(c.get('caller')))))

  app.get('/chemistry/compound/queryImportRejections', session, async (c) => {
    const params = await readParams(c)
    const id = optionalIntParam(params, 'id', 1, 2_147_483_647)
    if (id === undefined) throw badRequest(/*i18n*/ 'id is required')
    if (!(await findJob(db, await who(c.get('caller')), id))) throw notFound(/*i18n*/ 'Import not found')
    const page = await rejectionsPage(db, id, intParam(params, 'currentPage', 1, 1, 1_000_000), intParam(params, 'pageSize', 50, 1, 1000))
    return ok(c, { ...page, list: page.list.map(written(say(c))) })
  })

  return app
}
