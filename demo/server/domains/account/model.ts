/**
 * The account model: users read as the wire's `CurrentUser` (never with the password hash),
 * always within one tenant; the sign-in lookup; password and profile writes.
 */
import type { AuditStatus, CurrentUser, RoleName } from '#platform/core/api/types.ts'
import { userRoleNames, type Caller } from '../../platform/caller.ts'
import type { Db, Queryable } from '../../platform/db.ts'
import { revokeOtherSessions } from '../../platform/sessions.ts'

const USER_COLUMNS = `u.id, u.username, u.nickname, u.full_name, u.company, u.job_title, u.referee,
  u.country_code, u.mobile, u.email, u.phone, u.geographic, u.address, u.profile, u.avatar,
  u.audit_status, t.code as tenant_code`

interface UserRow {
  id: number
  username: string
  nickname: string
  full_name: string
  company: string
  job_title: string
  referee: string
  country_code: string
  mobile: string
  email: string
  phone: string
  geographic: string
  address: string
  profile: string
  avatar: string
  audit_status: AuditStatus
  tenant_code: string
}

function toCurrentUser(row: UserRow, roleNames: RoleName[]): CurrentUser {
  return {
    id: String(row.id),
    username: row.username,
    nickname: row.nickname,
    fullName: row.full_name,
    company: row.company,
    jobTitle: row.job_title,
    referee: row.referee,
    countryCode: row.country_code,
    mobile: row.mobile,
    email: row.email,
    phone: row.phone,
    geographic: row.geographic,
    address: row.address,
    profile: row.profile,
    introduction: row.nickname,
    avatar: row.avatar,
    roles: roleNames.map((role) => role.code),
    roleNames,
    tenantCode: row.tenant_code,
    auditStatus: row.audit_status,
  }
}

/** The user with this id in this tenant, or null (another tenant's user is "not found"). */
export async function findUser(q: Queryable, tenantId: number, userId: number): Promise<CurrentUser | null> {
  const [row] = await q.query<UserRow>(
    `select ${USER_COLUMNS} from users u join tenants t on t.id = u.tenant_id
     where u.id = $1 and u.tenant_id = $2`,
    [userId, tenantId],
  )
  return row ? toCurrentUser(row, await userRoleNames(q, row.id)) : null
}

export interface LoginRow {
  id: number
  tenant_id: number
  password_hash: string
  audit_status: AuditStatus
}

/** The account a sign-in names (tenant code and username, both case-insensitive), if any. */
export async function findLogin(q: Queryable, tenantCode: string, username: string): Promise<LoginRow | undefined> {
  const [row] = await q.query<LoginRow>(
    `select u.id, u.tenant_id, u.password_hash, u.audit_status
     from users u join tenants t on t.id = u.tenant_id
     where lower(t.code) = lower($1) and lower(u.username) = lower($2)
       -- Rejected, disabled and deleted accounts sign in as if unknown (docs/spec.md#administration).
       and u.audit_status <> 'rejected' and u.status = 'enabled' and u.deleted_at is null`,
    [tenantCode, username],
  )
  return row
}

/** The id of the tenant with this code (case-insensitive), if any. */
export async function findTenantId(q: Queryable, tenantCode: string): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>('select id from tenants where lower(code) = lower($1)', [tenantCode])
  return row?.id
}

/** The caller's stored password hash. */
export async function passwordHashOf(q: Queryable, caller: Caller): Promise<string | undefined> {
  const [row] = await q.query<{ password_hash: string }>('select password_hash from users where id = $1 and tenant_id = $2', [caller.userId, caller.tenantId])
  return row?.password_hash
}

/** Stores the caller's new password hash and signs out their other sessions, in one transaction. */
export async function changePassword(db: Db, caller: Caller, hash: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('update users set password_hash = $3, updated_at = $4 where id = $1 and tenant_id = $2', [caller.userId, caller.tenantId, hash, now])
    // Other devices signed in with the old password are signed out.
    await revokeOtherSessions(tx, caller.userId, caller.sessionId, now)
  })
}

/** Sets checked profile columns (code constants, never user input) of a user of the tenant;
 * false when no such user is in it. */
export async function updateProfile(q: Queryable, tenantId: number, userId: number, columns: ReadonlyMap<string, string>, now: Date): Promise<boolean> {
  const values: unknown[] = [userId, tenantId]
  const sets: string[] = []
  for (const [column, value] of columns) {
    values.push(value)
    sets.push(`${column} = $${values.length}`)
  }
  values.push(now)
  sets.push(`updated_at = $${values.length}`)
  const updated = await q.query(`update users set ${sets.join(', ')} where id = $1 and tenant_id = $2 returning id`, values)
  return updated.length > 0
}
