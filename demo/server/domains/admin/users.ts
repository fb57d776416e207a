/**
 * The tenant's users as an administrator sees them: a filtered, searched, sorted page, and the
 * writes — create, edit, enable/disable, reset password, soft delete and restore. Every query
 * is scoped to the caller's tenant; a user of another tenant is simply not found.
 */
import { randomBytes } from 'node:crypto'
import type { Page } from '#platform/core/api/types.ts'
import type { AdminUser } from '../../../../src/domains/admin/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { badRequest, fieldError, notFound, toPage } from '../../platform/http.ts'
import { hashPassword } from '../../platform/passwords.ts'
import type { UserInput } from './userRules.ts'
import { scopeFilter, type Scope } from './dataScope.ts'

export type { AdminUser }

export interface UserQuery {
  currentPage: number
  pageSize: number
  keyword: string
  orgId?: number
  roleId?: number
  status?: string
  userType?: string
  auditStatus?: string
  /** true: the deleted users (to restore), false: the others. */
  deleted: boolean
  sortField: keyof typeof SORTABLE
  sortOrder: 'asc' | 'desc'
}

/** Columns the list may be sorted by (wire name → SQL). */
export const SORTABLE = {
  id: 'u.id',
  username: 'lower(u.username)',
  nickname: 'lower(u.nickname)',
  fullName: 'lower(u.full_name)',
  createdAt: 'u.created_at',
  status: 'u.status',
  auditTime: 'u.audit_time',
} as const

const SELECT = `
  select u.id::text, u.username, u.nickname, u.full_name as "fullName", u.company, u.job_title as "jobTitle",
         u.mobile, u.email, u.referee, u.geographic, u.address, u.profile, u.avatar, u.status,
         u.user_type as "userType", u.is_use as "isUse", u.org_id::text as "orgId", coalesce(o.name, '') as "orgName",
         r.id::text as "roleId", coalesce(r.code, '') as "roleCode", coalesce(r.name, '') as "roleName",
         coalesce(r.name_zh, '') as "roleNameZh", coalesce(r.name_tw, '') as "roleNameTw",
         u.audit_status as "auditStatus", u.audit_result as "auditResult", u.audit_idea as "auditIdea",
         coalesce(op.username, '') as "auditOper", u.audit_time as "auditTime", u.created_at as "createdAt",
         u.deleted_at as "deletedAt", coalesce(m.ids, '{}') as "otherOrgIds", coalesce(m.names, '{}') as "otherOrgNames"`
const FROM = `
  from users u
  left join orgs o on o.id = u.org_id and o.tenant_id = u.tenant_id
  left join lateral (
    select rr.id, rr.code, rr.name, rr.name_zh, rr.name_tw from user_roles ur join roles rr on rr.id = ur.role_id
    where ur.user_id = u.id order by ur.sort, rr.sort, rr.id limit 1
  ) r on true
  left join users op on op.id = u.audit_oper
  left join lateral (
    select array_agg(mo.id::text order by mo.name, mo.id) as ids, array_agg(mo.name order by mo.name, mo.id) as names
    from user_orgs uo join orgs mo on mo.id = uo.org_id where uo.user_id = u.id
  ) m on true`

type Row = Omit<AdminUser, 'auditTime' | 'createdAt' | 'deletedAt'> & { auditTime: Date | null; createdAt: Date; deletedAt: Date | null }

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)
const toUser = (row: Row): AdminUser => ({
  ...row,
  auditTime: iso(row.auditTime),
  createdAt: new Date(row.createdAt).toISOString(),
  deletedAt: iso(row.deletedAt),
})

/** The page of the tenant's users the query asks for, within the caller's data scope; each marked
 * `manageable` unless it holds one of `beyondRoleIds` (roles.ts rolesBeyondReach). */
