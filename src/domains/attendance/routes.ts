/**
 * The attendance domain's routes: the sign-in scope (admins) and the sign-in records (admins and
 * editors), each a lazy chunk (the scope editor with OpenLayers, the records with chart.js).
 */
import { msg } from '@lingui/core/macro'
import { ClipboardList, Locate, MapPin } from 'lucide-react'
import { lazyNamed, type ConsoleDomain } from '../../platform/ui/composition.ts'

export const attendanceRoutes: Omit<ConsoleDomain, 'name'> = {
  async: [
    {
      path: '/attendance',
      name: 'Attendance',
      view: 'layout',
      redirect: '/attendance/scope',
      meta: { title: 'Attendance', icon: 'map-pin' },
      children: [
        { path: '/attendance/scope', name: 'SigninScope', view: 'signinScope', meta: { title: 'Sign-in Scope', icon: 'locate', roles: ['ROLE_ADMIN'] } },
        {
          path: '/attendance/records',
          name: 'AttendanceRecords',
          view: 'attendanceRecords',
          meta: { title: 'Attendance Records', icon: 'clipboard-list', roles: ['ROLE_ADMIN', 'ROLE_EDITOR'] },
        },
      ],
    },
  ],
  views: {
    signinScope: lazyNamed(() => import('./screens/SigninScope.tsx'), 'SigninScope'),
    attendanceRecords: lazyNamed(() => import('./screens/Records.tsx'), 'Records'),
  },
  // 'Sign-in records' is the title the server's menu tree gives the records (the roles screen's menu checklist).
  titles: { Attendance: msg`Attendance`, 'Sign-in Scope': msg`Sign-in scope`, 'Attendance Records': msg`Sign-in records`, 'Sign-in records': msg`Sign-in records` },
  icons: { 'map-pin': MapPin, locate: Locate, 'clipboard-list': ClipboardList },
}
