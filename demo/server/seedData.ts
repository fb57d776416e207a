/**
 * The demo data the reference server seeds (documented in docs/server.md): tenants, roles with
 * their button codes and menu grants, users, posts, the menu tree (stable ids, the same in every
 * tenant), dictionaries and provinces. Notifications are generated in seedNotifications.ts.
 */

export const DEMO_PASSWORD = 'Passw0rd!'

export interface TenantSeed {
  code: string
  name: string
  /** Prefix of organisation names ("Acme" → "Acme Lab 00001"). */
  orgPrefix: string
  orgCount: number
  users: UserSeed[]
  posts: PostSeed[]
  /** Menus only this tenant has, after the shared MENUS (screens the console does not ship
   * render its "not available yet" view). */
  extraMenus?: readonly MenuSeed[]
}

export interface UserSeed {
  username: string
  role: RoleCode
  nickname: string
  fullName: string
  company: string
  jobTitle: string
  email: string
  mobile: string
  geographic: string
  address: string
  profile: string
  posts: string[]
}

export interface PostSeed {
  code: string
  name: string
  menuIds: number[]
}

export type RoleCode = 'ROLE_ADMIN' | 'ROLE_EDITOR' | 'ROLE_MEMBER'

export interface RoleSeed {
  code: RoleCode
  name: string
  buttons: string[]
  /** Explicit grants; ancestors are added when the menu is built. ROLE_ADMIN sees every menu. */
  menuIds: number[] | 'all'
}

export const ROLES: readonly RoleSeed[] = [
  {
    code: 'ROLE_ADMIN',
    name: 'Administrator',
    buttons: ['user:add', 'user:edit', 'user:delete', 'org:edit', 'notice:publish'],
    menuIds: 'all',
  },
  { code: 'ROLE_EDITOR', name: 'Editor', buttons: ['notice:publish'], menuIds: [1, 11, 12, 13, 14, 2, 22, 3, 31] },
  { code: 'ROLE_MEMBER', name: 'Member', buttons: [], menuIds: [11, 14, 31] },
]

export interface MenuSeed {
  id: number
  parentId: number | null
  name: string
  path: string
  title: string
  icon: string
  redirect?: string
  alwaysShow?: boolean
  affix?: boolean
  roles?: RoleCode[]
}

/** The menu tree of every tenant. Ids are stable: top-level 1–4, children 11–43. */
export const MENUS: readonly MenuSeed[] = [
  { id: 1, parentId: null, name: 'Drug', path: '/drug', title: 'Drug discovery', icon: 'flask-conical', redirect: '/workbench', alwaysShow: true },
  { id: 11, parentId: 1, name: 'Workbench', path: '/workbench', title: 'Workbench', icon: 'layout-dashboard', affix: true },
  { id: 12, parentId: 1, name: 'Sider', path: '/sider', title: 'Design workspace', icon: 'panel-left' },
  { id: 13, parentId: 1, name: 'Editor2d', path: '/2d', title: '2D structure editor', icon: 'pen-tool' },
  { id: 14, parentId: 1, name: 'Guide', path: '/guide', title: 'Guide', icon: 'book-open' },
  { id: 2, parentId: null, name: 'Attendance', path: '/attendance', title: 'Attendance', icon: 'map-pin', alwaysShow: true },
  { id: 21, parentId: 2, name: 'SigninScope', path: '/attendance/scope', title: 'Sign-in scope', icon: 'locate', roles: ['ROLE_ADMIN'] },
  { id: 22, parentId: 2, name: 'SigninRecords', path: '/attendance/records', title: 'Sign-in records', icon: 'clipboard-list', roles: ['ROLE_ADMIN', 'ROLE_EDITOR'] },
  { id: 3, parentId: null, name: 'Message', path: '/message', title: 'Messages', icon: 'bell' },
  { id: 31, parentId: 3, name: 'MyNotification', path: '/mynotification', title: 'My notifications', icon: 'inbox' },
  { id: 4, parentId: null, name: 'System', path: '/system', title: 'System', icon: 'settings', roles: ['ROLE_ADMIN'] },
  { id: 41, parentId: 4, name: 'SystemUsers', path: '/system/users', title: 'Users', icon: 'users' },
  { id: 42, parentId: 4, name: 'SystemOrgs', path: '/system/orgs', title: 'Organisations', icon: 'building-2' },
  { id: 43, parentId: 4, name: 'SystemRoles', path: '/system/roles', title: 'Roles', icon: 'shield' },
]

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

const DRUG_MENUS = [1, 11, 12, 13, 14]
const ATTENDANCE_MENUS = [2, 21, 22]
const MESSAGE_MENUS = [3, 31]

export const TENANTS: readonly TenantSeed[] = [
  {
    code: 'acme',
    name: 'Acme Pharma',
    orgPrefix: 'Acme',
    orgCount: 10_000,
    posts: [
      { code: 'CHEM_LEAD', name: 'Chemistry lead', menuIds: [...DRUG_MENUS, ...MESSAGE_MENUS] },
      { code: 'ATT_OFFICER', name: 'Attendance officer', menuIds: [...ATTENDANCE_MENUS, ...MESSAGE_MENUS] },
    ],
    users: [
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
    ],
  },
  {
    code: 'globex',
    name: 'Globex Research',
    orgPrefix: 'Globex',
    orgCount: 20,
    posts: [{ code: 'RES_LEAD', name: 'Research lead', menuIds: [...DRUG_MENUS, ...MESSAGE_MENUS] }],
    extraMenus: GLOBEX_REPORTS,
    users: [
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
  },
]

export interface DictSeed {
  dictType: string
  value: string
  label: string
  labelZh: string
  labelTw: string
}

export const DICTS: readonly DictSeed[] = [
  { dictType: 'notification', value: 'system', label: 'System', labelZh: '系统通知', labelTw: '系統通知' },
  { dictType: 'notification', value: 'attendance', label: 'Attendance', labelZh: '考勤通知', labelTw: '考勤通知' },
  { dictType: 'notification', value: 'research', label: 'Research', labelZh: '科研动态', labelTw: '科研動態' },
  { dictType: 'notification', value: 'holiday', label: 'Holiday', labelZh: '假期通知', labelTw: '假期通知' },
  { dictType: 'priority', value: 'high', label: 'High', labelZh: '高', labelTw: '高' },
  { dictType: 'priority', value: 'medium', label: 'Medium', labelZh: '中', labelTw: '中' },
  { dictType: 'priority', value: 'low', label: 'Low', labelZh: '低', labelTw: '低' },
]

/** Provinces given to organisations, in turn. */
export const PROVINCES: readonly string[] = [
  'Beijing', 'Shanghai', 'Tianjin', 'Chongqing', 'Guangdong', 'Zhejiang', 'Jiangsu', 'Sichuan',
  'Hubei', 'Hunan', 'Shandong', 'Henan', 'Fujian', 'Anhui', 'Shaanxi', 'Yunnan', 'Liaoning',
  'Jilin', 'Heilongjiang', 'Hebei', 'Shanxi', 'Jiangxi', 'Guangxi', 'Guizhou', 'Hainan', 'Gansu',
]
