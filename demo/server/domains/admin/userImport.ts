/**
 * The users import (docs/spec.md#administration): each row checked cell by cell — every problem named with its row,
 * column and reason — dictionary labels mapped to codes, the role and organisation found by name
 * or code, an existing user (same username, any case) updated instead of duplicated and left
 * alone when nothing differs. A dry run answers what an import would do and stores nothing; an
 * import stores every valid row in one transaction. A new user without a password gets a
 * generated one, answered once (never logged, never stored in clear). A problem's reason is a
 * `Text`, written in the reader's language by the route (i18n.ts `say`).
 */
import type { ImportProblem, UserImportResult } from '../../../../src/domains/admin/contract.ts'
import { choiceCode, IMPORT_COLUMNS, MAX_USER_IMPORT_ROWS, type ChoiceColumn, type ImportColumn } from '../../../../src/domains/admin/logic/userImport.ts'
import type { Db, Queryable } from '../../platform/db.ts'
import { badRequest } from '../../platform/http.ts'
import { text, type Text } from '../../platform/i18n.ts'
import { checkText } from '../../platform/params.ts'
import { passwordProblem, TEXT_FIELDS, usernameProblem, type UserInput } from './userRules.ts'
import { createUser, generatePassword } from './users.ts'

/** The text columns: import column → users column. */
const TEXT = [
  ['nickname', 'nickname'],
  ['fullName', 'full_name'],
  ['email', 'email'],
  ['mobile', 'mobile'],
  ['company', 'company'],
  ['jobTitle', 'job_title'],
  ['referee', 'referee'],
  ['geographic', 'geographic'],
  ['address', 'address'],
  ['profile', 'profile'],
] as const
type TextColumn = (typeof TEXT)[number][0]

interface Existing {
  id: number
  deleted: boolean
  values: Record<TextColumn | 'status' | 'userType' | 'isUse' | 'orgId', string>
  roleIds: number[]
}

type Change = Partial<Record<TextColumn | 'status' | 'userType' | 'isUse', string>> & { orgId?: number; roleId?: number }
type Action =
  | { kind: 'create'; row: number; input: UserInput; generated: boolean }
  | { kind: 'update'; row: number; id: number; change: Change }
  | { kind: 'unchanged'; row: number }

type Row = { row: number; values: Partial<Record<ImportColumn, string>> }
/** A problem of a row, its reason not yet in a language; the result as the logic answers it. */
export type Problem = Omit<ImportProblem, 'reason'> & { reason: Text }
export type ImportOutcome = Omit<UserImportResult, 'problems'> & { problems: Problem[] }

/** The request's rows, or a 400 when they are not rows at all. */
export function readImportRows(raw: unknown): Row[] {
  if (!Array.isArray(raw)) throw badRequest(/*i18n*/ 'rows must be a list')
  if (raw.length === 0) throw badRequest(/*i18n*/ 'There are no rows to import')
  if (raw.length > MAX_USER_IMPORT_ROWS) throw badRequest(/*i18n*/ 'An import may hold at most {max} rows', { max: MAX_USER_IMPORT_ROWS })
  return raw.map((item, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badRequest(/*i18n*/ '{name} must be an object', { name: `rows[${i}]` })
    const r = item as Record<string, unknown>
    const row = typeof r.row === 'number' && Number.isInteger(r.row) && r.row >= 1 && r.row <= 10_000_000 ? r.row : i + 2
    const source = typeof r.values === 'object' && r.values !== null && !Array.isArray(r.values) ? (r.values as Record<string, unknown>) : null
    if (!source) throw badRequest(/*i18n*/ '{name} must be an object', { name: `rows[${i}].values` })
    const values: Row['values'] = {}
    for (const column of IMPORT_COLUMNS) {
      const cell = source[column]
      if (cell === undefined || cell === null) continue
      if (typeof cell !== 'string' && typeof cell !== 'number' && typeof cell !== 'boolean')
        throw badRequest(/*i18n*/ '{name} must be text', { name: `rows[${i}].values.${column}` })
      values[column] = String(cell).trim()
    }
    return { row, values }
  })
}

