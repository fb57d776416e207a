/**
 * The administration domain's demo rows: each tenant's organisations — acme 10 000, globex 20 —
 * written by one generate_series statement: ten roots, then a ten-way tree, provinces in turn;
 * acme's campuses, schools and labs have Chinese names (pinyin search) — its generated users;
 * and the user dictionaries (status and type).
 */
import type { SeedTenant } from '../../platform/domain.ts'
import type { Queryable } from '../../platform/db.ts'
import type { TenantCode } from '../../platform/tenants.ts'
import { hashPassword } from '../../platform/passwords.ts'
import { DEMO_PASSWORD, USERS } from '../account/index.ts'
import { seedDicts } from './dicts.ts'

export interface OrgSeed {
  /** Prefix of organisation names ("Acme" → "Acme Lab 00001"). */
  prefix: string
  count: number
  /** Chinese names for the second and third levels (campuses by province, then schools and
   * labs), so that searching by pinyin finds something; roots and the fourth level stay Latin. */
  chinese: boolean
}

/** Generated demo users per tenant (paging and the 10 000-user budget are real). */
export const DEMO_USERS: Readonly<Record<TenantCode, number>> = { acme: 10_000, globex: 30 }

export const ORGS: Readonly<Record<TenantCode, OrgSeed>> = {
  acme: { prefix: 'Acme', count: 10_000, chinese: true },
  globex: { prefix: 'Globex', count: 20, chinese: false },
}

/** Provinces given to organisations, in turn. */
export const PROVINCES: readonly string[] = [
  'Beijing',
  'Shanghai',
  'Tianjin',
  'Chongqing',
  'Guangdong',
  'Zhejiang',
  'Jiangsu',
  'Sichuan',
  'Hubei',
  'Hunan',
  'Shandong',
  'Henan',
  'Fujian',
  'Anhui',
  'Shaanxi',
  'Yunnan',
  'Liaoning',
  'Jilin',
  'Heilongjiang',
  'Hebei',
  'Shanxi',
  'Jiangxi',
  'Guangxi',
  'Guizhou',
  'Hainan',
  'Gansu',
]

/** The user dictionaries every tenant gets (the users screen's status and type selects). */
export const USER_DICT_TYPES = [
  {
    code: 'userStatus',
    name: 'User status',
    nameZh: '用户状态',
    nameTw: '使用者狀態',
    description: 'Whether a user may sign in',
    descriptionZh: '用户能否登录',
    descriptionTw: '使用者能否登入',
  },
  {
    code: 'userType',
    name: 'User type',
    nameZh: '用户类型',
    nameTw: '使用者類型',
    description: 'Internal staff or partners',
    descriptionZh: '内部员工或合作伙伴',
    descriptionTw: '內部員工或合作夥伴',
  },
] as const

export const USER_DICTS = [
  { dictType: 'userStatus', value: 'enabled', label: 'Enabled', labelZh: '启用', labelTw: '啟用' },
  { dictType: 'userStatus', value: 'disabled', label: 'Disabled', labelZh: '停用', labelTw: '停用' },
  { dictType: 'userType', value: 'internal', label: 'Internal', labelZh: '内部', labelTw: '內部' },
  { dictType: 'userType', value: 'partner', label: 'Partner', labelZh: '合作伙伴', labelTw: '合作夥伴' },
] as const

/** The provinces' Chinese names, in the order of PROVINCES (campus names: "山东校区 00011"). */
export const PROVINCES_ZH: readonly string[] = [
  '北京',
  '上海',
  '天津',
  '重庆',
  '广东',
  '浙江',
  '江苏',
  '四川',
  '湖北',
  '湖南',
  '山东',
  '河南',
  '福建',
  '安徽',
  '陕西',
  '云南',
  '辽宁',
  '吉林',
  '黑龙江',
  '河北',
  '山西',
  '江西',
  '广西',
  '贵州',
  '海南',
  '甘肃',
]

