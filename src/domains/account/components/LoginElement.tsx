/**
 * `<sw-login>`: tenant sign-in. Its attributes arrive parsed by the element kit from the
 * manifest (elements/login.manifest.ts): bad values have warned and fallen back already. The
 * backend attributes are recorded for its `api-base` (platform/store/backends.ts) while it renders.
 * The form is a chunk of its own with its stylesheet (account.css), both requested as soon as
 * this module runs, and so is the element root (LazyElementRoot): the element's first download
 * is the runtime and the element kit's define step only.
 */
import { lazy } from 'react'
import type { ParsedAttributes } from '#platform/element/manifest.ts'
import type { SharedAttributes } from '#platform/ui/ElementRoot.tsx'
import { LazyElementRoot } from '#platform/ui/LazyElementRoot.tsx'
import { configureBackend } from '#platform/store/backends.ts'
import { withSheet } from '#platform/ui/withSheet.tsx'
import type { loginManifest } from '../elements/login.manifest.ts'

const view = Promise.all([import('./LoginView.tsx'), import('../account.css?inline')])
const LoginView = lazy(() => view.then(([m, css]) => ({ default: withSheet(m.LoginView, css.default) })))

export type LoginElementProps = ParsedAttributes<typeof loginManifest> & Pick<SharedAttributes, 'container'>

export function LoginElement(props: LoginElementProps) {
  configureBackend(props.apiBase, { clientId: props.clientId, scope: props.scope, roleHeader: props.roleHeader })
  return (
    <LazyElementRoot tag="sw-login" container={props.container} lang={props.lang} size={props.size} themeColor={props.themeColor}>
      <LoginView apiBase={props.apiBase} variant={props.variant} tenantCode={props.tenantCode} redirect={props.redirect} signupHref={props.signupHref} />
    </LazyElementRoot>
  )
}
