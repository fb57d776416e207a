/** A menu entry whose screen is not in this version of the console: said clearly, with a way on. */
import { useLingui } from '@lingui/react/macro'
import { StatusPage } from './StatusPage.tsx'
import { useViewPresence } from '#platform/ui/viewPresence.ts'

export function Unavailable() {
  const { t } = useLingui()
  // The view's own path: a kept-alive view does not follow the location (viewPresence.ts).
  const pathname = useViewPresence().path ?? ''
  return (
    <StatusPage
      title={t`This screen is not available yet`}
      body={t`Your menu includes ${pathname}, but this version of the console does not have its screen yet. Everything else keeps working.`}
      actions={[{ to: '/workbench', label: t`Go to the workbench` }]}
    />
  )
}
