// The users import's framework-free pieces: headers matched in English, Chinese or by field
// name; choice labels (en/zh/tw) mapped to codes; rows with their file lines; the template; the
// export's table (re-importable columns).
import { describe, expect, it } from 'vitest'
import { choiceCode, columnOf, importRows, IMPORT_COLUMNS, matchHeaders, templateTable } from '../../../../src/domains/admin/logic/userImport.ts'
import { usersExportTable } from '../../../../src/domains/admin/logic/userExport.ts'
import type { AdminUser } from '../../../../src/domains/admin/contract.ts'
import { parseCsv, toCsv } from '#platform/core/files/tableFile.ts'

describe('headers', () => {
  it('knows each column by its field name, English and Chinese labels, any case and spacing', () => {
    expect(columnOf('username')).toBe('username')
    expect(columnOf(' User Name ')).toBe('username')
    expect(columnOf('用户名')).toBe('username')
    expect(columnOf('Role')).toBe('roleId')
    expect(columnOf('组织')).toBe('orgId')
    expect(columnOf('initial_password')).toBe('initialPassword')
    expect(columnOf('Favourite colour')).toBeNull()
  })
  it('ignores unknown and repeated columns and says whether the username is there', () => {
    expect(matchHeaders(['Username', 'Colour', 'username'])).toEqual({ columns: ['username', null, null], ignored: ['Colour', 'username'], hasUsername: true })
    expect(matchHeaders(['Name']).hasUsername).toBe(false)
  })
})

describe('choices', () => {
  it('maps codes and labels in en, zh and tw to codes', () => {
    expect(choiceCode('status', 'Enabled')).toBe('enabled')
    expect(choiceCode('status', '启用')).toBe('enabled')
    expect(choiceCode('status', '停用')).toBe('disabled')
    expect(choiceCode('userType', 'PARTNER')).toBe('partner')
    expect(choiceCode('userType', '合作伙伴')).toBe('partner')
    expect(choiceCode('userType', '合作夥伴')).toBe('partner')
    expect(choiceCode('isUse', '否')).toBe('false')
    expect(choiceCode('status', 'Sleeping')).toBeNull()
    expect(choiceCode('status', 'Aktiv', new Map([['aktiv', 'enabled']]))).toBe('enabled')
  })
})

describe('rows', () => {
  it('reads a template-shaped CSV into rows with their lines and known cells only', () => {
    const csv = toCsv(
      [...templateTable().fields, 'Notes'],
      [['a@x.test', '', 'A', '', '', '', '', '', '', '启用', 'ROLE_MEMBER', 'ORG00001', '', '', '', '', '', 'ignored'], [], ['=b@x.test']],
    )
    const rows = importRows(parseCsv(csv))
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({ row: 2, values: { username: 'a@x.test', status: '启用', roleId: 'ROLE_MEMBER' } })
    expect(rows[0]!.values).not.toHaveProperty('Notes')
    // The formula-like cell was neutralised when written; the blank line is skipped.
    expect(rows[1]).toMatchObject({ row: 4, values: { username: "'=b@x.test" } })
  })
  it('writes every column in the template', () => {
    expect(templateTable().fields).toEqual([...IMPORT_COLUMNS])
  })
})

describe('export', () => {
  it('writes the import columns (role by code, organisation by name) without a password', () => {
    const user = {
      username: 'a@x.test',
      nickname: 'A',
      roleCode: 'ROLE_MEMBER',
      orgName: 'Lab 1',
      isUse: true,
      status: 'enabled',
      userType: 'partner',
      avatar: '/api/file/k',
      auditStatus: 'approved',
      createdAt: '2026-01-01T00:00:00.000Z',
    } as AdminUser
    const { fields, data } = usersExportTable([user])
    expect(fields).not.toContain('initialPassword')
    const row = Object.fromEntries(fields.map((f, i) => [f, data[0]![i]]))
    expect(row).toMatchObject({ username: 'a@x.test', roleId: 'ROLE_MEMBER', orgId: 'Lab 1', isUse: 'yes', userType: 'partner', avatar: '/api/file/k' })
    expect(matchHeaders(fields).columns.filter(Boolean)).toHaveLength(IMPORT_COLUMNS.length - 1)
  })
})
