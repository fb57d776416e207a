/** /401: the page exists but the user's roles or menus do not include it. */
import { useLingui } from '@lingui/react/macro'
import { StatusPage } from './StatusPage.tsx'
import { useGoToWorkbench } from '../hooks/useGoToWorkbench.ts'

export function Unauthorized() {
  const { t } = useLingui()
  const goToWorkbench = useGoToWorkbench()
  return (
    <StatusPage
      code="401"
      title={t`You do not have access to this page`}
      body={t`Your role or your current post does not include it. Ask an administrator if you need it.`}
      actions={[
        { onClick: () => void goToWorkbench(), label: t`Go to the workbench` },
        { to: '/login', label: t`Sign in as someone else` },
      ]}
    />
  )
}
