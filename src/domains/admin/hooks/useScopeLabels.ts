/** A role's data scope in words (the roles screen's table and the role editor's select). */
import { useLingui } from '@lingui/react/macro'
import type { DataScope } from '../contract.ts'

/** The data scopes' names in the user's language. */
export function useScopeLabels(): (scope: DataScope) => string {
  const { t } = useLingui()
  return (scope) =>
    ({
      all: t`All data`,
      custom: t`Chosen organisations`,
      org: t`Own organisation`,
      orgAndBelow: t`Own organisation and below`,
      self: t`Only their own`,
    })[scope]
}
