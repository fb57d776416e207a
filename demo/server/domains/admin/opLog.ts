/**
 * The operation log: every administrator's write (who, when, from which address, module and
 * action, a short summary, before and after as JSON). One mechanism for every admin router:
 * `recordWrites(module)` — a middleware behind the admin check — records each non-GET request's
 * outcome; a handler calls `audit(c, tx, {...})` inside its own transaction to record what it
 * changed (same transaction as the write). A write whose handler did not call `audit` still gets
 * a row (method, path, outcome); a refused one (4xx) gets a `failed` row with the message (in
 * English, its values filled in). Keys that look like secrets (password, hash, token, secret)
 * never reach the log.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { Page } from '#platform/core/api/types.ts'
import type { OpLogEntry } from '../../../../src/domains/admin/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { clientAddress, HttpError, toPage, type AppEnv, type Deps } from '../../platform/http.ts'
import { translate } from '../../platform/i18n.ts'

export interface AuditEntry {
  /** Defaults to the router's module (`recordWrites(module)`). */
  module?: string
  /** What was done: 'create', 'update', 'disable', 'delete', … (the console words it). */
  action: string
  /** What it was done to, as a person reads it: a username, a dictionary code… */
  target: string
  /** A short English sentence, shown when the console has no wording for the action. */
  summary: string
  before?: unknown
  after?: unknown
}

/** The module of a request (set by `recordWrites`) and whether its handler recorded it. */
const moduleOf = new WeakMap<Context, string>()
const recorded = new WeakSet<Context>()

const SECRET_KEY = /password|hash|secret|token/i

/** A copy of a JSON-able value without secret-looking keys (recursively). */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact)
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, v]) => [key, redact(v)]),
    )
  }
  return value
}

/** A refused request's message as the log keeps it: in English, with its values. */
function refusal(error: Error | undefined, status: number): string {
  if (!(error instanceof HttpError) || !error.text) return error?.message ?? `HTTP ${status}`
  try {
    return translate('en', error.text)
  } catch {
    return error.text.id // not in the catalog (the error handler answered 500 for it)
  }
}

/** What a write records: the wire entry's fields that are not the request's own. */
type Row = Pick<OpLogEntry, 'module' | 'action' | 'target' | 'summary' | 'outcome' | 'status'> & Partial<Pick<OpLogEntry, 'before' | 'after'>>

async function insert(q: Queryable, c: Context<AppEnv>, now: Date, row: Row): Promise<void> {
  const { tenantId, userId } = c.get('caller')
  const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(redact(v)))
  await q.query(
    `insert into op_log (tenant_id, user_id, username, nickname, address, method, path, module, action, target, summary,
                         outcome, status, before, after, created_at)
     select $1, u.id, u.username, u.nickname, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14
     from users u where u.id = $2 and u.tenant_id = $1`,
    [
      tenantId,
      userId,
      clientAddress(c),
      c.req.method,
      c.req.path,
      row.module,
      row.action,
      row.target.slice(0, 200),
      row.summary.slice(0, 500),
      row.outcome,
      row.status,
      json(row.before),
      json(row.after),
      now,
    ],
  )
}

/** Records what the handler changed, inside the handler's transaction `q` (call it once, after
 * the write succeeded and before the transaction commits). */
export async function audit(c: Context<AppEnv>, q: Queryable, entry: AuditEntry, now: Date): Promise<void> {
  await insert(q, c, now, {
    module: entry.module ?? moduleOf.get(c) ?? 'admin',
    action: entry.action,
    target: entry.target,
    summary: entry.summary,
    outcome: 'ok',
    status: 200,
    before: entry.before,
    after: entry.after,
  })
  recorded.add(c)
}

/** The middleware every admin router puts behind its admin check: non-GET requests are
 * recorded — by the handler's `audit`, or here (outcome and path) when it did not, or failed. */
export function recordWrites(deps: Deps, module: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    moduleOf.set(c, module)
    await next()
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return
    const status = c.res.status
    const failed = status >= 400
    if (!failed && recorded.has(c)) return
    const action = c.req.path.split('/').pop() ?? ''
    const message = failed ? refusal(c.error, status) : `${c.req.method} ${c.req.path}`
    try {
      await insert(deps.db, c, deps.now(), { module, action, target: '', summary: message, outcome: failed ? 'failed' : 'ok', status })
    } catch (error) {
      // The write itself is done (or refused); a log failure must not turn it into a 500.
      console.error('operation log: could not record', c.req.method, c.req.path, error)
    }
  }
}

export interface OpLogQuery {
  currentPage: number
  pageSize: number
  from?: Date
  to?: Date
  /** Part of the actor's username or nickname. */
  user: string
  module?: string
}

/** The tenant's log, newest first, filtered. */
export async function queryOpLog(q: Queryable, tenantId: number, query: OpLogQuery): Promise<Page<OpLogEntry>> {
  const params: unknown[] = [tenantId]
  const where = ['tenant_id = $1']
  const add = (sql: string, value: unknown) => {
    params.push(value)
    where.push(sql.replaceAll('?', `$${params.length}`))
  }
  if (query.from) add('created_at >= ?', query.from)
  if (query.to) add('created_at < ?', query.to)
  if (query.user) add('(position(lower(?) in lower(username)) > 0 or position(lower(?) in lower(nickname)) > 0)', query.user)
  if (query.module) add('module = ?', query.module)
  const sql = where.join(' and ')
  const [{ total }] = await q.query<{ total: number }>(`select count(*)::int as total from op_log where ${sql}`, params)
  const rows = await q.query<Omit<OpLogEntry, 'createdAt'> & { createdAt: Date }>(
    `select id::text, created_at as "createdAt", username, nickname, address, method, path, module, action, target,
            summary, outcome, status, before, after
     from op_log where ${sql} order by op_log.created_at desc, op_log.id desc
     limit ${query.pageSize} offset ${(query.currentPage - 1) * query.pageSize}`,
    params,
  )
  const list = rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }))
  return toPage(list, total, query.currentPage, query.pageSize)
}
