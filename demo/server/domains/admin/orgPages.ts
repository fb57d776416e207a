/**
 * querySysOrg answers served from a serialised copy (docs/spec.md#server-under-load). Per tenant and query (page,
 * page size, name) the JSON answer is built once, with its gzip and brotli forms made on first
 * demand, under a weak ETag; a request whose If-None-Match holds it gets 304 with no body. The
 * copies are keyed by the tenant's org version (org_versions, raised by `orgsChanged` in the
 * transaction of every organisation write — the one rule, called from orgs.ts), so a change is
 * seen by the next request of every server process on the database. ORG_PAGE_CACHE=off builds
 * every answer from the database, uncompressed and without ETag (the bench's baseline).
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context } from 'hono'
import type { Queryable } from '../../platform/db.ts'
import { ok, type AppEnv } from '../../platform/http.ts'
import { versionedCache } from '../../platform/versionedCache.ts'
import { queryOrgs, type OrgQuery } from './model.ts'

const ENABLED = process.env.ORG_PAGE_CACHE !== 'off'
/** Copies kept (tenants × pages, sizes or searches); the oldest goes first. */
const MAX_ENTRIES = 256
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

interface Entry {
  etag: string
  json: Buffer
  gzip?: Promise<Buffer>
  br?: Promise<Buffer>
}

/** Raises the tenant's org version: call inside the transaction of every write to `orgs`. */
export async function orgsChanged(q: Queryable, tenantId: number): Promise<void> {
  await q.query(
    `insert into org_versions (tenant_id, version) values ($1, 1)
     on conflict (tenant_id) do update set version = org_versions.version + 1`,
    [tenantId],
  )
}

async function orgVersion(db: Queryable, tenantId: number): Promise<string> {
  const [row] = await db.query<{ version: string }>('select version::text as version from org_versions where tenant_id = $1', [tenantId])
  return row?.version ?? '0'
}

async function build(db: Queryable, tenantId: number, query: OrgQuery, version: string, key: string): Promise<Entry> {
  const page = await queryOrgs(db, tenantId, query)
  const json = Buffer.from(JSON.stringify({ status: 200, message: 'success', data: page }))
  const tag = createHash('sha1').update(key).digest('base64url').slice(0, 12)
  return { etag: `W/"org-${tenantId}-${version}-${tag}"`, json }
}

/** The encoding to answer in: br, else gzip, else none (q=0 refuses one). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return null
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

const bytes = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength)

/** The answer to querySysOrg for this tenant and query. */
export async function orgPageResponse(c: Context<AppEnv>, db: Queryable, tenantId: number, query: OrgQuery): Promise<Response> {
  if (!ENABLED) return ok(c, await queryOrgs(db, tenantId, query))
  const version = await orgVersion(db, tenantId)
  const key = JSON.stringify([query.currentPage, query.pageSize, query.name])
  // A failed build is not kept; the next request tries again.
  const entry = await versionedCache<Entry>(db, 'orgPages', MAX_ENTRIES).get(`${tenantId} ${key}`, version, () => build(db, tenantId, query, version, key))
  const headers: Record<string, string> = {
    ETag: entry.etag,
    'Cache-Control': 'private, no-cache',
    Vary: 'Accept-Encoding, Authorization',
  }
  if (matches(c.req.header('If-None-Match'), entry.etag)) return c.body(null, 304, headers)
  const encoding = pickEncoding(c.req.header('Accept-Encoding'))
  headers['Content-Type'] = 'application/json'
  if (encoding === null) return c.body(bytes(entry.json), 200, headers)
  const body =
    encoding === 'br'
      ? await (entry.br ??= brotliAsync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }))
      : await (entry.gzip ??= gzipAsync(entry.json, { level: 6 }))
  headers['Content-Encoding'] = encoding
  return c.body(bytes(body), 200, headers)
}
