/**
 * What a member is told of a decision on their request (docs/spec.md#attendance-approvals), as
 * messages their notice is written in, in their language: for a check-in outside the scope or a
 * missed one, its wall time in their rules' zone; for leave, its type (the dictionary's label in their language)
 * and days; the approver's comment shown as itself (it cannot become a link or a heading). Also
 * the request as the operation log names it.
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

export async function decisionNotice(q: Queryable, tenantId: number, approval: Approval, approved: boolean): Promise<DecisionNotice> {
  const comment = markdownText(approval.comment)
  if (approval.kind === 'leave') {
    const item = (await listDict(q, tenantId, LEAVE_DICT)).find((d) => d.value === approval.leaveType)
    const type = item ? { name: item.label, nameZh: item.labelZh, nameTw: item.labelTw } : { name: approval.leaveType ?? '' }
    const values = { type, from: approval.fromDate!, to: approval.toDate!, comment }
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
  // The check-in's wall time in the member's rules' zone.
  const [member] = await q.query<{ org_id: number | null }>('select org_id from users where id = $1', [approval.userId])
  const zone = (await rulesOf(q, tenantId, member?.org_id ?? null)).effective.timeZone
  const local = localOf(Date.parse((approval.kind === 'missed' ? approval.missedTime : approval.checkInTime) ?? ''), zone)
  const time = `${local.date} ${String(Math.floor(local.minutes / 60)).padStart(2, '0')}:${String(local.minutes % 60).padStart(2, '0')}`
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
