/** A menu entry whose screen is not in this version of the console: said clearly, with a way on. */
import { useLocation } from 'react-router-dom'
import { useLingui } from '@lingui/react/macro'
import { StatusPage } from './StatusPage.tsx'

export function Unavailable() {
  const { t } = useLingui()
  const { pathname } = useLocation()
  return (
    <StatusPage
      title={t`This screen is not available yet`}
      body={t`Your menu includes ${pathname}, but this version of the console does not have its screen yet. Everything else keeps working.`}
      actions={[{ to: '/workbench', label: t`Go to the workbench` }]}
    />
  )
}
