// Fuzz (docs/spec.md#resilience): malformed requests over EVERY endpoint the app answers — the routes are read
// from the Hono app itself, so a new endpoint is fuzzed without a line here — as the admin, as a
// member and without a session: wrong types, NUL and control characters, huge strings, deep JSON,
// bad encodings (invalid UTF-8, broken percent-escapes, wrong content types), missing and extra
// fields, in the query, a form body and a JSON body. Never a 5xx, and a refused (4xx) request
// changes no row of any table (checked after every refused request that took a transaction id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prng } from '../../bench/lib.ts'
import { hashToken } from '../../demo/server/platform/sessions.ts'
import { login, startServer, type TestServer } from '../server/helpers.ts'

/** What a refused request may write by design: failed sign-ins are counted (the limits) and
 * logged (the sign-in log), and
 * the operation log records an administrator's refused write as a `failed` row. Per table, the
 * rows compared (`false`: none). */
const CHANGED_BY_REFUSALS: Record<string, string> = { sign_in_limits: 'false', sign_in_log: 'false', op_log: "outcome <> 'failed'" }
/** Requests per endpoint and caller (admin, member, anonymous). */
const PER_ENDPOINT = 7
const SEED = 20261125

let server: TestServer
const tokens: Record<'admin' | 'member', string> = { admin: '', member: '' }
const USERS = { admin: 'admin@acme.test', member: 'member@acme.test' } as const

beforeAll(async () => {
  server = await startServer()
  tokens.admin = await login(server.app, USERS.admin)
  tokens.member = await login(server.app, USERS.member)
  await watchTables()
})
afterAll(() => server?.close())

interface Endpoint {
  method: string
  path: string
}

/** Every concrete API endpoint of the app (middleware and catch-alls left out). */
function endpoints(): Endpoint[] {
  const seen = new Map<string, Endpoint>()
  for (const route of server.app.routes) {
    if (!route.path.startsWith('/api/') || route.path.includes('*') || route.method === 'ALL') continue
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path })
  }
  return [...seen.values()].sort((a, b) => `${a.path}${a.method}`.localeCompare(`${b.path}${b.method}`))
}

const FIELDS = [
  'id',
  'ids',
  'userId',
  'roleId',
  'roleIds',
  'orgId',
  'orgIds',
  'parentId',
  'parent',
  'menuIds',
  'name',
  'nameZh',
  'nameTw',
  'code',
  'username',
  'nickname',
  'email',
  'phone',
  'password',
  'newPassword',
  'confirmPassword',
  'tenantCode',
  'captchaId',
  'charCaptcha',
  'dictType',
  'label',
  'labelZh',
  'labelTw',
  'value',
  'values',
  'enabled',
  'status',
  'auditIdea',
  'approve',
  'title',
  'content',
  'type',
  'read',
  'postCode',
  'currentPage',
  'pageSize',
  'search',
  'keyword',
  'sort',
  'order',
  'filter',
  'smiles',
  'molfile',
  'notes',
  'tags',
  'activities',
  'rows',
  'row',
  'dryRun',
  'dataScope',
  'description',
  'priority',
  'version',
  'key',
  'grant_type',
  'scope',
  'client',
  '__proto__',
  'constructor',
  'extra',
]
const deep = (n: number): unknown => (n === 0 ? 1 : { a: deep(n - 1) })
const JSON_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 53),
  1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(5000),
  'a\u0000b',
  '\u0007\u001b[31m\r\n',
  '\uD800',
  '\uFFFE',
  '1',
  '-1',
  '99999999999999999999',
  'true',
  'null',
  '<img src=x onerror=alert(1)>',
  "'; drop table users; --",
  '😀'.repeat(300),
  '../../etc/passwd',
  '%00',
  [],
  [1, 'a', null],
  [[[]]],
  Array.from({ length: 500 }, (_, i) => i),
  {},
  { id: 1 },
  { '': 1 },
  deep(40),
  deep(200),
]
const TEXT_VALUES = [
  '',
  ' ',
  '-1',
  '0',
  '1',
  '2147483648',
  '1e309',
  'NaN',
  'Infinity',
  '1.5',
  '0x10',
  'true',
  'maybe',
  'null',
  'undefined',
  '[]',
  '{}',
  '[object Object]',
  'x'.repeat(3000),
  'a\u0001b',
  '\u0007\t\u000b',
  '\u202e\u200b',
  '\uD83D',
  '😀',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%',
  '%zz',
  '%FF%FE',
  'asc',
  'desc',
  'name',
  'acme',
  'admin@acme.test',
  'ADMIN',
  '1,2,3',
  ' 7 ',
]
/** Raw bodies and the content types they are sent with. */
const RAW: Array<[string, string | Uint8Array<ArrayBuffer>]> = [
  ['application/json', '{'],
  ['application/json', '[1,2]'],
  ['application/json', '"text"'],
  ['application/json', 'null'],
  ['application/json', ''],
  ['application/json', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
  ['application/json', `${'['.repeat(30_000)}${']'.repeat(30_000)}`],
  ['application/json', new Uint8Array([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d])],
  ['application/json; charset=utf-16', '{"name":"x"}'],
  ['application/json', `{"name":"${'x'.repeat(70_000)}"}`],
  ['application/x-www-form-urlencoded', 'name=%FF%FE&id=%zz&=&&a'],
  ['application/x-www-form-urlencoded', new Uint8Array([0x6e, 0x3d, 0xff, 0x00, 0xc0, 0xaf])],
  ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n'],
  ['multipart/form-data', 'no boundary'],
  ['text/plain', '{"id":1}'],
  ['application/xml', '<a>1</a>'],
  ['', 'id=1'],
]

/** Percent-encodes like a client; a lone surrogate (not encodable) goes out as invalid UTF-8. */
function escape(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%BD'
  }
}