async function lookups(q: Queryable, tenantId: number, rows: Row[]) {
  const lower = (column: ImportColumn) => [...new Set(rows.map((r) => r.values[column]?.toLowerCase()).filter((v): v is string => !!v))]
  const roles = await q.query<{ id: number; code: string; name: string }>('select id, code, name from roles where tenant_id = $1', [tenantId])
  const orgs = await q.query<{ id: number; code: string; name: string }>(
    'select id, code, name from orgs where tenant_id = $1 and (lower(code) = any($2) or lower(name) = any($2))',
    [tenantId, lower('orgId')],
  )
  const users = await q.query<Existing['values'] & { id: number; username: string; deleted: boolean; roleIds: number[] }>(
    `select u.id, u.username, u.deleted_at is not null as deleted, ${TEXT.map(([key, col]) => `u.${col} as "${key}"`).join(', ')},
            u.status, u.user_type as "userType", u.is_use::text as "isUse", coalesce(u.org_id::text, '') as "orgId",
            coalesce((select array_agg(ur.role_id order by ur.sort) from user_roles ur where ur.user_id = u.id), '{}') as "roleIds"
     from users u where u.tenant_id = $1 and lower(u.username) = any($2)`,
    [tenantId, lower('username')],
  )
  const dict = await q.query<{ dict_type: string; value: string; label: string; label_zh: string | null; label_tw: string | null }>(
    `select dict_type, value, label, label_zh, label_tw from dict_items where tenant_id = $1 and dict_type in ('status', 'userStatus', 'userType')`,
    [tenantId],
  )
  const dictLabels = (types: string[]) =>
    new Map(
      dict
        .filter((d) => types.includes(d.dict_type))
        .flatMap((d) => [d.label, d.label_zh, d.label_tw].filter((l): l is string => !!l).map((l) => [l.toLowerCase(), d.value] as const)),
    )
  const byKey = <T extends { code: string; name: string }>(items: T[], key: string) => {
    const k = key.toLowerCase()
    const byCode = items.filter((i) => i.code.toLowerCase() === k)
    return byCode.length > 0 ? byCode : items.filter((i) => i.name.toLowerCase() === k)
  }
  return {
    role: (key: string) => byKey(roles, key),
    org: (key: string) => byKey(orgs, key),
    user: new Map(users.map((u) => [u.username.toLowerCase(), { id: u.id, deleted: u.deleted, values: u, roleIds: u.roleIds.map(Number) } as Existing])),
    extra: { status: dictLabels(['status', 'userStatus']), userType: dictLabels(['userType']), isUse: new Map<string, string>() } as Record<
      ChoiceColumn,
      Map<string, string>
    >,
  }
}

const UNKNOWN_CHOICE: Record<ChoiceColumn, string> = {
  status: /*i18n*/ '“{value}” is not a known status',
  userType: /*i18n*/ '“{value}” is not a known user type',
  isUse: /*i18n*/ '“{value}” is not a known in-use value',
}
const REF_PROBLEMS = {
  roleId: { none: /*i18n*/ 'No role is named or coded “{value}”', several: /*i18n*/ 'Several roles are named “{value}”; use its code' },
  orgId: { none: /*i18n*/ 'No organisation is named or coded “{value}”', several: /*i18n*/ 'Several organisations are named “{value}”; use its code' },
}

