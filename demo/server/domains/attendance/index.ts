/**
 * The attendance domain (docs/spec.md#attendance): sign-in scopes per organisation, members' check-ins with
 * the server's verdict, the records with their daily counts, the attendance rules, the member's
 * month and the approvals of check-ins outside every scope, and the members' days stored as they
 * close, settled in the background (settleJob.ts).
 */
import type { ServerDomain } from '../../platform/domain.ts'
import { attendanceRoutes } from './routes.ts'
import { seedAttendance } from './seed.ts'
import { readAttendanceSettings } from './settings.ts'
import { startSettling } from './settleJob.ts'

export const attendance: ServerDomain = {
  name: 'attendance',
  settings: readAttendanceSettings,
  routes: attendanceRoutes,
  seed: seedAttendance,
  migrations: new URL('./migrations/', import.meta.url),
  // An approval's photo is an uploaded file named by its address.
  fileReferences: [{ table: 'attendance_approvals', column: 'photo' }],
  background: ({ db, now, settings }) =>
    settings.attendance.settleMinutes > 0 ? startSettling(db, now, settings.attendance.settleMinutes * 60_000) : undefined,
}
