/**
 * `<sw-signup>`: the partner sign-up form. Its attributes arrive parsed by the element kit from
 * the manifest (elements/signup.manifest.ts).
 */
import type { ParsedAttributes } from '../../../platform/element/manifest.ts'
import { ElementRoot, type SharedAttributes } from '../../../platform/ui/ElementRoot.tsx'
import type { signupManifest } from '../elements/signup.manifest.ts'
import { SignUpForm } from './SignUpForm.tsx'

export type SignUpElementProps = ParsedAttributes<typeof signupManifest> & Pick<SharedAttributes, 'container'>

export function SignUpElement(props: SignUpElementProps) {
  return (
    <ElementRoot tag="sw-signup" container={props.container} lang={props.lang} size={props.size} themeColor={props.themeColor}>
      <SignUpForm apiBase={props.apiBase ?? '/api'} referee={props.referee} tenantCode={props.tenantCode} loginHref={props.loginHref ?? ''} />
    </ElementRoot>
  )
}
