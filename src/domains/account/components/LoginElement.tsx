/**
 * `<sw-login>`: tenant sign-in. Attributes arrive as strings from elements/sw-login.ts and are
 * parsed here (bad values warn and fall back, never crash).
 */
import { useMemo } from 'react'
import { parseApiBase, parseEnum } from '../../../platform/core/attributes.ts'
import { DEFAULT_CLIENT_ID } from '../../../platform/core/api/auth.ts'
import { ElementRoot, type SharedAttributes } from '../../../platform/ui/ElementRoot.tsx'
import { LoginView, type LoginVariant } from './LoginView.tsx'

export interface LoginElementProps extends SharedAttributes {
  apiBase?: string
  tenantCode?: string
  redirect?: string
  variant?: string
  clientId?: string
  signupHref?: string
}

export const LOGIN_ATTRIBUTES = ['apiBase', 'lang', 'tenantCode', 'redirect', 'variant', 'themeColor', 'size', 'clientId', 'signupHref'] as const

export function LoginElement(props: LoginElementProps) {
  const apiBase = useMemo(() => parseApiBase(props.apiBase, '<sw-login>'), [props.apiBase])
  const variant = useMemo(
    () => parseEnum<LoginVariant>(props.variant, ['classic', 'new'], 'classic', '<sw-login> variant'),
    [props.variant],
  )
  return (
    <ElementRoot tag="sw-login" container={props.container} lang={props.lang} size={props.size} themeColor={props.themeColor}>
      <LoginView
        apiBase={apiBase}
        variant={variant}
        tenantCode={props.tenantCode?.trim() || undefined}
        redirect={props.redirect}
        clientId={props.clientId?.trim() || DEFAULT_CLIENT_ID}
        signupHref={props.signupHref?.trim() || '/studentwork/signUp'}
      />
    </ElementRoot>
  )
}