export async function queryUsers(
  q: Queryable,
  tenantId: number,
  query: UserQuery,
  scope?: Scope,
  beyondRoleIds: readonly number[] = [],
): Promise<Page<AdminUser>> {
  const params: unknown[] = [tenantId]
  const where = ['u.tenant_id = $1', query.deleted ? 'u.deleted_at is not null' : 'u.deleted_at is null']
  if (scope) {
    const filter = scopeFilter(scope, { user: 'u.id', org: 'u.org_id' }, 2)
    where.push(filter.sql)
    params.push(...filter.params)
  }
  const add = (sql: string, value: unknown) => {
    params.push(value)
    where.push(sql.replaceAll('?', `$${params.length}`))
  }
  if (query.keyword) {
    add(
      `(position(lower(?) in lower(u.username)) > 0 or position(lower(?) in lower(u.nickname)) > 0
        or position(lower(?) in lower(u.full_name)) > 0 or position(lower(?) in lower(u.email)) > 0
        or position(? in u.mobile) > 0)`,
      query.keyword,
    )
  }
  if (query.orgId !== undefined) add('u.org_id = ?', query.orgId)
  if (query.roleId !== undefined) add('exists (select 1 from user_roles x where x.user_id = u.id and x.role_id = ?)', query.roleId)
  if (query.status) add('u.status = ?', query.status)
  if (query.userType) add('u.user_type = ?', query.userType)
  if (query.auditStatus) add('u.audit_status = ?', query.auditStatus)
  const whereSql = where.join(' and ')
  const [{ total }] = await q.query<{ total: number }>(`select count(*)::int as total from users u where ${whereSql}`, params)
  const order = `${SORTABLE[query.sortField]} ${query.sortOrder} nulls last, u.id ${query.sortOrder}`
  // The reach rule (roles.ts roleOfUserBeyondReach): a pending sign-up's roles do not count.
  const manageable = `(u.audit_status = 'pending' or not exists (select 1 from user_roles b where b.user_id = u.id and b.role_id = any($${params.length + 1}::int[]))) as manageable`
  const rows = await q.query<Row>(
    `${SELECT}, ${manageable} ${FROM} where ${whereSql} order by ${order} limit ${query.pageSize} offset ${(query.currentPage - 1) * query.pageSize}`,
    [...params, beyondRoleIds],
  )
  return toPage(rows.map(toUser), total, query.currentPage, query.pageSize)
}

/** One user of the tenant (deleted ones too), or a 404. */
export async function getUser(q: Queryable, tenantId: number, id: number): Promise<AdminUser> {
  const [row] = await q.query<Row>(`${SELECT} ${FROM} where u.tenant_id = $1 and u.id = $2`, [tenantId, id])
  if (!row) throw notFound(/*i18n*/ 'User not found')
  return toUser(row)
}

/** Checks the role and organisation belong to the tenant and the user type is an enabled code
 * of its `userType` dictionary — or the user's present type (field errors otherwise). */
async function checkRefs(q: Queryable, tenantId: number, input: Pick<UserInput, 'roleId' | 'orgId' | 'userType'>, currentType?: string): Promise<void> {
  if (input.userType !== currentType) {
    const type = await q.query("select 1 from dict_items where tenant_id = $1 and dict_type = 'userType' and value = $2 and enabled", [
      tenantId,
      input.userType,
    ])
    if (type.length === 0) throw fieldError('userType', /*i18n*/ 'Please select a user type')
  }
  const role = await q.query('select 1 from roles where id = $1 and tenant_id = $2', [input.roleId, tenantId])
  if (role.length === 0) throw fieldError('roleId', /*i18n*/ 'Please select a role')
  const org = await q.query('select 1 from orgs where id = $1 and tenant_id = $2', [input.orgId, tenantId])
  if (org.length === 0) throw fieldError('orgId', /*i18n*/ 'Please select an organisation')
}

async function usernameTaken(q: Queryable, tenantId: number, username: string, exceptId?: number): Promise<void> {
  const taken = await q.query('select 1 from users where tenant_id = $1 and lower(username) = lower($2) and id <> $3', [tenantId, username, exceptId ?? 0])
  if (taken.length > 0) throw fieldError('username', /*i18n*/ 'This username is already taken')
}

const COLUMNS = [
  ['nickname', 'nickname'],
  ['full_name', 'fullName'],
  ['company', 'company'],
  ['job_title', 'jobTitle'],
  ['mobile', 'mobile'],
  ['email', 'email'],
  ['referee', 'referee'],
  ['geographic', 'geographic'],
  ['address', 'address'],
  ['profile', 'profile'],
  ['avatar', 'avatar'],
  ['status', 'status'],
  ['user_type', 'userType'],
  ['is_use', 'isUse'],
  ['org_id', 'orgId'],
] as const

/** Creates an approved user with one role; returns its id. */
export async function createUser(q: Queryable, tenantId: number, input: UserInput, now: Date): Promise<number> {
  await checkRefs(q, tenantId, input)
  await usernameTaken(q, tenantId, input.username)
  const hash = await hashPassword(input.password ?? '')
  const values = COLUMNS.map(([, key]) => input[key])
  const [row] = await q.query<{ id: number }>(
    `insert into users (tenant_id, username, password_hash, audit_status, created_at, updated_at, ${COLUMNS.map(([c]) => c).join(', ')})
     values ($1, $2, $3, 'approved', $4, $4, ${COLUMNS.map((_, i) => `$${i + 5}`).join(', ')}) returning id`,
    [tenantId, input.username, hash, now, ...values],
  )
  await q.query('insert into user_roles (user_id, role_id, sort) values ($1, $2, 0)', [row.id, input.roleId])
  return row.id
}

