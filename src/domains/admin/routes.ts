/**
 * The administration domain's routes: the admin-only "System" group with users, dictionaries and
 * the operation log (lazy chunks), organisations and roles (the shell's `unavailable` view until
 * their screens land).
 */
import { msg } from '@lingui/core/macro'
import { BookA, Building2, History, Settings, Shield, Users } from 'lucide-react'
import { ADMIN_ROLE } from '../../platform/core/permission.ts'
import { lazyNamed, type ConsoleDomain } from '../../platform/ui/composition.ts'

export const adminRoutes: Omit<ConsoleDomain, 'name'> = {
  async: [
    {
      path: '/system',
      name: 'System',
      view: 'layout',
      redirect: '/system/users',
      meta: { title: 'System', icon: 'settings', roles: [ADMIN_ROLE] },
      children: [
        { path: '/system/users', name: 'SystemUsers', view: 'systemUsers', meta: { title: 'Users', icon: 'users' } },
        { path: '/system/orgs', name: 'SystemOrgs', view: 'systemOrgs', meta: { title: 'Organisations', icon: 'building-2' } },
        { path: '/system/roles', name: 'SystemRoles', view: 'systemRoles', meta: { title: 'Roles', icon: 'shield' } },
        { path: '/system/dicts', name: 'SystemDicts', view: 'systemDicts', meta: { title: 'Dictionaries', icon: 'book-a' } },
        { path: '/system/logs', name: 'SystemLogs', view: 'systemLogs', meta: { title: 'Operation log', icon: 'history' } },
      ],
    },
  ],
  views: {
    systemUsers: lazyNamed(() => import('./screens/Users.tsx'), 'Users'),
    systemDicts: lazyNamed(() => import('./screens/Dicts.tsx'), 'Dicts'),
    systemLogs: lazyNamed(() => import('./screens/Logs.tsx'), 'Logs'),
  },
  titles: { System: msg`System`, Users: msg`Users`, Organisations: msg`Organisations`, Roles: msg`Roles`, Dictionaries: msg`Dictionaries`, 'Operation log': msg`Operation log` },
  icons: { settings: Settings, users: Users, 'building-2': Building2, shield: Shield, 'book-a': BookA, history: History },
}
