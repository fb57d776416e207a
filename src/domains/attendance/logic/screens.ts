/** The attendance domain's menu screens: the "Attendance" group with the sign-in scope, the
 * attendance rules and the approvals (for administrators), the sign-in records and the reports
 * (administrators and editors) and every member's own month. The server's menu seed reads this list. */
import { defineScreens } from '#platform/core/routes/screens.ts'

export const ATTENDANCE_SCREENS = defineScreens({
  group: { path: '/attendance', name: 'Attendance', title: 'Attendance', icon: 'map-pin', menuId: 2, redirect: '/attendance/scope', alwaysShow: true },
  screens: {
    signinScope: { path: '/attendance/scope', name: 'SigninScope', title: 'Sign-in scope', icon: 'locate', menuId: 21, roles: ['ROLE_ADMIN'] },
    attendanceRecords: {
      path: '/attendance/records',
      name: 'AttendanceRecords',
      title: 'Sign-in records',
      icon: 'clipboard-list',
      menuId: 22,
      roles: ['ROLE_ADMIN', 'ROLE_EDITOR'],
    },
    attendanceRules: { path: '/attendance/rules', name: 'AttendanceRules', title: 'Attendance rules', icon: 'calendar-cog', menuId: 23, roles: ['ROLE_ADMIN'] },
    attendanceApprovals: {
      path: '/attendance/approvals',
      name: 'AttendanceApprovals',
      title: 'Approvals',
      icon: 'clipboard-check',
      menuId: 25,
      roles: ['ROLE_ADMIN'],
    },
    attendanceReports: {
      path: '/attendance/reports',
      name: 'AttendanceReports',
      title: 'Attendance reports',
      icon: 'chart-column',
      menuId: 26,
      roles: ['ROLE_ADMIN', 'ROLE_EDITOR'],
    },
    myAttendance: { path: '/attendance/month', name: 'MyAttendance', title: 'My attendance', icon: 'calendar-days', menuId: 24 },
  },
})
