/** The translated names of the users' columns (import problems, the column chooser), by the
 * field name of docs/spec.md#user-form; an unknown name is shown as it is. */
import { useLingui } from '@lingui/react/macro'

export function useColumnLabel(): (column: string) => string {
  const { t } = useLingui()
  const labels: Record<string, string> = {
    username: t`Username`,
    initialPassword: t`Initial password`,
    nickname: t`Nickname`,
    fullName: t`Name`,
    email: t`E-mail`,
    mobile: t`Mobile`,
    company: t`Company`,
    jobTitle: t`Job title`,
    referee: t`Referee`,
    status: t`Status`,
    roleId: t`Role`,
    orgId: t`Organisation`,
    userType: t`Type`,
    isUse: t`In use`,
    geographic: t`Region`,
    address: t`Address`,
    profile: t`Profile`,
    avatar: t`Avatar`,
    auditStatus: t`Sign-up`,
    createdAt: t`Created`,
  }
  return (column) => labels[column] ?? column
}
