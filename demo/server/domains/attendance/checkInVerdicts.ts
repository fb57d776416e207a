/**
 * A stored check-in as the day rule reads it (docs/spec.md#attendance-memberships): its verdict,
 * its approval and, for a member of several organisations, its verdict against each one's scopes
 * (`check_ins.org_verdicts`). The stored days (dayStore.ts) and the member's month (days.ts) read
 * check-in rows through `storedCheckIn` and count them in one organisation through `inOrg`.
 */
import type { ApprovalStatus, Verdict } from '../../../../src/domains/attendance/contract.ts'

/** `org_verdicts` as the driver answers it: jsonb parsed (PostgreSQL) or as text (PGlite), or null. */
export type OrgVerdicts = Record<string, Verdict> | string | null

/** The columns a check-in row is read with: `r.created_at, r.verdict, r.org_verdicts, a.status as approval`. */
export interface CheckInRow {
  created_at: Date
  verdict: Verdict
  org_verdicts: OrgVerdicts
  approval: ApprovalStatus | null
}

export interface StoredCheckIn {
  at: string
  verdict: Verdict
  approval?: ApprovalStatus
  /** The verdict against each organisation's scopes (null: one organisation, or a missed check-in). */
  orgVerdicts: Record<string, Verdict> | null
}

export function storedCheckIn(row: CheckInRow): StoredCheckIn {
  const orgVerdicts = typeof row.org_verdicts === 'string' ? (JSON.parse(row.org_verdicts) as Record<string, Verdict>) : row.org_verdicts
  return { at: new Date(row.created_at).toISOString(), verdict: row.verdict, orgVerdicts, ...(row.approval ? { approval: row.approval } : {}) }
}

/** The check-ins as they count in organisation `orgId`: with the verdict they had against its
 * scopes (a check-in before a membership keeps its own). */
export function inOrg(checkIns: readonly StoredCheckIn[], orgId: number): { at: string; verdict: Verdict; approval?: ApprovalStatus }[] {
  return checkIns.map(({ orgVerdicts, ...c }) => ({ ...c, verdict: orgVerdicts?.[orgId] ?? c.verdict }))
}
