/**
 * Test harness for the reference server: an in-memory server started from the seeded PGlite
 * snapshot (scripts/drive/seedSnapshot.ts: made once, so each test file pays ~1 s instead of
 * initdb + seed), a movable clock, and request helpers that call `app.request` without opening a
 * port.
 */
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { tokenQuery } from '#platform/core/api/auth.ts'
import { ROLE_CODE_HEADER } from '#platform/core/http/roleHeader.ts'
import { seedSnapshotFile } from '../../scripts/drive/seedSnapshot.ts'
import { createServer, type CreateServerOptions, type StudentworkServer } from '../../demo/server/server.ts'
import { DEMO_PASSWORD } from '../../demo/server/seedData.ts'
import { copyOfTemplate, POSTGRES_URL } from './postgres.ts'

export const PASSWORD = DEMO_PASSWORD
export const BASIC_AUTH = `Basic ${Buffer.from('browser:').toString('base64')}`

export { seedSnapshotFile }

/** The seeded database as a PGlite data-dir tarball. */
export async function seedSnapshot(): Promise<Blob> {
  return new Blob([readFileSync(await seedSnapshotFile())], { type: 'application/x-tar' })
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
    // The background e-mail round (every 2 s) is off unless a test turns it on: the tests of
    // e-mails run the round themselves, and in the others it queued mails and digests for
    // thousands of seeded users in the same database while the test ran (one publishing test
    // took over 30 s under CI's load).
    // The settling of stored days likewise: tests settle when they mean to (dayStore.ts).
    settings: {
      ...options.settings,
      notifications: { emailSweep: false, ...options.settings?.notifications },
      attendance: { settleMinutes: 0, ...options.settings?.attendance },
    },
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
  const query = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)])).toString()}` : ''
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

/** The seeded administrator, editor, member and delegated administrator of acme, and globex's
 * administrator, signed in: their tokens by name. */
export const SEEDED_USERS = {
  admin: ['admin@acme.test', 'acme'],
  editor: ['editor@acme.test', 'acme'],
  member: ['member@acme.test', 'acme'],
  orgadmin: ['orgadmin@acme.test', 'acme'],
  globex: ['admin@globex.test', 'globex'],
} as const

export async function loginSeeded(app: AppLike): Promise<Record<keyof typeof SEEDED_USERS, string>> {
  const tokens = {} as Record<keyof typeof SEEDED_USERS, string>
  for (const [who, [username, tenant]] of Object.entries(SEEDED_USERS)) tokens[who as keyof typeof SEEDED_USERS] = await login(app, username, tenant)
  return tokens
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
