/**
 * `<sw-signup>`: the partner sign-up form. Its attributes arrive parsed by the element kit from
 * the manifest (elements/signup.manifest.ts). The form is a chunk of its own with its stylesheet
 * (account.css), both requested as soon as this module runs, and so is the element root
 * (LazyElementRoot): the element's first download is the runtime and the element kit's define
 * step only.
 */
import { lazy } from 'react'
import type { ParsedAttributes } from '#platform/element/manifest.ts'
import type { SharedAttributes } from '#platform/ui/ElementRoot.tsx'
import { LazyElementRoot } from '#platform/ui/LazyElementRoot.tsx'
import { withSheet } from '#platform/ui/withSheet.tsx'
import type { signupManifest } from '../elements/signup.manifest.ts'

const form = Promise.all([import('./SignUpForm.tsx'), import('../account.css?inline')])
const SignUpForm = lazy(() => form.then(([m, css]) => ({ default: withSheet(m.SignUpForm, css.default) })))

export type SignUpElementProps = ParsedAttributes<typeof signupManifest> & Pick<SharedAttributes, 'container'>

export function SignUpElement(props: SignUpElementProps) {
  return (
    <LazyElementRoot tag="sw-signup" container={props.container} lang={props.lang} size={props.size} themeColor={props.themeColor}>
      <SignUpForm apiBase={props.apiBase} referee={props.referee} tenantCode={props.tenantCode} loginHref={props.loginHref} />
    </LazyElementRoot>
  )
}
