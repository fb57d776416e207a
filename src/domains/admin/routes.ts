/**
 * The administration domain's routes: the "System" group with users and roles (lazy chunks) and
 * organisations (the shell's `unavailable` view until its screen lands), for the administrator
 * roles (spec §6: async routes are filtered by `meta.roles`, then by the server's menu grants):
 * ROLE_ADMIN and the seeded delegated administrator ROLE_ORG_ADMIN, which sees the screens its
 * menu grants allow. The server answers 403 to any role without the screen's menu.
 */
import { msg } from '@lingui/core/macro'
import { Building2, Settings, Shield, Users } from 'lucide-react'
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
      ],
    },
  ],
  views: {
    systemUsers: lazyNamed(() => import('./screens/Users.tsx'), 'Users'),
    systemRoles: lazyNamed(() => import('./screens/Roles.tsx'), 'Roles'),
  },
  titles: { System: msg`System`, Users: msg`Users`, Organisations: msg`Organisations`, Roles: msg`Roles` },
  icons: { settings: Settings, users: Users, 'building-2': Building2, shield: Shield },
}
