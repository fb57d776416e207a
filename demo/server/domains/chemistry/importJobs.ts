/**
 * Import jobs: a large CSV or SDF file stored batch by batch as the browser reads it
 * (migration 0028). A batch is one transaction — its compounds, its rejected rows and the job's
 * progress (`next_row`) together — so a batch sent again after a failure stores nothing twice:
 * rows before `next_row` are skipped. The job belongs to the user who started it; a stopped job
 * goes on when a batch arrives, a done one takes none. Two imports storing the same structure at
 * once: the later batch's transaction is run again and finds it there.
 */
import type { ImportJob } from '../../../../src/domains/chemistry/contract.ts'
import type { Page } from '#platform/core/api/types.ts'
import { isUniqueViolation, type Db, type Queryable } from '../../platform/db.ts'
import { toPage } from '../../platform/http.ts'
import { text, type Text } from '../../platform/i18n.ts'
import { checkRows, storeRows, type Rejected, type Who } from './importRows.ts'

const JOB_COLUMNS = `id, file_name as "fileName", file_size::float8 as "fileSize", file_key as "fileKey", state, next_row as "nextRow",
  imported, rejected, created_at as "createdAt", updated_at as "updatedAt"`

type JobRow = Omit<ImportJob, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }
const toJob = (row: JobRow): ImportJob => ({ ...row, createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString() })

export async function startJob(db: Db, who: Who, file: { fileName: string; fileSize: number; fileKey: string }): Promise<ImportJob> {
  const [row] = await db.query<JobRow>(
    `insert into compound_imports (tenant_id, created_by, file_name, file_size, file_key, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6) returning ${JOB_COLUMNS}`,
    [who.scope.tenantId, who.userId, file.fileName, file.fileSize, file.fileKey, who.now],
  )
  return toJob(row!)
}

/** The caller's own job `id`, or null (another user's, another tenant's, none). */
export async function findJob(q: Queryable, who: Who, id: number, options: { lock?: boolean } = {}): Promise<ImportJob | null> {
  const [row] = await q.query<JobRow>(
    `select ${JOB_COLUMNS} from compound_imports where id = $1 and tenant_id = $2 and created_by = $3${options.lock ? ' for update' : ''}`,
    [id, who.scope.tenantId, who.userId],
  )
  return row ? toJob(row) : null
}

/** The caller's jobs not done (running or stopped), of the last 30 days, newest first: what the
 * import dialog offers to go on with. */
export async function openJobs(db: Db, who: Who): Promise<ImportJob[]> {
  const rows = await db.query<JobRow>(
    `select ${JOB_COLUMNS} from compound_imports where tenant_id = $1 and created_by = $2 and state <> 'done'
       and updated_at > $3::timestamptz - interval '30 days' order by updated_at desc, id desc limit 5`,
    [who.scope.tenantId, who.userId, who.now],
  )
  return rows.map(toJob)
}

/** Stores one batch of job `id`: its rows from `next_row` on. The job after it and the batch's
 * rejected rows; null when the caller has no such job; an error when the batch is malformed or
 * the job is done. */
export async function storeBatch(db: Db, who: Who, id: number, rows: unknown): Promise<{ job: ImportJob; rejected: Rejected[] } | { error: Text } | null> {
  // The job first: no structure is read for a job the caller does not have or that is done.
  const before = await findJob(db, who, id)
  if (!before) return null
  if (before.state === 'done') return { error: text(/*i18n*/ 'This import is finished') }
  const checked = await checkRows(rows, { numbered: true })
  if ('error' in checked) return checked
  const last = Math.max(...[...checked.valid, ...checked.rejected].map((r) => r.row))
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const job = await findJob(tx, who, id, { lock: true })
        if (!job) return null
        if (job.state === 'done') return { error: text(/*i18n*/ 'This import is finished') }
        // Rows an earlier sending of this batch stored already.
        const valid = checked.valid.filter((r) => r.row >= job.nextRow)
        const rejected = checked.rejected.filter((r) => r.row >= job.nextRow)
        if (last < job.nextRow) return { job, rejected: [] }
        const imported = await storeRows(tx, who, valid, rejected, id)
        await insertRejections(tx, id, rejected)
        const [after] = await tx.query<JobRow>(
          `update compound_imports set state = 'running', next_row = $2, imported = imported + $3, rejected = rejected + $4, updated_at = $5
            where id = $1 returning ${JOB_COLUMNS}`,
          [id, last + 1, imported, rejected.length, who.now],
        )
        return { job: toJob(after!), rejected }
      })
    } catch (error) {
      // Another import stored one of these structures meanwhile (the next attempt finds it), or
      // two transactions' name counts met in opposite orders (PostgreSQL chose this one to end).
      if ((isUniqueViolation(error) || (error as { code?: unknown }).code === '40P01') && attempt < 3) continue
      throw error
    }
  }
}

async function insertRejections(tx: Queryable, id: number, rejected: Rejected[]): Promise<void> {
  for (let start = 0; start < rejected.length; start += 1000) {
    const part = rejected.slice(start, start + 1000)
    await tx.query(
      `insert into compound_import_rejections (import_id, row, code, reason, name, earlier_row, structure)
       select $1, * from unnest($2::int[], $3::text[], $4::jsonb[], $5::text[], $6::int[], $7::text[]) on conflict do nothing`,
      [
        id,
        part.map((r) => r.row),
        part.map((r) => r.code),
        part.map((r) => JSON.stringify(r.reason)),
        part.map((r) => r.name ?? null),
        part.map((r) => r.earlierRow ?? null),
        part.map((r) => r.structure ?? ''),
      ],
    )
  }
}

/** Marks the caller's job done or stopped; null when there is no such job. A done job stays done. */
export async function finishJob(db: Db, who: Who, id: number, state: 'done' | 'stopped'): Promise<ImportJob | null> {
  const [row] = await db.query<JobRow>(
    `update compound_imports set state = case when state = 'done' then 'done' else $4 end, updated_at = $5
      where id = $1 and tenant_id = $2 and created_by = $3 returning ${JOB_COLUMNS}`,
    [id, who.scope.tenantId, who.userId, state, who.now],
  )
  return row ? toJob(row) : null
}

/** A page of the job's rejected rows, in file order. */
export async function rejectionsPage(db: Db, id: number, current: number, pageSize: number): Promise<Page<Rejected>> {
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from compound_import_rejections where import_id = $1', [id])
  const rows = await db.query<{ row: number; code: Rejected['code']; reason: Text; name: string | null; earlierRow: number | null; structure: string }>(
    `select row, code, reason, name, earlier_row as "earlierRow", structure from compound_import_rejections
      where import_id = $1 order by row limit $2 offset $3`,
    [id, pageSize, (current - 1) * pageSize],
  )
  const list = rows.map(({ name, earlierRow, ...r }): Rejected => ({
    ...r,
    ...(name !== null ? { name } : {}),
    ...(earlierRow !== null ? { earlierRow } : {}),
  }))
  return toPage(list, total, current, pageSize)
}