/** Schools and labs of the third level, in turn ("化学学院 00111"). */
export const UNITS_ZH: readonly string[] = [
  '化学学院',
  '物理学院',
  '生命科学学院',
  '材料科学实验室',
  '药物研究所',
  '分析测试中心',
  '计算化学课题组',
  '环境工程系',
  '数学系',
  '信息学院',
]

/** The organisations of one tenant: organisation g hangs under organisation (g - 1) / 10 — ten
 * roots (1–10), a hundred campuses (11–110), a thousand schools and labs (111–1110), the rest
 * groups of the fourth level. */
export async function seedAdmin(tx: Queryable, tenant: SeedTenant): Promise<void> {
  const { prefix, count, chinese } = ORGS[tenant.code]
  await tx.query(
    `insert into orgs (id, tenant_id, code, name, parent_id, province)
     select b.base + g, $1, 'ORG' || lpad(g::text, 5, '0'),
            case when $5 and g between 11 and 110 then ($6::text[])[1 + (g - 1) % cardinality($6::text[])] || '校区 ' || lpad(g::text, 5, '0')
                 when $5 and g between 111 and 1110 then ($7::text[])[1 + g % cardinality($7::text[])] || ' ' || lpad(g::text, 5, '0')
                 else $2 || ' Lab ' || lpad(g::text, 5, '0') end,
            case when g > 10 then b.base + (g - 1) / 10 end,
            ($3::text[])[1 + (g - 1) % cardinality($3::text[])]
     from (select coalesce(max(id), 0) as base from orgs) b, generate_series(1, $4::int) g`,
    [tenant.id, prefix, PROVINCES, count, chinese, PROVINCES_ZH, UNITS_ZH],
  )
  await tx.query(`select setval(pg_get_serial_sequence('orgs', 'id'), (select max(id) from orgs))`)
  await seedUsers(tx, tenant)
  await seedDicts(tx, tenant.id, USER_DICT_TYPES, USER_DICTS)
}

/** Puts the named demo accounts in the first organisation (or the one they name) and generates the tenant's other
 * users (one shared scrypt hash of the demo password): members spread over the organisations,
 * every tenth a partner, every 97th a pending sign-up, every 50th disabled. */
async function seedUsers(tx: Queryable, tenant: SeedTenant): Promise<void> {
  const [{ first }] = await tx.query<{ first: number }>('select min(id) as first from orgs where tenant_id = $1', [tenant.id])
  await tx.query('update users set org_id = $2 where tenant_id = $1', [tenant.id, first])
  for (const user of USERS[tenant.code].filter((u) => u.org !== undefined)) {
    await tx.query('update users set org_id = $3 where tenant_id = $1 and username = $2', [tenant.id, user.username, first + user.org! - 1])
  }
  const hash = await hashPassword(DEMO_PASSWORD)
  const domain = `${tenant.code}.test`
  await tx.query(
    `insert into users (tenant_id, username, password_hash, nickname, full_name, company, email, mobile,
                        org_id, status, user_type, audit_status, created_at, updated_at)
     select $1, 'user' || lpad(g::text, 5, '0') || '@' || $3, $2, 'User ' || g, 'Demo User ' || lpad(g::text, 5, '0'),
            initcap($4), 'user' || lpad(g::text, 5, '0') || '@' || $3, '1380000' || lpad(g::text, 5, '0'),
            $5 + (g * 7919) % $6,
            case when g % 50 = 0 then 'disabled' else 'enabled' end,
            case when g % 10 = 0 then 'partner' else 'internal' end,
            case when g % 97 = 0 then 'pending' else 'approved' end,
            timestamptz '2025-01-01' + g * interval '37 minutes', timestamptz '2025-01-01' + g * interval '37 minutes'
     from generate_series(1, $7::int) g`,
    [tenant.id, hash, domain, tenant.code, first, ORGS[tenant.code].count, DEMO_USERS[tenant.code]],
  )
  await tx.query(
    `insert into user_roles (user_id, role_id, sort)
     select u.id, r.id, 0 from users u join roles r on r.tenant_id = u.tenant_id and r.code = 'ROLE_MEMBER'
     where u.tenant_id = $1 and u.username like 'user%@' || $2`,
    [tenant.id, domain],
  )
}
