/**
 * The access domain — who may see which menu and button: roles and their grants, the menu
 * tree, posts, and the caller's menu authority. The console's platform (its permission store)
 * and shell consume these calls; other server domains read its seed types through this file.
 */
import type { ServerDomain } from '../../platform/domain.ts'
import { accessRoutes } from './routes.ts'
import { seedAccess } from './seed.ts'

export const access: ServerDomain = { name: 'access', routes: accessRoutes, seed: seedAccess }
export { buildTree, loadMenus } from './model.ts'
export { MENUS, POSTS, type MenuSeed, type PostSeed, type RoleCode } from './seed.ts'
