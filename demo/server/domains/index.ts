/**
 * The server's domains, in one list: the app mounts each one's routes under /api and the seed
 * writes each one's rows in this order (access seeds the roles and posts the account's users
 * hold; notifications marks notices read by those users; chemistry's compounds name their
 * author; attendance's check-ins are by seeded members of seeded organisations). A new domain is a folder and a line.
 */
import type { ServerDomain } from '../platform/domain.ts'
import { access } from './access/index.ts'
import { account } from './account/index.ts'
import { admin } from './admin/index.ts'
import { attendance } from './attendance/index.ts'
import { chemistry } from './chemistry/index.ts'
import { notifications } from './notifications/index.ts'

export const DOMAINS: readonly ServerDomain[] = [access, account, admin, notifications, chemistry, attendance]
