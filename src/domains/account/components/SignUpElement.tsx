/**
 * `<sw-signup>`: the partner sign-up form. Its attributes arrive parsed by the element kit from
 * the manifest (elements/signup.manifest.ts). The form is a chunk of its own with its stylesheet
 * (account.css), both requested as soon as this module runs.
 */
import { lazy, Suspense } from 'react'
import type { ParsedAttributes } from '../../../platform/element/manifest.ts'
import { ElementRoot, type SharedAttributes } from '../../../platform/ui/ElementRoot.tsx'
import { ElementLoading } from '../../../platform/ui/ElementLoading.tsx'
import { withSheet } from '../../../platform/ui/withSheet.tsx'
import type { signupManifest } from '../elements/signup.manifest.ts'

const form = Promise.all([import('./SignUpForm.tsx'), import('../account.css?inline')])
const SignUpForm = lazy(() => form.then(([m, css]) => ({ default: withSheet(m.SignUpForm, css.default) })))

export type SignUpElementProps = ParsedAttributes<typeof signupManifest> & Pick<SharedAttributes, 'container'>

export function SignUpElement(props: SignUpElementProps) {
  return (
    <ElementRoot tag="sw-signup" container={props.container} lang={props.lang} size={props.size} themeColor={props.themeColor}>
      <Suspense fallback={<ElementLoading />}>
        <SignUpForm apiBase={props.apiBase} referee={props.referee} tenantCode={props.tenantCode} loginHref={props.loginHref} />
      </Suspense>
    </ElementRoot>
  )
}
