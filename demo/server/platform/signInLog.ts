/**
 * The sign-in log's writing side (the table: migration 0020): one row per attempt at the token
 * endpoint — its result, the tenant code and username as typed (resolved to the tenant and the
 * user they name, whatever that user's state, when there are such), the client's address and
 * user agent. Now and then an insert also removes the rows older than RETENTION_DAYS. The
 * administrators' screen reads it within their data scope (domains/admin/signInLogRoutes.ts).
 */
import type { SignInResult } from '#platform/core/api/types.ts'
import type { Queryable } from './db.ts'

export type { SignInResult }

export const RETENTION_DAYS = 180
/** The longest user agent kept (longer ones are cut). */
const MAX_USER_AGENT = 300

export interface SignInAttempt {
  tenantCode: string
  username: string
  address: string
  userAgent: string
  result: SignInResult
}

/** Records one attempt (never the password). */
export async function recordSignIn(q: Queryable, attempt: SignInAttempt, now: Date): Promise<void> {
  await q.query(
    `insert into sign_in_log (tenant_id, user_id, tenant_code, username, at, address, user_agent, result)
     select t.id, (select u.id from users u where u.tenant_id = t.id and lower(u.username) = lower($2) limit 1),
            $1, $2, $3, $4, $5, $6
       from (select 1) one left join tenants t on lower(t.code) = lower($1)`,
    [
      attempt.tenantCode.slice(0, 64),
      attempt.username.slice(0, 200),
      now,
      attempt.address.slice(0, 64),
      attempt.userAgent.slice(0, MAX_USER_AGENT),
      attempt.result,
    ],
  )
  // About one insert in a hundred prunes the old rows (an indexed delete).
  if (Math.random() < 0.01) await q.query('delete from sign_in_log where at < $1', [new Date(now.getTime() - RETENTION_DAYS * 86_400_000)])
}
