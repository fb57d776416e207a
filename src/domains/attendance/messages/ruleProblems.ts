/** The attendance rules' problems (`checkDayRules`' codes), the day states and a request's
 * status as a person reads them, in the console's language; the server words the same codes in its own catalog. */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ApprovalStatus, DayState, RuleProblem } from '../contract.ts'

export const RULE_PROBLEM_MESSAGES: Record<RuleProblem['problem'], MessageDescriptor> = {
  'time-zone': msg`The time zone must be an IANA name, such as Asia/Shanghai`,
  weekdays: msg`Choose different weekdays`,
  dates: msg`Each date must be a real date, YYYY-MM-DD`,
  'too-many-dates': msg`Too many dates`,
  'holiday-and-working': msg`A date cannot be both a holiday and a make-up working day`,
  time: msg`Enter a time of day, HH:mm`,
  grace: msg`Enter whole minutes from 0 to 240`,
  'start-before-end': msg`The working day must end after it starts`,
  'check-in-window': msg`The check-in window must hold the start of the day`,
  'check-out-window': msg`The check-out window must hold the end of the day`,
  'windows-overlap': msg`The check-in window must close before the check-out window opens`,
  scopes: msg`Choose one to 20 sign-in scopes`,
}

export const DAY_STATE_MESSAGES: Record<DayState, MessageDescriptor> = {
  'not-working': msg`Rest day`,
  'on-leave': msg`On leave`,
  open: msg`Open`,
  absent: msg`Absent`,
  'no-check-in': msg`No check-in`,
  'no-check-out': msg`No check-out`,
  'on-time': msg`On time`,
  late: msg`Late`,
  'left-early': msg`Left early`,
  'outside-approved': msg`Outside, approved`,
  'outside-pending': msg`Outside, not approved`,
  'outside-rejected': msg`Outside, rejected`,
  untracked: msg`Not tracked`,
}

/** A member's request as they read its status. */
export const APPROVAL_STATUS_MESSAGES: Record<ApprovalStatus, MessageDescriptor> = {
  pending: msg`Waiting for approval`,
  approved: msg`Approved`,
  rejected: msg`Not approved`,
}
