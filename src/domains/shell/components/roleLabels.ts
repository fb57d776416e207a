/** The names of the family's role codes in the user's language; an unknown code shows as
 * itself without the `ROLE_` prefix. */
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'

const ROLE_NAMES: Record<string, MessageDescriptor> = {
  ROLE_ADMIN: msg`Administrator`,
  ROLE_EDITOR: msg`Editor`,
  ROLE_MEMBER: msg`Member`,
}

export function roleLabel(i18n: I18n, code: string): string {
  const known = ROLE_NAMES[code]
  return known ? i18n._(known) : code.replace(/^ROLE_/, '')
}
