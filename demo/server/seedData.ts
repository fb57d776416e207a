/**
 * The demo data tenant by tenant — each tenant's users and posts — read from the domains'
 * seeds, with the shared menu tree, for the stories (stories/harness/consoleData.ts) and the
 * tests. The server itself seeds through each domain's `seed` (platform/seed.ts).
 */
import { USERS, type UserSeed } from './domains/account/index.ts'
import { POSTS, type PostSeed } from './domains/access/index.ts'
import { DEMO_TENANTS, type TenantRow } from './platform/tenants.ts'

export { DEMO_PASSWORD } from './domains/account/index.ts'
export { MENUS, type MenuSeed } from './domains/access/index.ts'

export interface TenantSeed extends TenantRow {
  users: readonly UserSeed[]
  posts: readonly PostSeed[]
}

export const TENANTS: readonly TenantSeed[] = DEMO_TENANTS.map((tenant) => ({
  ...tenant,
  users: USERS[tenant.code],
  posts: POSTS[tenant.code],
}))
