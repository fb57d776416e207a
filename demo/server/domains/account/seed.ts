/**
 * The account domain's demo rows: the users of each tenant (all approved, one password), each
 * with its role (one user holds two, to show the role switch) and the posts it holds (the access domain seeds roles and posts first).
 */
import type { SeedTenant } from '../../platform/domain.ts'
import type { Queryable } from '../../platform/db.ts'
import { hashPassword } from '../../platform/passwords.ts'
import { insertRows } from '../../platform/seed.ts'
import type { TenantCode } from '../../platform/tenants.ts'
import type { RoleCode } from '../access/index.ts'

export const DEMO_PASSWORD = 'Passw0rd!'

export interface UserSeed {
  username: string
  /** The first role: active after sign-in. */
  role: RoleCode
  /** Further roles the user may switch to (avatar menu → Change role). */
  moreRoles?: RoleCode[]
  nickname: string
  fullName: string
  company: string
  jobTitle: string
  email: string
  mobile: string
  geographic: string
  address: string
  profile: string
  /** Codes of the posts the user holds, in order. */
  posts: string[]
  /** Which of the tenant's organisations the user is in (1 = the first, the default). */
  org?: number
}

export const USERS: Readonly<Record<TenantCode, readonly UserSeed[]>> = {
  acme: [
    {
      username: 'admin@acme.test',
      role: 'ROLE_ADMIN',
      nickname: 'Ada Admin',
      fullName: 'Ada Lovelace',
      company: 'Acme Pharma',
      jobTitle: 'Head of Medicinal Chemistry',
      email: 'ada.lovelace@example.com',
      mobile: '13800000001',
      geographic: 'Shanghai',
      address: '1 Science Park Road, Pudong, Shanghai',
      profile: 'Leads the kinase inhibitor programme.',
      posts: ['CHEM_LEAD', 'ATT_OFFICER'],
    },
    {
      username: 'editor@acme.test',
      role: 'ROLE_EDITOR',
      nickname: 'Edith Editor',
      fullName: 'Edith Clarke',
      company: 'Acme Pharma',
      jobTitle: 'Research editor',
      email: 'edith.clarke@example.com',
      mobile: '13800000002',
      geographic: 'Beijing',
      address: '8 Zhongguancun Street, Beijing',
      profile: 'Curates research news and notices.',
      posts: ['CHEM_LEAD'],
    },
    {
      username: 'member@acme.test',
      role: 'ROLE_MEMBER',
      nickname: 'Mia Member',
      fullName: 'Mia Chen',
      company: 'Acme Pharma',
      jobTitle: 'Research associate',
      email: 'mia.chen@example.com',
      mobile: '13800000003',
      geographic: 'Hangzhou',
      address: '',
      profile: '',
      posts: [],
    },
    {
      username: 'lead@acme.test',
      role: 'ROLE_EDITOR',
      moreRoles: ['ROLE_MEMBER'],
      nickname: 'Lin Lead',
      fullName: 'Lin Wei',
      company: 'Acme Pharma',
      jobTitle: 'Project lead',
      email: 'lin.wei@example.com',
      mobile: '13800000004',
      geographic: 'Suzhou',
      address: '',
      profile: 'Edits notices for the project and works in it as a member.',
      posts: [],
    },
    {
      username: 'orgadmin@acme.test',
      role: 'ROLE_ORG_ADMIN',
      nickname: 'Olga Campus',
      fullName: 'Olga Petrova',
      company: 'Acme Pharma',
      jobTitle: 'Campus administrator',
      email: 'olga.petrova@example.com',
      mobile: '13800000005',
      geographic: 'Nanjing',
      address: '',
      profile: 'Administers the users of Acme Lab 00002 and the labs below it.',
      posts: [],
      org: 2,
    },
  ],
  globex: [
    {
      username: 'admin@globex.test',
      role: 'ROLE_ADMIN',
      nickname: 'Gus Admin',
      fullName: 'Grace Hopper',
      company: 'Globex Research',
      jobTitle: 'Research director',
      email: 'grace.hopper@example.com',
      mobile: '13900000001',
      geographic: 'Shenzhen',
      address: '',
      profile: '',
      posts: ['RES_LEAD'],
    },
  ],
}

/** Users, their roles and their posts of one tenant. */
export async function seedAccount(tx: Queryable, tenant: SeedTenant, now: Date): Promise<void> {
  const users = USERS[tenant.code]
  const hashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)))
  const roleRows = await tx.query<{ id: number; code: string }>('select id, code from roles where tenant_id = $1', [tenant.id])
  const roleIds = new Map(roleRows.map((row) => [row.code, row.id]))
  const userRows = await insertRows<{ id: number; username: string }>(
    tx,
    'users',
    [
      'tenant_id',
      'username',
      'password_hash',
      'nickname',
      'full_name',
      'company',
      'job_title',
      'email',
      'mobile',
      'geographic',
      'address',
      'profile',
      'audit_status',
      'created_at',
      'updated_at',
    ],
    users.map((u, i) => [
      tenant.id,
      u.username,
      hashes[i],
      u.nickname,
      u.fullName,
      u.company,
      u.jobTitle,
      u.email,
      u.mobile,
      u.geographic,
      u.address,
      u.profile,
      'approved',
      now,
      now,
    ]),
    'id, username',
  )
  const userIds = new Map(userRows.map((row) => [row.username, row.id]))
  await insertRows(
    tx,
    'user_roles',
    ['user_id', 'role_id', 'sort'],
    users.flatMap((u) => [u.role, ...(u.moreRoles ?? [])].map((role, i) => [userIds.get(u.username), roleIds.get(role), i])),
  )
  await insertRows(
    tx,
    'user_posts',
    ['user_id', 'tenant_id', 'post_code', 'sort'],
    users.flatMap((u) => u.posts.map((code, i) => [userIds.get(u.username), tenant.id, code, i])),
  )
}
