/**
 * The attendance domain's console part: each Attendance screen's lazy view, title message and
 * icon beside its data (logic/screens.ts).
 */
import { msg } from '@lingui/core/macro'
import { CalendarCog, CalendarDays, ChartColumn, ClipboardCheck, ClipboardList, Locate, MapPin } from 'lucide-react'
import { lazyNamed, screenRoutes } from '#platform/ui/composition.ts'
import { ATTENDANCE_SCREENS } from './logic/screens.ts'

export const attendanceRoutes = screenRoutes(
  ATTENDANCE_SCREENS,
  {
    signinScope: { view: lazyNamed(() => import('./screens/SigninScope.tsx'), 'SigninScope'), title: msg`Sign-in scope`, icon: Locate },
    attendanceRecords: { view: lazyNamed(() => import('./screens/Records.tsx'), 'Records'), title: msg`Sign-in records`, icon: ClipboardList },
    attendanceRules: { view: lazyNamed(() => import('./screens/AttendanceRules.tsx'), 'AttendanceRules'), title: msg`Attendance rules`, icon: CalendarCog },
    attendanceApprovals: { view: lazyNamed(() => import('./screens/Approvals.tsx'), 'Approvals'), title: msg`Approvals`, icon: ClipboardCheck },
    attendanceReports: { view: lazyNamed(() => import('./screens/Reports.tsx'), 'Reports'), title: msg`Attendance reports`, icon: ChartColumn },
    myAttendance: { view: lazyNamed(() => import('./screens/MyAttendance.tsx'), 'MyAttendance'), title: msg`My attendance`, icon: CalendarDays },
  },
  { title: msg`Attendance`, icon: MapPin },
)
