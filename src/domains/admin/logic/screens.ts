/** The administration domain's menu screens: the "System" group for the administrator roles
 * (ROLE_ADMIN and the delegated ROLE_ORG_ADMIN, whose menu grants narrow it) with users,
 * organisations, roles, dictionaries, the operation log, the sign-in log and online sessions.
 * The server's menu seed reads this list; it answers 403 to a role without a screen's menu. */
import { ADMIN_ROLE } from '#platform/core/permission.ts'
import { defineScreens } from '#platform/core/routes/screens.ts'

/** The roles the System group is shown to (before the menu grants narrow it). */
export const ADMINISTRATOR_ROLES = [ADMIN_ROLE, 'ROLE_ORG_ADMIN'] as const

export const ADMIN_SCREENS = defineScreens({
  group: { path: '/system', name: 'System', title: 'System', icon: 'settings', menuId: 4, redirect: '/system/users', roles: ADMINISTRATOR_ROLES },
  screens: {
    systemUsers: { path: '/system/users', name: 'SystemUsers', title: 'Users', icon: 'users', menuId: 41 },
    systemOrgs: { path: '/system/orgs', name: 'SystemOrgs', title: 'Organisations', icon: 'building-2', menuId: 42 },
    systemRoles: { path: '/system/roles', name: 'SystemRoles', title: 'Roles', icon: 'shield', menuId: 43 },
    systemDicts: { path: '/system/dicts', name: 'SystemDicts', title: 'Dictionaries', icon: 'book-a', menuId: 44 },
    systemLogs: { path: '/system/logs', name: 'SystemLogs', title: 'Operation log', icon: 'history', menuId: 45 },
    systemSignIns: { path: '/system/signin-log', name: 'SystemSignInLog', title: 'Sign-in log', icon: 'log-in', menuId: 46 },
    systemSessions: { path: '/system/sessions', name: 'SystemSessions', title: 'Online sessions', icon: 'monitor-smartphone', menuId: 47 },
  },
})
