/**
 * The access domain's demo rows: roles with their button codes and menu grants, the menu tree
 * (stable ids, the same in every tenant, plus Globex's own "Reports" group) and each tenant's
 * posts with their menus (documented in docs/server.md).
 */
import type { SeedTenant } from '../../platform/domain.ts'
import type { Queryable } from '../../platform/db.ts'
import { insertRows } from '../../platform/seed.ts'
import type { TenantCode } from '../../platform/tenants.ts'
import { menuSeed, type MenuSeedRow } from '#platform/core/routes/screens.ts'
import { ADMIN_SCREENS } from '../../../../src/domains/admin/logic/screens.ts'
import { ATTENDANCE_SCREENS } from '../../../../src/domains/attendance/logic/screens.ts'
import { CHEMISTRY_SCREENS } from '../../../../src/domains/chemistry/logic/screens.ts'
import { NOTIFICATION_SCREENS } from '../../../../src/domains/notifications/logic/screens.ts'
import { WORKBENCH_SCREENS } from '../../../../src/domains/workbench/logic/screens.ts'

export type RoleCode = 'ROLE_ADMIN' | 'ROLE_EDITOR' | 'ROLE_MEMBER' | 'ROLE_ORG_ADMIN'

export interface RoleSeed {
  code: RoleCode
  name: string
  /** Its name in Simplified and Traditional Chinese (migration 0024). */
  nameZh: string
  nameTw: string
  buttons: string[]
  /** Explicit grants; ancestors are added when the menu is built. ROLE_ADMIN sees every menu. */
  menuIds: number[] | 'all'
  /** Its data scope (admin domain, migration 0008); relative ones follow the holder's organisation. */
  dataScope: 'all' | 'orgAndBelow'
}

export const ROLES: readonly RoleSeed[] = [
  {
    code: 'ROLE_ADMIN',
    name: 'Administrator',
    nameZh: '管理员',
    nameTw: '管理員',
    buttons: ['user:add', 'user:edit', 'user:delete', 'org:edit', 'notice:publish'],
    menuIds: 'all',
    dataScope: 'all',
  },
  {
    code: 'ROLE_EDITOR',
    name: 'Editor',
    nameZh: '编辑',
    nameTw: '編輯',
    buttons: ['notice:publish'],
    menuIds: [1, 11, 12, 13, 14, 2, 22, 24, 26, 3, 31, 32],
    dataScope: 'all',
  },
  { code: 'ROLE_MEMBER', name: 'Member', nameZh: '成员', nameTw: '成員', buttons: [], menuIds: [11, 14, 24, 31], dataScope: 'all' },
  // A delegated administrator: the System menus and its own organisation and below.
  {
    code: 'ROLE_ORG_ADMIN',
    name: 'Campus administrator',
    nameZh: '校区管理员',
    nameTw: '校區管理員',
    buttons: ['user:add', 'user:edit'],
    menuIds: [11, 24, 31, 4, 41, 42, 43, 46, 47],
    dataScope: 'orgAndBelow',
  },
]

/** A menu row of the seed (the console's screens' data, core/routes/screens.ts). */
export type MenuSeed = MenuSeedRow

/** The menu tree of every tenant: the console's menu screens, from each domain's list (the
 * console draws the same lists). Ids are stable: top-level 1–4, children 11–47 (32: publishing,
 * for editors and administrators — migration 0016 adds it to databases seeded before it; 46 and
 * 47, the sign-in log and online sessions — migration 0021; 23 and 24, the attendance rules and
 * the member's month — migration 0035; 25, the approvals — migration 0036; 26, the reports —
 * migration 0038). */
export const MENUS: readonly MenuSeed[] = menuSeed([WORKBENCH_SCREENS, CHEMISTRY_SCREENS, ATTENDANCE_SCREENS, NOTIFICATION_SCREENS, ADMIN_SCREENS])

/**
 * Globex's own "Reports" group (ids 5, 51–62): a tenant with a larger menu than the console's
 * screens, as real tenants have. Its entries open the "not available yet" view; the bench uses
 * them to keep 20 views alive at once.
 */
