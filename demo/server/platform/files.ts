/**
 * The platform's file service (a service every domain may use: avatars, editor images): upload
 * one image (`POST /file/upload`, multipart field `file`, any signed-in user, at most 5 MB, and
 * at most USER_QUOTA_BYTES of a user's uploads stored at once), checked by its bytes — PNG, JPEG,
 * GIF, BMP or WebP; never SVG or anything that could run script — and stored in the database with
 * the tenant; `GET /file/<key>` serves it with its detected type, `nosniff`, an inline, safe file
 * name, a long private cache and a CSP that allows nothing. The key is 128 random bits: the
 * address is the capability, so an `<img>` can show it without the bearer token; it is never
 * listed. A picture a user shows (avatar, notice image) must be one of the tenant's files,
 * addressed on this site (`requireOwnFile`): no image from another site tracks who looks at it.
 * A file that no domain's declared column names a day after its upload is removed (the sweep).
 */
import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { Db, Queryable } from './db.ts'
import type { FileReference, ServerDomain } from './domain.ts'
import { badRequest, fieldError, HttpError, notFound, ok, type AppEnv, type Deps } from './http.ts'
import { requireSession } from './sessions.ts'

export const MAX_FILE_BYTES = 5 * 1024 * 1024
/** What one user's stored uploads may add up to. */
export const USER_QUOTA_BYTES = 25 * 1024 * 1024
/** How long an upload may wait to be used (a form not yet saved) before the sweep may remove it. */
export const UNUSED_FILE_GRACE_MS = 24 * 3_600_000
/** How often the sweep runs. */
export const SWEEP_INTERVAL_MS = 3_600_000

const FILE_PATH = /^(?:\/[^\s?#]*)?\/file\/([0-9a-f]{32})$/

/** The key of a file URL of this site: a path ending in `/file/<key>`, or an http(s) URL of
 * `host` (the request's) with such a path; null for anything else. */
export function ownFileKey(url: string, host: string | undefined): string | null {
  const path = FILE_PATH.exec(url)
  if (path) return path[1]!
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !host || parsed.host.toLowerCase() !== host.toLowerCase()) return null
  if (parsed.search || parsed.hash || parsed.username || parsed.password) return null
  return FILE_PATH.exec(parsed.pathname)?.[1] ?? null
}

/** Refuses (400 naming `field`) a picture that is not one of the tenant's uploaded files on this
 * site; '' (no picture) passes. */
export async function requireOwnFile(q: Queryable, tenantId: number, url: string, host: string | undefined, field: string): Promise<void> {
  if (url === '') return
  const key = ownFileKey(url, host)
  const found = key === null ? [] : await q.query('select 1 from files where key = $1 and tenant_id = $2', [key, tenantId])
  if (found.length === 0) {
    throw fieldError(field, /*i18n*/ 'Pictures must be uploaded here: an image from another site, or one not uploaded, is not shown')
  }
}
/** The multipart body around the file (boundary, headers, name) is allowed this much more. */
const ENVELOPE_BYTES = 16 * 1024

const SIGNATURES: Array<{ type: string; ext: string; test(b: Uint8Array): boolean }> = [
  { type: 'image/png', ext: 'png', test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', ext: 'gif', test: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  { type: 'image/bmp', ext: 'bmp', test: (b) => ascii(b, 0, 2) === 'BM' && b.length >= 26 },
  { type: 'image/webp', ext: 'webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
]

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to))
}

/** The image type the bytes are, by their signature; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): { type: string; ext: string } | null {
  return SIGNATURES.find((s) => s.test(bytes)) ?? null
}

/** A file name safe in a header: the last path segment, printable ASCII without quotes or
 * backslashes (others become _), at most 100 characters, with the detected type's extension. */