function concretePath(path: string, rand: () => number): string {
  return path.replace(/:[A-Za-z]+/g, () => escape(String(TEXT_VALUES[Math.floor(rand() * TEXT_VALUES.length)])) || 'x')
}

interface Case {
  label: string
  init: RequestInit & { headers: Record<string, string> }
  url: string
}

function makeCase(endpoint: Endpoint, caller: 'admin' | 'member' | 'anonymous', i: number, rand: () => number): Case {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T
  const headers: Record<string, string> = {}
  if (caller !== 'anonymous') headers.Authorization = `Bearer ${tokens[caller]}`
  else if (rand() < 0.5) headers.Authorization = pick(['Basic YnJvd3Nlcjo=', 'Bearer ', 'Bearer x y', 'Basic %%%', 'Bearer \u0001'.replace('\u0001', '')])
  if (rand() < 0.15) headers.RoleCode = pick(['', 'ADMIN', 'admin', 'NOPE', 'x'.repeat(300), '1'])
  const fields = () => Array.from({ length: Math.floor(rand() * 6) }, () => pick(FIELDS))
  let query = ''
  let body: string | Uint8Array<ArrayBuffer> | undefined
  const kind = i % 5
  if (kind === 0 || endpoint.method === 'GET') {
    // Query string only (GET bodies are ignored), sometimes with broken escapes.
    const parts = fields().map((f) => `${encodeURIComponent(f)}=${rand() < 0.2 ? pick(['%FF%FE', '%zz', '%00', '%C0%AF', '%']) : escape(pick(TEXT_VALUES))}`)
    query = parts.length ? `?${parts.join('&')}` : ''
  } else if (kind === 1) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(fields().map((f) => [f, pick(TEXT_VALUES)])).toString()
  } else if (kind === 2 || kind === 3) {
    headers['Content-Type'] = 'application/json'
    const object = Object.fromEntries(fields().map((f) => [f, pick(JSON_VALUES)]))
    body = kind === 3 && rand() < 0.3 ? JSON.stringify(pick(JSON_VALUES)) : JSON.stringify(object)
    if (rand() < 0.3) query = `?${encodeURIComponent(pick(FIELDS))}=${escape(pick(TEXT_VALUES))}`
  } else {
    const [type, raw] = pick(RAW)
    if (type) headers['Content-Type'] = type
    body = raw
  }
  const url = `${concretePath(endpoint.path, rand)}${query}`
  return {
    label: `${caller} ${endpoint.method} ${url.slice(0, 160)} ${typeof body === 'string' ? body.slice(0, 120) : body ? '<bytes>' : ''}`,
    url,
    init: { method: endpoint.method, headers, body },
  }
}

