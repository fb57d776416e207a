/** The search for a member by name of the attendance screens (the report's rows, the approvals
 * queue): run on Enter, the username or nickname the server matches. */
import { useLingui } from '@lingui/react/macro'
import { SearchForm } from '#platform/ui/SearchForm.tsx'

export function MemberSearch({ onSearch }: { onSearch(keyword: string): void }) {
  const { t } = useLingui()
  return <SearchForm label={t`Find a member`} fieldLabel={t`Member`} placeholder={t`User name`} className="min-w-44" onSearch={onSearch} />
}
