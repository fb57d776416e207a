/**
 * Attendance rules (docs/spec.md#attendance-rules): a tenant's own (org_id null) and an
 * organisation's own, one JSON document each, tenant-isolated. An organisation without its own
 * follows the nearest organisation above it that has some, else the tenant's, else
 * DEFAULT_DAY_RULES. The input is read field by field and then checked by the shared rule
 * (`checkDayRules`), each problem a 400 naming its field in the reader's language.
 */
import {
  DEFAULT_DAY_RULES,
  MAX_GRACE_MINUTES,
  MAX_RULE_DATES,
  MAX_RULE_SCOPES,
  type AttendanceRules,
  type DayRules,
  type RuleProblem,
  type WallTime,
} from '../../../../src/domains/attendance/contract.ts'
import { checkDayRules } from '../../../../src/domains/attendance/logic/memberDay.ts'
import { canonicalTimeZone } from '#platform/core/timeZone.ts'
import type { Queryable } from '../../platform/db.ts'
import { fieldError } from '../../platform/http.ts'
import type { Message } from '../../platform/i18n.ts'

/** Each problem of `checkDayRules`, worded for the reader (the console words the same codes). */
const PROBLEM_MESSAGES: Record<RuleProblem['problem'], Message> = {
  'time-zone': /*i18n*/ 'The time zone must be an IANA name, such as Asia/Shanghai',
  weekdays: /*i18n*/ 'The working days must be different weekdays, 1 (Monday) to 7 (Sunday)',
  dates: /*i18n*/ 'Each date must be a real date, YYYY-MM-DD',
  'too-many-dates': /*i18n*/ 'At most {max} dates',
  'holiday-and-working': /*i18n*/ 'A date cannot be both a holiday and a make-up working day',
  time: /*i18n*/ 'Each time must be a time of day, HH:mm',
  grace: /*i18n*/ 'The grace must be a whole number of minutes from 0 to {max}',
  'start-before-end': /*i18n*/ 'The working day must end after it starts',
  'check-in-window': /*i18n*/ 'The check-in window must hold the start of the day',
  'check-out-window': /*i18n*/ 'The check-out window must hold the end of the day',
  'windows-overlap': /*i18n*/ 'The check-in window must close before the check-out window opens',
  scopes: /*i18n*/ 'The sign-in scopes must be 1 to {max} different scope ids',
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function textOf(value: unknown, field: string): string {
  if (typeof value !== 'string') throw fieldError(field, /*i18n*/ '{name} must be text', { name: field })
  return value.trim()
}

function listOf<T>(value: unknown, field: string, item: (v: unknown) => T): T[] {
  if (!Array.isArray(value)) throw fieldError(field, /*i18n*/ '{name} must be a list', { name: field })
  if (value.length > MAX_RULE_DATES) throw fieldError(field, PROBLEM_MESSAGES['too-many-dates'], { max: MAX_RULE_DATES })
  return value.map(item)
}

function windowOf(value: unknown, field: 'checkIn' | 'checkOut'): { from: WallTime; until: WallTime } {
  if (!isObject(value)) throw fieldError(field, /*i18n*/ '{name} must be an object', { name: field })
  return { from: textOf(value.from, `${field}.from`), until: textOf(value.until, `${field}.until`) }
}

/** The scope ids of the rules, sorted (checked by `checkDayRules` after). */
function scopeIdsOf(value: unknown): number[] {
  if (!Array.isArray(value)) throw fieldError('scopeIds', /*i18n*/ '{name} must be a list', { name: 'scopeIds' })
  if (value.length > MAX_RULE_SCOPES) throw fieldError('scopeIds', PROBLEM_MESSAGES.scopes, { max: MAX_RULE_SCOPES })
  return value.map((id) => (typeof id === 'number' ? id : Number.NaN)).sort((a, b) => a - b)
}

/** The rules of a request body's `rules`, read and checked; dates sorted without repeats, the
 * zone's canonical name. */
export function rulesInput(raw: unknown): DayRules {
  if (!isObject(raw)) throw fieldError('rules', /*i18n*/ '{name} must be an object', { name: 'rules' })
  const grace = raw.graceMinutes
  const dates = (field: 'holidays' | 'extraWorkingDays') => [...new Set(listOf(raw[field], field, (d) => textOf(d, field)))].sort()
  const rules: DayRules = {
    timeZone: textOf(raw.timeZone, 'timeZone'),
    workingDays: listOf(raw.workingDays, 'workingDays', (d) => (typeof d === 'number' ? d : Number.NaN)).sort((a, b) => a - b),
    holidays: dates('holidays'),
    extraWorkingDays: dates('extraWorkingDays'),
    start: textOf(raw.start, 'start'),
    end: textOf(raw.end, 'end'),
    graceMinutes: typeof grace === 'number' ? grace : Number.NaN,
    checkIn: windowOf(raw.checkIn, 'checkIn'),
    checkOut: windowOf(raw.checkOut, 'checkOut'),
    // Absent or null: each organisation's own scopes.
    ...(raw.scopeIds === undefined || raw.scopeIds === null ? {} : { scopeIds: scopeIdsOf(raw.scopeIds) }),
  }
  const [problem] = checkDayRules(rules)
  const max = problem?.problem === 'grace' ? MAX_GRACE_MINUTES : problem?.problem === 'scopes' ? MAX_RULE_SCOPES : MAX_RULE_DATES
  if (problem) throw fieldError(problem.field, PROBLEM_MESSAGES[problem.problem], { max })
  return { ...rules, timeZone: canonicalTimeZone(rules.timeZone)! }
}

interface RulesRow {
  org_id: number | null
  org_name: string | null
  rules: DayRules | string
  updated_at: Date
  depth: number
}

const parsed = (rules: DayRules | string): DayRules => (typeof rules === 'string' ? (JSON.parse(rules) as DayRules) : rules)

/** An owner's rules without the scopes they check in at (applyingScopes.ts adds those). */
export type OwnerRules = Omit<AttendanceRules, 'scopes'>

/**
 * The rules of organisation `orgId` (null: the tenant's own): its own, and the ones that apply
 * with where they come from. The organisation must be the tenant's (the caller checks).
 */
export async function rulesOf(q: Queryable, tenantId: number, orgId: number | null): Promise<OwnerRules> {
  // Every rules row up the tree (depth 0 the organisation itself) and the tenant's (depth 1000).
  const rows = await q.query<RulesRow>(
    `with recursive up(id, parent_id, depth) as (
       select id, parent_id, 0 from orgs where id = $2 and tenant_id = $1
       union all
       select o.id, o.parent_id, up.depth + 1 from orgs o join up on o.id = up.parent_id where o.tenant_id = $1 and up.depth < 64
     )
     select r.org_id, o.name as org_name, r.rules, r.updated_at, up.depth
       from attendance_rules r join up on up.id = r.org_id join orgs o on o.id = r.org_id where r.tenant_id = $1
     union all
     select null, null, r.rules, r.updated_at, 1000 from attendance_rules r where r.tenant_id = $1 and r.org_id is null
     order by depth`,
    [tenantId, orgId],
  )
  const own = orgId === null ? rows.find((r) => r.org_id === null) : rows.find((r) => r.depth === 0)
  const nearest = rows[0]
  return {
    orgId,
    own: own ? parsed(own.rules) : null,
    effective: nearest ? parsed(nearest.rules) : DEFAULT_DAY_RULES,
    from: nearest ? { orgId: nearest.org_id, orgName: nearest.org_name, builtIn: false } : { orgId: null, orgName: null, builtIn: true },
    updateTime: own ? new Date(own.updated_at).toISOString() : null,
  }
}

/** Sets the organisation's (or the tenant's) own rules, replacing what it had. */
export async function saveRules(q: Queryable, tenantId: number, orgId: number | null, rules: DayRules, now: Date): Promise<void> {
  await q.query(
    `insert into attendance_rules (tenant_id, org_id, rules, updated_at) values ($1, $2, $3::jsonb, $4)
     on conflict (tenant_id, coalesce(org_id, 0)) do update set rules = excluded.rules, updated_at = excluded.updated_at`,
    [tenantId, orgId, JSON.stringify(rules), now],
  )
}

/** The organisation (or the tenant) follows the rules above it again. */
export async function deleteRules(q: Queryable, tenantId: number, orgId: number | null): Promise<void> {
  await q.query('delete from attendance_rules where tenant_id = $1 and coalesce(org_id, 0) = coalesce($2::int, 0)', [tenantId, orgId])
}
