/**
 * `<sw-signup>`: the partner sign-up form. Attributes arrive as strings from
 * elements/sw-signup.ts and are parsed here.
 */
import { useMemo } from 'react'
import { parseApiBase } from '../../../platform/core/attributes.ts'
import { ElementRoot, type SharedAttributes } from '../../../platform/ui/ElementRoot.tsx'
import { SignUpForm } from './SignUpForm.tsx'

export interface SignUpElementProps extends SharedAttributes {
  apiBase?: string
  referee?: string
  tenantCode?: string
  loginHref?: string
}

export const SIGNUP_ATTRIBUTES = ['apiBase', 'lang', 'referee', 'tenantCode', 'themeColor', 'size', 'loginHref'] as const

export function SignUpElement(props: SignUpElementProps) {
  const apiBase = useMemo(() => parseApiBase(props.apiBase, '<sw-signup>'), [props.apiBase])
  return (
    <ElementRoot tag="sw-signup" container={props.container} lang={props.lang} size={props.size} themeColor={props.themeColor}>
      <SignUpForm
        apiBase={apiBase}
        referee={props.referee?.trim() || undefined}
        tenantCode={props.tenantCode?.trim() || undefined}
        loginHref={props.loginHref?.trim() || '/studentwork/login'}
      />
    </ElementRoot>
  )
}