export function safeFileName(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '')
  const clean =
    base
      .replace(/[^\x20-\x7e]|["\\;]/g, '_')
      .trim()
      .slice(0, 100) || 'file'
  return `${clean}.${ext}`
}

const tooLarge = () => new HttpError(413, { status: 413, message: /*i18n*/ 'The file is larger than 5 MB' })

export function fileRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps

  app.post('/file/upload', requireSession(deps), async (c) => {
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw badRequest(/*i18n*/ 'file: send the file as multipart/form-data')
    const form = await c.req.parseBody().catch(() => {
      throw badRequest(/*i18n*/ 'The request body could not be read')
    })
    const file = form.file
    if (!(file instanceof File)) throw badRequest(/*i18n*/ 'file: choose a file to upload')
    if (file.size > MAX_FILE_BYTES) throw tooLarge()
    if (file.size === 0) throw badRequest(/*i18n*/ 'file: the file is empty')
    const bytes = new Uint8Array(await file.arrayBuffer())
    const image = imageTypeOf(bytes)
    if (!image) throw badRequest(/*i18n*/ 'file: only PNG, JPEG, GIF, BMP or WebP images may be uploaded')
    const key = randomBytes(16).toString('hex')
    const name = safeFileName(file.name, image.ext)
    const { tenantId, userId } = c.get('caller')
    await db.transaction(async (tx) => {
      // One user's uploads one at a time: the quota cannot be passed by uploads sent at once.
      await tx.query('select 1 from users where id = $1 for update', [userId])
      const [{ used }] = await tx.query<{ used: string }>('select coalesce(sum(size), 0)::text as used from files where owner_id = $1', [userId])
      if (Number(used) + bytes.length > USER_QUOTA_BYTES) {
        const mb = (n: number) => Math.round(n / 1024 / 1024)
        throw fieldError(
          'file',
          /*i18n*/ 'file: your uploads already take {used} MB of the {quota} MB allowed; images no longer used are removed a day after their upload',
          { used: mb(Number(used)), quota: mb(USER_QUOTA_BYTES) },
        )
      }
      await tx.query('insert into files (key, tenant_id, owner_id, name, content_type, size, data, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)', [
        key,
        tenantId,
        userId,
        name,
        image.type,
        bytes.length,
        bytes,
        deps.now(),
      ])
    })
    return ok(c, { key, url: `/file/${key}`, name, size: bytes.length, contentType: image.type })
  })

  app.get('/file/:key', async (c) => {
    const key = c.req.param('key')
    if (!/^[0-9a-f]{32}$/.test(key)) throw notFound(/*i18n*/ 'File not found')
    const [row] = await db.query<{ name: string; content_type: string; data: Uint8Array }>('select name, content_type, data from files where key = $1', [key])
    if (!row) throw notFound(/*i18n*/ 'File not found')
    return c.body(new Uint8Array(row.data), 200, {
      'Content-Type': row.content_type,
      'Content-Length': String(row.data.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename="${row.name}"`,
      'Cache-Control': 'private, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    })
  })

  return app
}

/** Removes the files uploaded before `uploadedBefore` that no reference names (a column holding a
 * file's key in a row of the same tenant); answers how many. At most `batch` per call. */
export async function sweepUnreferencedFiles(q: Queryable, references: readonly FileReference[], uploadedBefore: Date, batch = 500): Promise<number> {
  for (const ref of references) {
    if (!/^[a-z_]+$/.test(ref.table) || !/^[a-z_]+$/.test(ref.column)) throw new Error(`Not a column: ${ref.table}.${ref.column}`)
  }
  const unused = references.map((ref) => `not exists (select 1 from ${ref.table} r where r.tenant_id = f.tenant_id and strpos(r.${ref.column}, f.key) > 0)`)
  const rows = await q.query(
    `delete from files where key in (
       select f.key from files f where f.created_at < $1 ${unused.map((sql) => `and ${sql}`).join(' ')} order by f.created_at limit $2
     ) returning key`,
    [uploadedBefore, batch],
  )
  return rows.length
}

/** Sweeps now and then every `intervalMs` while the server runs; answers how to stop. */
export function startFileSweep(db: Db, references: readonly FileReference[], now: () => Date, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const sweep = () => {
    running = running
      .then(() => sweepUnreferencedFiles(db, references, new Date(now().getTime() - UNUSED_FILE_GRACE_MS)))
      .catch((error: unknown) => console.error(`File sweep failed: ${error instanceof Error ? error.message : String(error)}`))
  }
  const timer = setInterval(sweep, intervalMs)
  timer.unref?.()
  sweep()
  return async () => {
    clearInterval(timer)
    await running
  }
}

/** The file service, mounted like a domain (it has no seed; its table is platform migration 0010). */
export const fileService: ServerDomain = {
  name: 'files',
  routes: fileRoutes,
  bodyLimits: { '/file/upload': MAX_FILE_BYTES + ENVELOPE_BYTES },
}
