/** /404: the page does not exist. */
import { useLingui } from '@lingui/react/macro'
import { StatusPage } from './StatusPage.tsx'
import { useGoToWorkbench } from '../hooks/useGoToWorkbench.ts'

export function NotFound() {
  const { t } = useLingui()
  const goToWorkbench = useGoToWorkbench()
  return (
    <StatusPage
      code="404"
      title={t`Page not found`}
      body={t`The address may be mistyped, or the page was moved.`}
      actions={[
        { onClick: () => void goToWorkbench(), label: t`Go to the workbench` },
        { to: '/home', label: t`Home` },
      ]}
    />
  )
}
