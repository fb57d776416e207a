/**
 * The sign-up audit: an administrator approves a pending sign-up — with a role and an
 * organisation; the account becomes active and its credentials mail goes to the outbox, written in
 * the language the person signed up or last signed in with (users.lang) — or
 * rejects it with a reason. Each decision records auditStatus/Result/Idea/Oper/Time.
 */
import type { OutboxMail, OutboxStatus } from '../../../../src/domains/admin/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { badRequest, fieldError, notFound } from '../../platform/http.ts'
import { MAX_ATTEMPTS } from './outboxDelivery.ts'
import { scopeFilter, type Scope } from './dataScope.ts'
import { text, translate, type Language } from '../../platform/i18n.ts'

export interface AuditDecision {
  approve: boolean
  /** The reason (required when rejecting). */
  idea: string
  roleId?: number
  orgId?: number
}

async function pendingUser(q: Queryable, tenantId: number, id: number): Promise<{ username: string; email: string; nickname: string; lang: Language }> {
  const [row] = await q.query<{ username: string; email: string; nickname: string; lang: Language; audit_status: string }>(
    'select username, email, nickname, lang, audit_status from users where id = $1 and tenant_id = $2 and deleted_at is null for update',
    [id, tenantId],
  )
  if (!row) throw notFound(/*i18n*/ 'User not found')
  if (row.audit_status !== 'pending') throw badRequest(/*i18n*/ 'This sign-up has already been decided')
  return row
}

export async function decideSignUp(q: Queryable, tenantId: number, operId: number, id: number, d: AuditDecision, now: Date): Promise<void> {
  const user = await pendingUser(q, tenantId, id)
  if (!d.approve) {
    if (!d.idea) throw fieldError('auditIdea', /*i18n*/ 'Please give the reason for the rejection')
    await q.query(
      `update users set audit_status = 'rejected', audit_result = 'rejected', audit_idea = $3, audit_oper = $4,
              audit_time = $5, updated_at = $5 where id = $1 and tenant_id = $2`,
      [id, tenantId, d.idea, operId, now],
    )
    return
  }
  if (d.roleId === undefined) throw fieldError('roleId', /*i18n*/ 'Please select a role')
  if (d.orgId === undefined) throw fieldError('orgId', /*i18n*/ 'Please select an organisation')
  const role = await q.query('select 1 from roles where id = $1 and tenant_id = $2', [d.roleId, tenantId])
  if (role.length === 0) throw fieldError('roleId', /*i18n*/ 'Please select a role')
  const org = await q.query('select 1 from orgs where id = $1 and tenant_id = $2', [d.orgId, tenantId])
  if (org.length === 0) throw fieldError('orgId', /*i18n*/ 'Please select an organisation')
  await q.query(
    `update users set audit_status = 'approved', audit_result = 'approved', audit_idea = $3, audit_oper = $4,
            audit_time = $5, updated_at = $5, org_id = $6, status = 'enabled' where id = $1 and tenant_id = $2`,
    [id, tenantId, d.idea, operId, now, d.orgId],
  )
  await q.query('delete from user_roles where user_id = $1', [id])
  await q.query('insert into user_roles (user_id, role_id, sort) values ($1, $2, 0)', [id, d.roleId])
  const [tenant] = await q.query<{ code: string }>('select code from tenants where id = $1', [tenantId])
  // In the language the person signed up (or last signed in) with.
  const values = { name: user.nickname || user.username, tenant: tenant.code, username: user.username }
  await q.query('insert into outbox (tenant_id, user_id, recipient, subject, body, created_at) values ($1, $6, $2, $3, $4, $5)', [
    tenantId,
    user.email || user.username,
    translate(user.lang, /*i18n*/ 'Your Studentwork account is approved'),
    translate(
      user.lang,
      text(
        /*i18n*/ 'Hello {name},\n\nYour sign-up was approved. Sign in with:\n  Tenant: {tenant}\n  Username: {username}\n  Password: the one you chose when signing up.\n',
        values,
      ),
    ),
    now,
    id,
  ])
}

type OutboxRow = {
  id: number
  recipient: string
  subject: string
  body: string
  created_at: Date
  sent_at: Date | null
  attempts: number
  last_error: string | null
  next_attempt_at: Date | null
}

const iso = (value: Date) => new Date(value).toISOString()

function outboxStatus(row: OutboxRow, delivering: boolean): OutboxStatus {
  if (row.sent_at) return 'sent'
  if (row.attempts >= MAX_ATTEMPTS) return 'failed'
  return delivering ? 'queued' : 'kept'
}

/** The last `limit` mails of users within the caller's data scope, newest first; `delivering` —
 * the server has a mail server. */
export async function listOutbox(q: Queryable, scope: Scope, limit: number, delivering: boolean): Promise<OutboxMail[]> {
  const filter = scopeFilter(scope, { user: 'o.user_id' }, 3)
  const rows = await q.query<OutboxRow>(
    `select o.id, o.recipient, o.subject, o.body, o.created_at, o.sent_at, o.attempts, o.last_error, o.next_attempt_at
       from outbox o where o.tenant_id = $1 and ${filter.sql} order by o.id desc limit $2`,
    [scope.tenantId, limit, ...filter.params],
  )
  return rows.map((r) => ({
    id: String(r.id),
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: iso(r.created_at),
    status: outboxStatus(r, delivering),
    attempts: r.attempts,
    ...(r.sent_at ? { sentAt: iso(r.sent_at) } : {}),
    ...(r.last_error ? { lastError: r.last_error } : {}),
    ...(r.next_attempt_at && !r.sent_at ? { nextAttemptAt: iso(r.next_attempt_at) } : {}),
  }))
}