/** The next transaction id: it moves only when something took one (any write). */
async function nextXid(): Promise<string> {
  const [row] = await server.db.query<{ x: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as x')
  return row!.x
}

/** A row trigger on every table records which tables a transaction really changed (an UPDATE
 * to the same values is not a change); only those are summed again after a request. Summing
 * every table after every write took most of this test's time once the seed stored each member's
 * days. A rolled-back transaction leaves no mark, as it leaves no row. */
async function watchTables(): Promise<void> {
  await server.db.query('create table fuzz_touched (name text primary key)')
  await server.db.query(`create function fuzz_touch() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'UPDATE' and OLD is not distinct from NEW then return null; end if;
      insert into fuzz_touched values (TG_TABLE_NAME) on conflict do nothing;
      return null;
    end $$`)
  for (const name of await tableNames()) {
    await server.db.query(`create trigger fuzz_touch after insert or update or delete on "${name}" for each row execute function fuzz_touch()`)
  }
}

/** The tables changed since the last call (and forgets them). */
async function touchedTables(): Promise<string[]> {
  const rows = await server.db.query<{ name: string }>('delete from fuzz_touched returning name')
  return rows.map((r) => r.name)
}

async function tableNames(): Promise<string[]> {
  const tables = await server.db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'fuzz_touched'",
  )
  return tables.map((t) => t.name)
}

/** Row count and checksum of each table (all by default) but the rows refusals may change. */
async function checksums(names?: string[]): Promise<Map<string, string>> {
  const sums = new Map<string, string>()
  for (const name of names ?? (await tableNames())) {
    const where = CHANGED_BY_REFUSALS[name] ?? 'true'
    const [row] = await server.db.query<{ n: number; h: string | null }>(
      `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as h from "${name}" t where ${where}`,
    )
    sums.set(name, `${row!.n}:${row!.h ?? ''}`)
  }
  return sums
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name))
}

/** Signs in again when a fuzzed request ended one of our sessions (logout, a new session). */
async function keepSessions(): Promise<boolean> {
  let renewed = false
  for (const caller of ['admin', 'member'] as const) {
    const [row] = await server.db.query<{ live: boolean }>('select (revoked_at is null and replaced_at is null) as live from sessions where token_hash = $1', [
      hashToken(tokens[caller]),
    ])
    const [user] = await server.db.query<{ ok: boolean }>("select (audit_status = 'approved' and deleted_at is null) as ok from users where username = $1", [
      USERS[caller],
    ])
    if (!row?.live && user?.ok) {
      tokens[caller] = await login(server.app, USERS[caller]).catch(() => tokens[caller])
      renewed = true
    }
  }
  return renewed
}

describe('fuzzing every endpoint', () => {
  it('sees a changed row and only a changed one (the watch this test relies on)', async () => {
    await touchedTables()
    await server.db.query("update tenants set name = name where code = 'acme'")
    expect(await touchedTables()).toEqual([])
    const before = await checksums(['tenants'])
    await server.db.query("update tenants set name = name || '!' where code = 'acme'")
    expect(await touchedTables()).toEqual(['tenants'])
    expect((await checksums(['tenants'])).get('tenants')).not.toBe(before.get('tenants'))
    await server.db.query("update tenants set name = left(name, -1) where code = 'acme'")
    await touchedTables()
    expect(await checksums(['tenants'])).toEqual(before)
  })

  it('answers every malformed request without a 5xx, and a refused one changes no row', async () => {
    const list = endpoints()
    expect(list.length).toBeGreaterThan(50)
    const rand = prng(SEED)
    const statuses = new Map<number, number>()
    const failures: string[] = []
    let state = await checksums()
    let xid = await nextXid()
    let sent = 0
    for (let round = 0; round < PER_ENDPOINT; round++) {
      for (const endpoint of list) {
        for (const caller of ['admin', 'member', 'anonymous'] as const) {
          const c = makeCase(endpoint, caller, round * 3 + sent, rand)
          let status: number
          try {
            const response = await server.app.request(c.url, c.init)
            // A live stream never ends: its status is the answer.
            if (response.headers.get('content-type')?.includes('text/event-stream')) await response.body?.cancel()
            else await response.arrayBuffer()
            status = response.status
          } catch (error) {
            status = 599
            failures.push(`${c.label}: threw ${error instanceof Error ? error.message : String(error)}`)
          }
          sent++
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          if (status >= 500) failures.push(`${status} ← ${c.label}`)
          const now = await nextXid()
          if (now !== xid) {
            const after = new Map([...state, ...(await checksums(await touchedTables()))])
            if (status >= 400) {
              const changed = changedTables(state, after)
              if (changed.length) failures.push(`${status} changed ${changed.join(', ')} ← ${c.label}`)
            }
            state = after
          }
          if (await keepSessions()) state = new Map([...state, ...(await checksums(await touchedTables()))])
          xid = await nextXid()
        }
      }
    }
    console.log(`fuzz: ${sent} requests over ${list.length} endpoints; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`)
    expect(failures).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(1000)
  }, 600_000)
})
