/**
 * The attendance domain's settings from the environment (docs/server.md#environment): the
 * check-in limits CHECKIN_ACCURACY_LIMIT (metres: a worse accuracy is uncertain) and
 * CHECKIN_SPEED_LIMIT (m/s since the user's previous check-in: faster is flagged).
 */
import { integer, type Env } from '../../platform/settings.ts'
import { DEFAULT_LIMITS, type CheckInLimits } from './checkIns.ts'

export type AttendanceSettings = CheckInLimits

declare module '../../platform/settings.ts' {
  interface DomainSettings {
    attendance: AttendanceSettings
  }
}

export function readAttendanceSettings(env: Env): AttendanceSettings {
  return {
    accuracyLimit: integer(env, 'CHECKIN_ACCURACY_LIMIT', DEFAULT_LIMITS.accuracyLimit, 1, 100_000),
    speedLimit: integer(env, 'CHECKIN_SPEED_LIMIT', DEFAULT_LIMITS.speedLimit, 1, 100_000),
  }
}
