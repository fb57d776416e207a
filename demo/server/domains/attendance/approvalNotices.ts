/**
 * What is told of a request (docs/spec.md#attendance-approvals), as messages each notice is
 * written in, in its reader's language: the approvers of a request sent (who sent it, what, and
 * their reason), the member of the decision on theirs. A check-in outside the scope or a missed
 * one reads as its wall time in the member's rules' zone; leave as its type (the dictionary's
 * label in the reader's language) and days; the member's reason and the approver's comment are
 * shown as themselves (they cannot become a link or a heading). Also the request as the operation
 * log names it.
 */
import { LEAVE_DICT, type Approval } from '../../../../src/domains/attendance/contract.ts'
import { localOf } from '../../../../src/domains/attendance/logic/memberDay.ts'
import type { Queryable } from '../../platform/db.ts'
import { text, type Text } from '../../platform/i18n.ts'
import { listDict } from '../admin/index.ts'
import { rulesOf } from './rules.ts'

/** Text shown as itself inside markdown. */
const markdownText = (value: string) => value.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, '\\$&')

export interface DecisionNotice {
  title: Text
  markdown: Text
  /** The request as the operation log names it. */
  target: string
}

/** A leave's type (a name in every language) and days. */
async function leaveValues(q: Queryable, tenantId: number, approval: Approval) {
  const item = (await listDict(q, tenantId, LEAVE_DICT)).find((d) => d.value === approval.leaveType)
  const type = item ? { name: item.label, nameZh: item.labelZh, nameTw: item.labelTw } : { name: approval.leaveType ?? '' }
  return { type, from: approval.fromDate!, to: approval.toDate! }
}

/** A check-in's (or a missed one's) wall time in the member's rules' zone, and the zone. */
async function wallTime(q: Queryable, tenantId: number, approval: Approval): Promise<{ time: string; zone: string }> {
  const [member] = await q.query<{ org_id: number | null }>('select org_id from users where id = $1', [approval.userId])
  const zone = (await rulesOf(q, tenantId, member?.org_id ?? null)).effective.timeZone
  const local = localOf(Date.parse((approval.kind === 'missed' ? approval.missedTime : approval.checkInTime) ?? ''), zone)
  const time = `${local.date} ${String(Math.floor(local.minutes / 60)).padStart(2, '0')}:${String(local.minutes % 60).padStart(2, '0')}`
  return { time, zone }
}

/** What an approver is told of a request sent to them. */
export async function requestNotice(q: Queryable, tenantId: number, approval: Approval): Promise<{ title: Text; markdown: Text }> {
  const who = { name: markdownText(approval.userName), org: markdownText(approval.orgName ?? ''), reason: markdownText(approval.reason) }
  if (approval.kind === 'leave') {
    const values = { ...who, ...(await leaveValues(q, tenantId, approval)) }
    return {
      title: text(/*i18n*/ '{name} asks for leave', values),
      markdown: text(/*i18n*/ '{name} ({org}) asks for {type} from {from} to {to}. Reason: {reason}\n\nDecide it under Attendance › Approvals.', values),
    }
  }
  const values = { ...who, ...(await wallTime(q, tenantId, approval)) }
  if (approval.kind === 'missed')
    return {
      title: text(/*i18n*/ '{name} asks for a missed check-in', values),
      markdown: text(
        /*i18n*/ '{name} ({org}) asks to count a check-in at {time} ({zone}) they missed. Reason: {reason}\n\nDecide it under Attendance › Approvals.',
        values,
      ),
    }
  return {
    title: text(/*i18n*/ '{name} asks to count a check-in outside the scope', values),
    markdown: text(
      /*i18n*/ '{name} ({org}) checked in at {time} ({zone}) outside every sign-in scope. Reason: {reason}\n\nDecide it under Attendance › Approvals.',
      values,
    ),
  }
}

export async function decisionNotice(q: Queryable, tenantId: number, approval: Approval, approved: boolean): Promise<DecisionNotice> {
  const comment = markdownText(approval.comment)
  if (approval.kind === 'leave') {
    const values = { ...(await leaveValues(q, tenantId, approval)), comment }
    return {
      title: approved ? text(/*i18n*/ 'Your leave request was approved') : text(/*i18n*/ 'Your leave request was not approved'),
      markdown: approved
        ? comment
          ? text(/*i18n*/ 'Your {type} from {from} to {to} was approved. Comment: {comment}', values)
          : text(/*i18n*/ 'Your {type} from {from} to {to} was approved.', values)
        : text(/*i18n*/ 'Your {type} from {from} to {to} was not approved. Comment: {comment}', values),
      target: `${approval.userName} · ${approval.fromDate}–${approval.toDate}`,
    }
  }
  const { time, zone } = await wallTime(q, tenantId, approval)
  const values = { time, zone, comment }
  if (approval.kind === 'missed')
    return {
      title: approved ? text(/*i18n*/ 'Your missed check-in was approved') : text(/*i18n*/ 'Your missed check-in was not approved'),
      markdown: approved
        ? comment
          ? text(/*i18n*/ 'Your missed check-in of {time} ({zone}) was approved: it counts for the day. Comment: {comment}', values)
          : text(/*i18n*/ 'Your missed check-in of {time} ({zone}) was approved: it counts for the day.', values)
        : text(/*i18n*/ 'Your missed check-in of {time} ({zone}) was not approved. Comment: {comment}', values),
      target: `${approval.userName} · ${time}`,
    }
  return {
    title: approved ? text(/*i18n*/ 'Your check-in outside the scope was approved') : text(/*i18n*/ 'Your check-in outside the scope was not approved'),
    markdown: approved
      ? comment
        ? text(/*i18n*/ 'Your check-in of {time} ({zone}) outside the sign-in scope was approved: it counts for the day. Comment: {comment}', values)
        : text(/*i18n*/ 'Your check-in of {time} ({zone}) outside the sign-in scope was approved: it counts for the day.', values)
      : text(/*i18n*/ 'Your check-in of {time} ({zone}) outside the sign-in scope was not approved. Comment: {comment}', values),
    target: `${approval.userName} · ${time}`,
  }
}
