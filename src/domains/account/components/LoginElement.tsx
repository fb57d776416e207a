/**
 * `<sw-login>`: tenant sign-in. Its attributes arrive parsed by the element kit from the
 * manifest (elements/login.manifest.ts): bad values have warned and fallen back already. The
 * form is a chunk of its own, requested as soon as this module runs, so the element's first
 * download is the runtime and the element root only.
 */
import { lazy, Suspense } from 'react'
import type { ParsedAttributes } from '../../../platform/element/manifest.ts'
import { ElementRoot, type SharedAttributes } from '../../../platform/ui/ElementRoot.tsx'
import { ElementLoading } from '../../../platform/ui/ElementLoading.tsx'
import type { loginManifest } from '../elements/login.manifest.ts'

const view = import('./LoginView.tsx')
const LoginView = lazy(() => view.then((m) => ({ default: m.LoginView })))

export type LoginElementProps = ParsedAttributes<typeof loginManifest> & Pick<SharedAttributes, 'container'>

export function LoginElement(props: LoginElementProps) {
  return (
    <ElementRoot tag="sw-login" container={props.container} lang={props.lang} size={props.size} themeColor={props.themeColor}>
      <Suspense fallback={<ElementLoading />}>
        <LoginView
          apiBase={props.apiBase}
          variant={props.variant}
          tenantCode={props.tenantCode}
          redirect={props.redirect}
          clientId={props.clientId}
          signupHref={props.signupHref}
        />
      </Suspense>
    </ElementRoot>
  )
}
