// Malformed requests over every compound workspace endpoint (wrong types, NUL and control
// characters, huge strings, deep JSON, invalid UTF-8, missing and extra fields, odd parameters):
// never a 5xx, and a refused request changes no row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prng } from '../../bench/lib.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startServer()
  token = await login(server.app, 'editor@acme.test')
})
afterAll(() => server.close())

const deep = (n: number): unknown => (n === 0 ? 1 : { a: deep(n - 1) })
const VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 53),
  Number.MAX_VALUE,
  '',
  ' ',
  'x'.repeat(5000),
  'C\u0000C',
  '\u0007\u001b[31m',
  'CC(=O)Oc1ccccc1C(=O)O',
  'C1CC(',
  'activity:IC50',
  'activity:',
  '<script>alert(1)</script>',
  "'; drop table compounds; --",
  '🧪'.repeat(50),
  [],
  [1, 2],
  ['a,b'],
  [null],
  {},
  { IC50: 'x' },
  { IC50: 1 },
  { '': 1 },
  deep(60),
  Array.from({ length: 40 }, (_, i) => `t${i}`),
]
const FIELDS = ['id', 'name', 'smiles', 'molfile', 'notes', 'tags', 'activities', 'rows', 'row', 'extra', '__proto__', 'constructor']
const PARAMS = [
  'id',
  'currentPage',
  'pageSize',
  'search',
  'lipinski',
  'sort',
  'order',
  'tag',
  'filter',
  'min',
  'max',
  'substructure',
  'similarTo',
  'threshold',
  'limit',
]
const PARAM_VALUES = [
  '',
  '-1',
  '0',
  '1e309',
  'NaN',
  'true',
  'maybe',
  'x'.repeat(3000),
  'C1CC(',
  'activity:IC50',
  'activity:%00',
  '\u0001',
  '1.5',
  '999999999999',
]

async function tableHash(): Promise<string> {
  const [row] = await server.db.query<{ h: string }>(
    "select coalesce(md5(string_agg(id || name || notes || array_to_string(tags, ',') || activities::text || coalesce(deleted_at::text, ''), '|' order by id)), '') as h from compounds",
  )
  return row!.h
}

describe('fuzzing the compound workspace endpoints', () => {
  it('answers 1 200 malformed requests without a 5xx, and a refused one changes nothing', async () => {
    const rand = prng(20261124)
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T
    const statuses = new Map<number, number>()
    for (let i = 0; i < 1200; i++) {
      const before = await tableHash()
      const kind = i % 6
      let result
      if (kind === 0 || kind === 1) {
        const path = pick(['queryCompounds', 'queryCompoundPoints', 'queryCompoundColumns', 'queryCompounds'])
        const query = Object.fromEntries(Array.from({ length: 1 + Math.floor(rand() * 4) }, () => [pick(PARAMS), pick(PARAM_VALUES)]))
        result = await call(server.app, 'GET', `/api/chemistry/compound/${path}`, { token, query })
      } else if (kind === 5) {
        // Bodies that are not JSON objects, or not UTF-8.
        const body = pick(['', '{', '[1]', '"text"', 'null', '{"rows":', '\u0000', 'x'.repeat(70_000)])
        const path = pick(['saveCompound', 'updateCompound', 'importCompounds', 'deleteCompound'])
        const raw = rand() < 0.3 ? new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) : body
        const response = await server.app.request(`/api/chemistry/compound/${path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']) },
          body: raw,
        })
        result = { status: response.status }
      } else {
        const path = pick(['saveCompound', 'updateCompound', 'importCompounds', 'deleteCompound', 'restoreCompound'])
        const json: Record<string, unknown> = Object.fromEntries(Array.from({ length: Math.floor(rand() * 5) }, () => [pick(FIELDS), pick(VALUES)]))
        if (path === 'importCompounds' && rand() < 0.6) {
          json.rows = Array.from({ length: 1 + Math.floor(rand() * 3) }, () =>
            Object.fromEntries(Array.from({ length: Math.floor(rand() * 5) }, () => [pick(FIELDS), pick(VALUES)])),
          )
        }
        result = await call(server.app, 'POST', `/api/chemistry/compound/${path}`, { token, json })
      }
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1)
      expect(result.status, `request ${i}`).toBeLessThan(500)
      if (result.status >= 400) expect(await tableHash(), `request ${i} was refused (${result.status}) but changed a row`).toBe(before)
    }
    // Most are refused; the mix also reaches the success paths.
    expect(statuses.get(400)).toBeGreaterThan(300)
    expect(statuses.get(200)).toBeGreaterThan(50)
  }, 120_000)
})