/** Edits a user: every field, and its first (active after sign-in) role replaced by the chosen
 * one; the other roles granted to the user stay. */
export async function updateUser(q: Queryable, tenantId: number, id: number, input: UserInput, now: Date): Promise<void> {
  const current = await getUser(q, tenantId, id)
  await checkRefs(q, tenantId, input, current.userType)
  await usernameTaken(q, tenantId, input.username, id)
  const values = COLUMNS.map(([, key]) => input[key])
  await q.query(
    `update users set username = $3, updated_at = $4, ${COLUMNS.map(([c], i) => `${c} = $${i + 5}`).join(', ')}
     where id = $1 and tenant_id = $2`,
    [id, tenantId, input.username, now, ...values],
  )
  const first = await firstRole(q, id)
  if (first !== input.roleId) {
    await q.query('delete from user_roles where user_id = $1 and role_id = any($2::int[])', [id, [first ?? 0, input.roleId]])
    await q.query('insert into user_roles (user_id, role_id, sort) values ($1, $2, (select coalesce(min(sort), 1) - 1 from user_roles where user_id = $1))', [
      id,
      input.roleId,
    ])
  }
  if (input.status === 'disabled') await revokeSessions(q, id, now)
}

/** The user's first role (the one the user form shows), if any. */
export async function firstRole(q: Queryable, userId: number): Promise<number | null> {
  const [row] = await q.query<{ role_id: number }>(
    'select ur.role_id from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = $1 order by ur.sort, r.sort, r.id limit 1',
    [userId],
  )
  return row?.role_id ?? null
}

async function revokeSessions(q: Queryable, userId: number, now: Date): Promise<void> {
  await q.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [userId, now])
}

/** Enables or disables a user; disabling ends their sessions. */
export async function setStatus(q: Queryable, tenantId: number, callerId: number, id: number, status: string, now: Date): Promise<void> {
  if (id === callerId && status === 'disabled') throw badRequest(/*i18n*/ 'You cannot disable your own account')
  const rows = await q.query('update users set status = $3, updated_at = $4 where id = $1 and tenant_id = $2 and deleted_at is null returning id', [
    id,
    tenantId,
    status,
    now,
  ])
  if (rows.length === 0) throw notFound(/*i18n*/ 'User not found')
  if (status === 'disabled') await revokeSessions(q, id, now)
}

/** Readable random password that meets the rules: letters, digits and a special character. */
export function generatePassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ'
  const digits = '23456789'
  const specials = '!@#$%&*?'
  const bytes = randomBytes(12)
  const pick = (set: string, i: number) => set[bytes[i] % set.length]
  const chars = [...Array(9)].map((_, i) => pick(letters, i))
  chars.push(pick(digits, 9), pick(digits, 10), pick(specials, 11))
  return chars.join('')
}

/** Sets a new generated password (returned once, never stored in clear) and ends the user's sessions. */
export async function resetPassword(q: Queryable, tenantId: number, id: number, now: Date): Promise<string> {
  const password = generatePassword()
  const hash = await hashPassword(password)
  const rows = await q.query('update users set password_hash = $3, updated_at = $4 where id = $1 and tenant_id = $2 and deleted_at is null returning id', [
    id,
    tenantId,
    hash,
    now,
  ])
  if (rows.length === 0) throw notFound(/*i18n*/ 'User not found')
  await revokeSessions(q, id, now)
  return password
}

/** Soft-deletes (ends sessions) or restores a user. */
export async function setDeleted(q: Queryable, tenantId: number, callerId: number, id: number, deleted: boolean, now: Date): Promise<void> {
  if (id === callerId && deleted) throw badRequest(/*i18n*/ 'You cannot delete your own account')
  const rows = await q.query(
    `update users set deleted_at = ${deleted ? '$3' : 'null'}, updated_at = $3
     where id = $1 and tenant_id = $2 and deleted_at is ${deleted ? 'null' : 'not null'} returning id`,
    [id, tenantId, now],
  )
  if (rows.length === 0) throw notFound(/*i18n*/ 'User not found')
  if (deleted) await revokeSessions(q, id, now)
}
