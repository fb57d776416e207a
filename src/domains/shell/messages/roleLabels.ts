/** The name of a role code in the user's language: the tenant's own name for it when the backend
 * sent one with the user (in the language, else English), else the family's names of its
 * standard codes, else the code itself without the `ROLE_` prefix. */
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { RoleName } from '#platform/core/api/types.ts'
import { localName } from '#platform/core/i18n/localized.ts'
import { isLanguage } from '#platform/core/i18n/language.ts'

const ROLE_NAMES: Record<string, MessageDescriptor> = {
  ROLE_ADMIN: msg`Administrator`,
  ROLE_EDITOR: msg`Editor`,
  ROLE_MEMBER: msg`Member`,
}

export function roleLabel(i18n: I18n, code: string, names?: readonly RoleName[]): string {
  const named = names?.find((role) => role.code === code)
  if (named?.name) return localName(isLanguage(i18n.locale) ? i18n.locale : 'en', named)
  const known = ROLE_NAMES[code]
  return known ? i18n._(known) : code.replace(/^ROLE_/, '')
}
