/** /404: the page does not exist. */
import { useLingui } from '@lingui/react/macro'
import { StatusPage } from './StatusPage.tsx'

export function NotFound() {
  const { t } = useLingui()
  return (
    <div className="min-h-[100dvh] bg-canvas">
      <StatusPage
        code="404"
        title={t`Page not found`}
        body={t`The address may be mistyped, or the page was moved.`}
        actions={[
          { to: '/workbench', label: t`Go to the workbench` },
          { to: '/home', label: t`Home` },
        ]}
      />
    </div>
  )
}
