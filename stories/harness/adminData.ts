/**
 * Story-only data for the administration stories: a handful of the tenant's users in every state
 * the Users screen shows (enabled, disabled, partner, pending sign-up, rejected), its roles and
 * organisations, the outbox's mails, and a stand-in admin API that answers the outbox from them
 * (or fails, or finds nothing). Nothing here is shipped.
 */
import type { AdminApi, AdminUser, OutboxMail, RoleOption } from '../../src/domains/admin/contract.ts'
import { ApiError } from '#platform/core/http/errors.ts'
import type { DictOption } from '../../src/domains/admin/hooks/useDict.ts'

/** The user dictionaries as the server seeds them (the labels a story's language would show
 * come from the screen; the stories keep the English ones). */
export const STORY_STATUSES: DictOption[] = [
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
]
export const STORY_TYPES: DictOption[] = [
  { value: 'internal', label: 'Internal' },
  { value: 'partner', label: 'Partner' },
]

/** The organisations the users belong to, as the compact tree answers them (id, parent, code,
 * name, children, users): the user form's organisation select and its further organisations. */
export const STORY_ORG_TREE = {
  columns: ['id', 'parentId', 'code', 'name', 'childCount', 'userCount'],
  rows: [
    [1, null, 'ORG00001', 'Acme Research', 4, 1],
    [2, 1, 'ORG00002', 'Medicinal Chemistry', 0, 2],
    [3, 1, 'ORG00003', 'Biology', 0, 1],
    [4, 1, 'ORG00004', 'Quality Assurance', 0, 1],
    [5, 1, 'ORG00005', '北京校区', 0, 0],
  ],
} as const

export const STORY_ROLES: RoleOption[] = [
  { id: '1', code: 'ROLE_ADMIN', name: 'Administrator', nameZh: '管理员', nameTw: '管理員' },
  { id: '2', code: 'ROLE_EDITOR', name: 'Editor', nameZh: '编辑', nameTw: '編輯' },
  { id: '3', code: 'ROLE_MEMBER', name: 'Member', nameZh: '', nameTw: '' },
]

const base: AdminUser = {
  id: '0',
  username: '',
  nickname: '',
  fullName: '',
  company: 'Acme Research',
  jobTitle: '',
  mobile: '',
  email: '',
  referee: '',
  geographic: '',
  address: '',
  profile: '',
  avatar: '',
  status: 'enabled',
  userType: 'internal',
  isUse: true,
  orgId: '2',
  orgName: 'Acme Research / Medicinal Chemistry',
  roleId: '3',
  roleCode: 'ROLE_MEMBER',
  roleName: 'Member',
  roleNameZh: '成员',
  roleNameTw: '成員',
  auditStatus: 'approved',
  auditResult: '',
  auditIdea: '',
  auditOper: '',
  auditTime: null,
  createdAt: '2026-03-02T09:14:00Z',
  deletedAt: null,
}

export const STORY_USERS: AdminUser[] = [
  {
    ...base,
    id: '11',
    username: 'chen.jing@acme.test',
    nickname: 'Jing',
    fullName: 'Chen Jing',
    jobTitle: 'Senior chemist',
    mobile: '13800138000',
    email: 'chen.jing@acme.test',
    geographic: 'Shanghai',
    roleId: '2',
    roleCode: 'ROLE_EDITOR',
    roleName: 'Editor',
    roleNameZh: '编辑',
    roleNameTw: '編輯',
    createdAt: '2026-01-12T08:00:00Z',
  },
  {
    ...base,
    id: '12',
    username: 'li.wei@acme.test',
    nickname: 'Wei',
    fullName: 'Li Wei',
    mobile: '13900139000',
    orgId: '3',
    orgName: 'Acme Research / Biology',
    createdAt: '2026-02-03T10:30:00Z',
  },
  {
    ...base,
    id: '13',
    username: 'maria.garcia@partner.test',
    nickname: 'Maria',
    fullName: 'María García',
    company: 'Partner Labs',
    userType: 'partner',
    orgId: '4',
    orgName: 'Acme Research / Quality Assurance',
    status: 'disabled',
    createdAt: '2026-02-20T15:45:00Z',
  },
  {
    ...base,
    id: '14',
    username: 'zhang.min@acme.test',
    nickname: 'Min',
    fullName: 'Zhang Min',
    orgId: null,
    orgName: '',
    roleId: null,
    roleCode: '',
    roleName: '',
    auditStatus: 'pending',
    createdAt: '2026-11-23T07:05:00Z',
  },
  {
    ...base,
    id: '15',
    username: 'unknown.visitor@mail.test',
    nickname: 'Visitor',
    fullName: '',
    orgId: null,
    orgName: '',
    roleId: null,
    roleCode: '',
    roleName: '',
    status: 'disabled',
    auditStatus: 'rejected',
    auditResult: 'rejected',
    auditIdea: 'Not a member of the institute',
    auditOper: 'admin@acme.test',
    auditTime: '2026-11-20T11:00:00Z',
    createdAt: '2026-11-19T18:22:00Z',
  },
  {
    ...base,
    id: '16',
    username: 'wang.fang@acme.test',
    nickname: 'Fang',
    fullName: 'Wang Fang',
    jobTitle: 'Lab manager',
    mobile: '13700137000',
    auditOper: 'admin@acme.test',
    auditTime: '2026-10-02T09:00:00Z',
    auditResult: 'approved',
    createdAt: '2026-10-01T13:10:00Z',
  },
]

export const STORY_MAILS: OutboxMail[] = [
  {
    id: '2',
    recipient: 'wang.fang@acme.test',
    subject: 'Your Studentwork account is ready',
    body: 'Hello Wang Fang,\n\nYour sign-up was approved. Sign in at https://portal.acme.test/studentwork/login with the username wang.fang@acme.test and the password you chose.\n\nThe Acme administrators',
    createdAt: '2026-10-02T09:00:12Z',
    status: 'sent',
    sentAt: '2026-10-02T09:00:15Z',
    attempts: 1,
  },
  {
    id: '3',
    recipient: 'zhao.lei@labs.test',
    subject: 'Your Studentwork account is ready',
    body: 'Hello Zhao Lei,\n\nYour sign-up was approved. Sign in with the username zhao.lei@labs.test and the password you chose.\n\nThe Acme administrators',
    createdAt: '2026-11-23T08:00:00Z',
    status: 'queued',
    attempts: 2,
    lastError: "Can't send mail - all recipients were rejected: 550 Mailbox unavailable",
    nextAttemptAt: '2026-11-23T08:03:00Z',
  },
  {
    id: '1',
    recipient: 'li.wei@acme.test',
    subject: 'Your Studentwork account is ready',
    body: 'Hello Li Wei,\n\nYour sign-up was approved. Sign in at https://portal.acme.test/studentwork/login with the username li.wei@acme.test.\n\nThe Acme administrators',
    createdAt: '2026-02-03T10:31:40Z',
    status: 'kept',
    attempts: 0,
  },
]

export type OutboxScenario = 'mails' | 'empty' | 'error'

/** Only what OutboxList calls; a story asks for nothing else. */
export function storyAdminApi(scenario: OutboxScenario): AdminApi {
  return {
    queryOutbox: async () => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      if (scenario === 'error') throw new ApiError('network', 'The server could not be reached')
      return scenario === 'empty' ? [] : STORY_MAILS
    },
  } as Partial<AdminApi> as AdminApi
}
