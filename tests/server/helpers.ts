/**
 * Test harness for the reference server: an in-memory server started from a seeded PGlite
 * snapshot (built once and cached in the OS temp dir under a hash of the server's sources and
 * migrations, so
 * each test file pays ~1 s instead of initdb + seed), a movable clock, and request helpers that
 * call `app.request` without opening a port.
 */
import { tokenQuery } from '../../src/platform/core/api/auth.ts'
import { ROLE_CODE_HEADER } from '../../src/platform/core/http/roleHeader.ts'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSeedSnapshot, createServer, type CreateServerOptions, type StudentworkServer } from '../../demo/server/server.ts'
import { DEMO_PASSWORD } from '../../demo/server/seedData.ts'
import { copyOfTemplate, POSTGRES_URL } from './postgres.ts'

const SERVER_DIR = fileURLToPath(new URL('../../demo/server/', import.meta.url))
const PGLITE_PACKAGE = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url))

export const PASSWORD = DEMO_PASSWORD
export const BASIC_AUTH = `Basic ${Buffer.from('browser:').toString('base64')}`

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.(ts|sql)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  )
}

function snapshotPath(): string {
  const hash = createHash('sha256')
  hash.update(readFileSync(PGLITE_PACKAGE))
  for (const file of sourceFiles(SERVER_DIR).sort()) hash.update(file.slice(SERVER_DIR.length)).update(readFileSync(file))
  return join(tmpdir(), `studentwork-seed-${hash.digest('hex').slice(0, 16)}.tar`)
}

/** How long ago a file was written; 0 when it is gone already (another run removed it). */
function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs
  } catch {
    return 0
  }
}

let snapshot: Promise<Blob> | undefined

/** The seeded database as a PGlite data-dir tarball (cached on disk across test files). */
export function seedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const path = snapshotPath()
    if (!existsSync(path)) {
      const blob = await createSeedSnapshot()
      const partial = `${path}.${process.pid}.partial`
      writeFileSync(partial, Buffer.from(await blob.arrayBuffer()))
      renameSync(partial, path)
      // Snapshots of other server sources unused for a day are stale: remove them (younger ones
      // may belong to another checkout of the project running its tests now).
      for (const name of readdirSync(tmpdir())) {
        const stale = join(tmpdir(), name)
        if (/^studentwork-seed-[0-9a-f]{16}\.tar$/.test(name) && stale !== path && ageMs(stale) > 86_400_000) {
          rmSync(stale, { force: true })
        }
      }
    }
    return new Blob([readFileSync(path)], { type: 'application/x-tar' })
  })()
  return snapshot
}

export interface Clock {
  now(): Date
  advance(ms: number): void
}

export function createClock(start = Date.now()): Clock {
  let current = start
  return { now: () => new Date(current), advance: (ms) => void (current += ms) }
}

/** Static roots that do not exist (the API tests need no files). */
export function emptyStaticDirs() {
  const root = join(tmpdir(), 'studentwork-no-static')
  return { dist: join(root, 'dist'), public: join(root, 'public') }
}

export interface TestServer extends StudentworkServer {
  clock: Clock
}

/** A seeded server on its own database: an in-memory PGlite from the snapshot, or — with
 * TEST_DATABASE_URL — a private copy of the seeded PostgreSQL template (tests/server/postgres.ts). */
export async function startServer(options: CreateServerOptions = {}): Promise<TestServer> {
  const clock = createClock()
  const copy = POSTGRES_URL && !options.databaseUrl ? await copyOfTemplate(POSTGRES_URL) : undefined
  const server = await createServer({
    ...(copy ? { databaseUrl: copy.url } : { databaseUrl: 'memory://', snapshot: await seedSnapshot() }),
    now: clock.now,
    staticDirs: emptyStaticDirs(),
    ...options,
  }).catch(async (error: unknown) => {
    await copy?.drop()
    throw error
  })
  if (!copy) return { ...server, clock }
  let closed: Promise<void> | undefined
  return { ...server, clock, close: () => (closed ??= server.close().then(() => copy.drop())) }
}

export interface CallOptions {
  token?: string
  role?: string
  query?: Record<string, string | number | boolean>
  form?: Record<string, string>
  json?: unknown
  headers?: Record<string, string>
}

export interface CallResult {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are asserted field by field
  body: any
  headers: Headers
}

type AppLike = Pick<StudentworkServer['app'], 'request'>

/** One request against the app; the body is parsed as JSON when it is JSON. */
export async function call(app: AppLike, method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.role) headers[ROLE_CODE_HEADER] = options.role
  let body: string | undefined
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(options.form).toString()
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = typeof options.json === 'string' ? options.json : JSON.stringify(options.json)
  }
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)])).toString()}`
    : ''
  const response = await app.request(`${path}${query}`, { method, headers, body })
  const text = await response.text()
  const type = response.headers.get('content-type') ?? ''
  return { status: response.status, body: type.includes('json') ? JSON.parse(text) : text, headers: response.headers }
}

export interface LoginInput {
  username: string
  password?: string
  tenantCode?: string
}

/** The password grant exactly as the console sends it (the client's own `tokenQuery`: fields in
 * the URL query, scope `ui`, client `browser`; HTTP Basic; a form content type). */
export function requestToken(app: AppLike, input: LoginInput, extra: CallOptions = {}): Promise<CallResult> {
  return call(app, 'POST', '/api/uaa/oauth/token', {
    headers: { Authorization: BASIC_AUTH, 'Content-Type': 'application/x-www-form-urlencoded' },
    query: tokenQuery({ tenantCode: input.tenantCode ?? 'acme', username: input.username, password: input.password ?? PASSWORD }),
    ...extra,
  })
}

/** Signs in and returns the access token (fails the test when sign-in fails). */
export async function login(app: AppLike, username: string, tenantCode = 'acme', password = PASSWORD): Promise<string> {
  const result = await requestToken(app, { username, tenantCode, password })
  if (result.status !== 200) throw new Error(`login ${username} failed: ${result.status} ${JSON.stringify(result.body)}`)
  return result.body.access_token as string
}

/** The id (as on the wire) of a seeded user. */
export async function userId(server: StudentworkServer, username: string): Promise<string> {
  const [row] = await server.db.query<{ id: number }>('select id from users where lower(username) = lower($1)', [username])
  if (!row) throw new Error(`no user ${username}`)
  return String(row.id)
}

export async function count(server: StudentworkServer, table: string): Promise<number> {
  if (!/^[a-z_]+$/.test(table)) throw new Error('table name')
  const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)
  return row.n
}
