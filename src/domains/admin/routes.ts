/**
 * The administration domain's routes: the "System" group with users and roles (lazy chunks) and
 * organisations (the shell's `unavailable` view until its screen lands). The group carries no
 * role list: the server's menu grants decide who sees it (ROLE_ADMIN has every menu; a delegated
 * administrator such as ROLE_ORG_ADMIN is granted these menus on the Roles screen), and its
 * endpoints answer 403 to any role without the menu.
 */
import { msg } from '@lingui/core/macro'
import { Building2, Settings, Shield, Users } from 'lucide-react'
import { lazyNamed, type ConsoleDomain } from '../../platform/ui/composition.ts'

export const adminRoutes: Omit<ConsoleDomain, 'name'> = {
  async: [
    {
      path: '/system',
      name: 'System',
      view: 'layout',
      redirect: '/system/users',
      meta: { title: 'System', icon: 'settings' },
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
