/**
 * The administration domain's routes: the "System" group with users, roles, dictionaries, the
 * operation log, the sign-in log and the online sessions (lazy chunks) and organisations, for the administrator roles (async
 * routes are filtered by `meta.roles`, then by the server's menu grants: src/platform/core/permission.ts): ROLE_ADMIN and the
 * seeded delegated administrator ROLE_ORG_ADMIN, which sees the screens its menu grants allow.
 * The server answers 403 to any role without the screen's menu.
 */
import { msg } from '@lingui/core/macro'
import { BookA, Building2, History, LogIn, MonitorSmartphone, Settings, Shield, Users } from 'lucide-react'
import { ADMIN_ROLE } from '../../platform/core/permission.ts'
import { lazyNamed, type ConsoleDomain } from '../../platform/ui/composition.ts'

/** The roles the System group is shown to (before the menu grants narrow it). */
export const ADMINISTRATOR_ROLES = [ADMIN_ROLE, 'ROLE_ORG_ADMIN']

export const adminRoutes: Omit<ConsoleDomain, 'name'> = {
  async: [
    {
      path: '/system',
      name: 'System',
      view: 'layout',
      redirect: '/system/users',
      meta: { title: 'System', icon: 'settings', roles: ADMINISTRATOR_ROLES },
      children: [
        { path: '/system/users', name: 'SystemUsers', view: 'systemUsers', meta: { title: 'Users', icon: 'users' } },
        { path: '/system/orgs', name: 'SystemOrgs', view: 'systemOrgs', meta: { title: 'Organisations', icon: 'building-2' } },
        { path: '/system/roles', name: 'SystemRoles', view: 'systemRoles', meta: { title: 'Roles', icon: 'shield' } },
        { path: '/system/dicts', name: 'SystemDicts', view: 'systemDicts', meta: { title: 'Dictionaries', icon: 'book-a' } },
        { path: '/system/logs', name: 'SystemLogs', view: 'systemLogs', meta: { title: 'Operation log', icon: 'history' } },
        { path: '/system/signin-log', name: 'SystemSignInLog', view: 'systemSignIns', meta: { title: 'Sign-in log', icon: 'log-in' } },
        { path: '/system/sessions', name: 'SystemSessions', view: 'systemSessions', meta: { title: 'Online sessions', icon: 'monitor-smartphone' } },
      ],
    },
  ],
  views: {
    systemUsers: lazyNamed(() => import('./screens/Users.tsx'), 'Users'),
    systemRoles: lazyNamed(() => import('./screens/Roles.tsx'), 'Roles'),
    systemDicts: lazyNamed(() => import('./screens/Dicts.tsx'), 'Dicts'),
    systemLogs: lazyNamed(() => import('./screens/Logs.tsx'), 'Logs'),
    systemOrgs: lazyNamed(() => import('./screens/Orgs.tsx'), 'Orgs'),
    systemSignIns: lazyNamed(() => import('./screens/SignInLog.tsx'), 'SignInLog'),
    systemSessions: lazyNamed(() => import('./screens/Sessions.tsx'), 'Sessions'),
  },
  titles: {
    System: msg`System`,
    Users: msg`Users`,
    Organisations: msg`Organisations`,
    Roles: msg`Roles`,
    Dictionaries: msg`Dictionaries`,
    'Operation log': msg`Operation log`,
    'Sign-in log': msg`Sign-in log`,
    'Online sessions': msg`Online sessions`,
  },
  icons: { settings: Settings, users: Users, 'building-2': Building2, shield: Shield, 'book-a': BookA, history: History, 'log-in': LogIn, 'monitor-smartphone': MonitorSmartphone },
}
