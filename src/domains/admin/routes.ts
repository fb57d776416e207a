/**
 * The administration domain's routes: the admin-only "System" group with users and
 * organisations (lazy chunks) and roles (the shell's `unavailable` view until its screen lands).
 */
import { msg } from '@lingui/core/macro'
import { Building2, Settings, Shield, Users } from 'lucide-react'
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
      ],
    },
  ],
  views: {
    systemUsers: lazyNamed(() => import('./screens/Users.tsx'), 'Users'),
    systemOrgs: lazyNamed(() => import('./screens/Orgs.tsx'), 'Orgs'),
  },
  titles: { System: msg`System`, Users: msg`Users`, Organisations: msg`Organisations`, Roles: msg`Roles` },
  icons: { settings: Settings, users: Users, 'building-2': Building2, shield: Shield },
}