const GLOBEX_REPORTS: readonly MenuSeed[] = [
  { id: 5, parentId: null, name: 'Reports', path: '/reports', title: 'Reports', icon: 'chart-column', alwaysShow: true },
  ...[
    ['assays', 'Assay results'],
    ['compounds', 'Compound library'],
    ['ic50', 'IC50 summary'],
    ['admet', 'ADMET profile'],
    ['selectivity', 'Kinase selectivity'],
    ['synthesis', 'Synthesis queue'],
    ['inventory', 'Reagent inventory'],
    ['batches', 'Batch release'],
    ['stability', 'Stability studies'],
    ['attendance-weekly', 'Weekly attendance'],
    ['attendance-late', 'Late arrivals'],
    ['audit', 'Audit trail'],
  ].map(([slug, title], i): MenuSeed => ({
    id: 51 + i,
    parentId: 5,
    name: `Report${i + 1}`,
    path: `/reports/${slug}`,
    title,
    icon: 'file-text',
  })),
]

/** Menus only this tenant has, after the shared MENUS (screens the console does not ship
 * render its "not available yet" view). */
export const EXTRA_MENUS: Readonly<Record<TenantCode, readonly MenuSeed[]>> = { acme: [], globex: GLOBEX_REPORTS }

export interface PostSeed {
  code: string
  name: string
  nameZh: string
  nameTw: string
  menuIds: number[]
}

const DRUG_MENUS = [1, 11, 12, 13, 14]
const ATTENDANCE_MENUS = [2, 21, 22, 23, 24, 25, 26]
const MESSAGE_MENUS = [3, 31]

export const POSTS: Readonly<Record<TenantCode, readonly PostSeed[]>> = {
  acme: [
    { code: 'CHEM_LEAD', name: 'Chemistry lead', nameZh: '化学负责人', nameTw: '化學負責人', menuIds: [...DRUG_MENUS, ...MESSAGE_MENUS] },
    { code: 'ATT_OFFICER', name: 'Attendance officer', nameZh: '考勤专员', nameTw: '考勤專員', menuIds: [...ATTENDANCE_MENUS, ...MESSAGE_MENUS] },
  ],
  globex: [{ code: 'RES_LEAD', name: 'Research lead', nameZh: '研究负责人', nameTw: '研究負責人', menuIds: [...DRUG_MENUS, ...MESSAGE_MENUS] }],
}

/** Roles, menus, role grants, posts and post menus of one tenant. */
export async function seedAccess(tx: Queryable, tenant: SeedTenant): Promise<void> {
  const roleRows = await insertRows<{ id: number; code: string }>(
    tx,
    'roles',
    ['tenant_id', 'code', 'name', 'name_zh', 'name_tw', 'sort', 'button_codes', 'data_scope'],
    ROLES.map((role, i) => [tenant.id, role.code, role.name, role.nameZh, role.nameTw, i, role.buttons, role.dataScope]),
    'id, code',
  )
  const roleIds = new Map(roleRows.map((row) => [row.code, row.id]))
  await insertRows(
    tx,
    'menus',
    ['tenant_id', 'id', 'parent_id', 'name', 'path', 'redirect', 'title', 'icon', 'roles', 'always_show', 'affix', 'sort'],
    [...MENUS, ...EXTRA_MENUS[tenant.code]].map((m, i) => [
      tenant.id,
      m.id,
      m.parentId,
      m.name,
      m.path,
      m.redirect ?? null,
      m.title,
      m.icon,
      m.roles ?? null,
      m.alwaysShow ?? false,
      m.affix ?? false,
      i,
    ]),
  )
  await insertRows(
    tx,
    'role_menus',
    ['role_id', 'tenant_id', 'menu_id'],
    ROLES.flatMap((role) => (role.menuIds === 'all' ? [] : role.menuIds.map((menuId) => [roleIds.get(role.code), tenant.id, menuId]))),
  )
  const posts = POSTS[tenant.code]
  await insertRows(
    tx,
    'posts',
    ['tenant_id', 'code', 'name', 'name_zh', 'name_tw', 'sort'],
    posts.map((p, i) => [tenant.id, p.code, p.name, p.nameZh, p.nameTw, i]),
  )
  await insertRows(
    tx,
    'post_menus',
    ['tenant_id', 'post_code', 'menu_id'],
    posts.flatMap((post) => post.menuIds.map((menuId) => [tenant.id, post.code, menuId])),
  )
}