/** Checks every row and decides what each valid one does; reads only. */
export async function planImport(q: Queryable, tenantId: number, rows: Row[]): Promise<{ actions: Action[]; problems: Problem[] }> {
  const find = await lookups(q, tenantId, rows)
  const problems: Problem[] = []
  const actions: Action[] = []
  const firstRowOf = new Map<string, number>()
  for (const { row, values } of rows) {
    const found: Problem[] = []
    const problem = (column: ImportColumn, reason: Text) => found.push({ row, column, reason })
    const username = values.username ?? ''
    const userProblem = usernameProblem(username)
    if (userProblem) problem('username', userProblem)
    const key = username.toLowerCase()
    const earlier = firstRowOf.get(key)
    if (!userProblem && earlier !== undefined) problem('username', text(/*i18n*/ 'The same username as row {row}', { row: earlier }))
    else if (!userProblem) firstRowOf.set(key, row)
    const existing = userProblem ? undefined : find.user.get(key)
    if (existing?.deleted) problem('username', text(/*i18n*/ 'A deleted user has this username; restore it first'))

    const cells: Partial<Record<TextColumn, string>> = {}
    for (const [column] of TEXT) {
      const cell = values[column]
      if (cell === undefined && existing) continue
      const checked = checkText(cell ?? '', TEXT_FIELDS[column]!)
      if ('error' in checked) problem(column, checked.error)
      else cells[column] = checked.value
    }
    const choice = (column: ChoiceColumn): string | undefined => {
      const cell = values[column]
      if (!cell) return undefined
      const code = choiceCode(column, cell, find.extra[column])
      if (code === null) problem(column, text(UNKNOWN_CHOICE[column], { value: cell }))
      return code ?? undefined
    }
    const status = choice('status')
    const userType = choice('userType')
    const isUse = choice('isUse')
    const ref = (column: 'roleId' | 'orgId', required: string): number | undefined => {
      const cell = values[column]
      if (!cell) {
        if (!existing) problem(column, text(required))
        return undefined
      }
      const matches = column === 'roleId' ? find.role(cell) : find.org(cell)
      if (matches.length === 0) problem(column, text(REF_PROBLEMS[column].none, { value: cell }))
      else if (matches.length > 1) problem(column, text(REF_PROBLEMS[column].several, { value: cell }))
      return matches.length === 1 ? matches[0]!.id : undefined
    }
    const roleId = ref('roleId', /*i18n*/ 'Please select a role')
    const orgId = ref('orgId', /*i18n*/ 'Please select an organisation')
    const password = values.initialPassword ?? ''
    if (!existing && password) {
      const bad = passwordProblem(password, password)
      if (bad) problem('initialPassword', bad.message)
    }
    if (found.length > 0) {
      problems.push(...found)
      continue
    }
    if (!existing) {
      const input: UserInput = {
        username,
        password: password || generatePassword(),
        status: (status ?? 'enabled') as UserInput['status'],
        userType: (userType ?? 'internal') as UserInput['userType'],
        isUse: isUse !== 'false',
        roleId: roleId!,
        orgId: orgId!,
        nickname: '',
        fullName: '',
        company: '',
        jobTitle: '',
        mobile: '',
        email: '',
        referee: '',
        geographic: '',
        address: '',
        profile: '',
        avatar: '',
        ...cells,
      }
      actions.push({ kind: 'create', row, input, generated: !password })
      continue
    }
    const change: Change = {}
    for (const [column, value] of Object.entries(cells) as Array<[TextColumn, string]>) if (existing.values[column] !== value) change[column] = value
    if (status && existing.values.status !== status) change.status = status
    if (userType && existing.values.userType !== userType) change.userType = userType
    if (isUse && existing.values.isUse !== isUse) change.isUse = isUse
    if (orgId !== undefined && existing.values.orgId !== String(orgId)) change.orgId = orgId
    if (roleId !== undefined && !existing.roleIds.includes(roleId)) change.roleId = roleId
    actions.push(Object.keys(change).length > 0 ? { kind: 'update', row, id: existing.id, change } : { kind: 'unchanged', row })
  }
  return { actions, problems }
}

const COLUMN_OF: Record<keyof Change, string> = {
  ...(Object.fromEntries(TEXT) as Record<TextColumn, string>),
  status: 'status',
  userType: 'user_type',
  isUse: 'is_use',
  orgId: 'org_id',
  roleId: '',
}

async function applyUpdate(q: Queryable, tenantId: number, id: number, change: Change, now: Date): Promise<void> {
  const sets = (Object.keys(change) as Array<keyof Change>).filter((k) => k !== 'roleId')
  const params: unknown[] = [id, tenantId, now, ...sets.map((k) => (k === 'isUse' ? change[k] === 'true' : change[k]))]
  await q.query(`update users set updated_at = $3${sets.map((k, i) => `, ${COLUMN_OF[k]} = $${i + 4}`).join('')} where id = $1 and tenant_id = $2`, params)
  if (change.roleId !== undefined) {
    await q.query('delete from user_roles where user_id = $1', [id])
    await q.query('insert into user_roles (user_id, role_id, sort) values ($1, $2, 0)', [id, change.roleId])
  }
  if (change.status === 'disabled') await q.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [id, now])
}

/** Runs the import: a dry run reads only; otherwise every valid row is written in one transaction. */
export async function importUsers(db: Db, who: { tenantId: number; now: Date }, rows: Row[], dryRun: boolean): Promise<ImportOutcome> {
  const run = async (q: Queryable): Promise<ImportOutcome> => {
    const { actions, problems } = await planImport(q, who.tenantId, rows)
    const passwords: UserImportResult['passwords'] = []
    if (!dryRun) {
      for (const action of actions) {
        if (action.kind === 'create') {
          await createUser(q, who.tenantId, action.input, who.now)
          if (action.generated) passwords.push({ row: action.row, username: action.input.username, password: action.input.password! })
        } else if (action.kind === 'update') {
          await applyUpdate(q, who.tenantId, action.id, action.change, who.now)
        }
      }
    }
    const count = (kind: Action['kind']) => actions.filter((a) => a.kind === kind).length
    return { dryRun, created: count('create'), updated: count('update'), unchanged: count('unchanged'), problems, passwords }
  }
  return dryRun ? run(db) : db.transaction(run)
}
