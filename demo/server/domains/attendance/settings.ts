/**
 * The attendance domain's settings from the environment (docs/server.md#environment): the
 * check-in limits CHECKIN_ACCURACY_LIMIT (metres: a worse accuracy is uncertain) and
 * CHECKIN_SPEED_LIMIT (m/s since the user's previous check-in: faster is flagged), and how often
 * the stored days are settled, ATTENDANCE_SETTLE_MINUTES (0: never in the background).
 */
import { integer, type Env } from '../../platform/settings.ts'
import { DEFAULT_LIMITS, type CheckInLimits } from './checkIns.ts'

export interface AttendanceSettings extends CheckInLimits {
  /** Minutes between settlings of the stored days (settleJob.ts); 0 turns them off. */
  settleMinutes: number
}

declare module '../../platform/settings.ts' {
  interface DomainSettings {
    attendance: AttendanceSettings
  }
}

export function readAttendanceSettings(env: Env): AttendanceSettings {
  return {
    accuracyLimit: integer(env, 'CHECKIN_ACCURACY_LIMIT', DEFAULT_LIMITS.accuracyLimit, 1, 100_000),
    speedLimit: integer(env, 'CHECKIN_SPEED_LIMIT', DEFAULT_LIMITS.speedLimit, 1, 100_000),
    settleMinutes: integer(env, 'ATTENDANCE_SETTLE_MINUTES', 10, 0, 1440),
  }
}
