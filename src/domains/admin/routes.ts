/**
 * The administration domain's console part: each System screen's lazy view, title message and
 * icon beside its data (logic/screens.ts).
 */
import { msg } from '@lingui/core/macro'
import { BookA, Building2, History, LogIn, MonitorSmartphone, Settings, Shield, Users } from 'lucide-react'
import { lazyNamed, screenRoutes } from '#platform/ui/composition.ts'
import { ADMIN_SCREENS } from './logic/screens.ts'

export const adminRoutes = screenRoutes(
  ADMIN_SCREENS,
  {
    systemUsers: { view: lazyNamed(() => import('./screens/Users.tsx'), 'Users'), title: msg`Users`, icon: Users },
    systemOrgs: { view: lazyNamed(() => import('./screens/Orgs.tsx'), 'Orgs'), title: msg`Organisations`, icon: Building2 },
    systemRoles: { view: lazyNamed(() => import('./screens/Roles.tsx'), 'Roles'), title: msg`Roles`, icon: Shield },
    systemDicts: { view: lazyNamed(() => import('./screens/Dicts.tsx'), 'Dicts'), title: msg`Dictionaries`, icon: BookA },
    systemLogs: { view: lazyNamed(() => import('./screens/Logs.tsx'), 'Logs'), title: msg`Operation log`, icon: History },
    systemSignIns: { view: lazyNamed(() => import('./screens/SignInLog.tsx'), 'SignInLog'), title: msg`Sign-in log`, icon: LogIn },
    systemSessions: { view: lazyNamed(() => import('./screens/Sessions.tsx'), 'Sessions'), title: msg`Online sessions`, icon: MonitorSmartphone },
  },
  { title: msg`System`, icon: Settings },
)
