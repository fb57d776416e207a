/**
 * `<sw-login>`: tenant sign-in. Its attributes arrive parsed by the element kit from the
 * manifest (elements/login.manifest.ts): bad values have warned and fallen back already.
 */
import type { ParsedAttributes } from '../../../platform/element/manifest.ts'
import { ElementRoot, type SharedAttributes } from '../../../platform/ui/ElementRoot.tsx'
import type { loginManifest } from '../elements/login.manifest.ts'
import { LoginView } from './LoginView.tsx'

export type LoginElementProps = ParsedAttributes<typeof loginManifest> & Pick<SharedAttributes, 'container'>

export function LoginElement(props: LoginElementProps) {
  return (
    <ElementRoot tag="sw-login" container={props.container} lang={props.lang} size={props.size} themeColor={props.themeColor}>
      <LoginView
        apiBase={props.apiBase ?? '/api'}
        variant={props.variant ?? 'classic'}
        tenantCode={props.tenantCode}
        redirect={props.redirect}
        clientId={props.clientId ?? ''}
        signupHref={props.signupHref ?? ''}
      />
    </ElementRoot>
  )
}
