/**
 * The sign-in form: tenant code (prefilled and locked by the `tenant-code` attribute), username,
 * password with show/hide; checks on blur and submit; Enter submits; a loading state; the
 * failure message in an alert region. On success it dispatches a cancelable `sw-login` and,
 * unless the host prevents it, follows a same-origin `redirect`.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CircleAlert, Eye, EyeOff } from 'lucide-react'
import type { LoginInput } from '#platform/core/api/auth.ts'
import type { CurrentUser } from '#platform/core/api/types.ts'
import { createAuthApi } from '#platform/core/api/auth.ts'
import { checkLogin, checkLoginField, type LoginErrors } from '../logic/loginRules.ts'
import { LOGIN_EVENT } from '#platform/element/common.ts'
import { SignInError, signIn, signInMessage } from '#platform/core/session/signIn.ts'
import { safeRedirectPath } from '#platform/core/redirect.ts'
import { preloadHttp } from '#platform/core/http/client.ts'
import { getHttp } from '#platform/store/http.ts'
import { setSignedIn, tokenStore } from '#platform/store/user.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { Button } from '#platform/ui/Button.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { cn } from '#platform/ui/cn.ts'
import { backendOf } from '#platform/store/backends.ts'

export interface LoginFormProps {
  apiBase: string
  tenantCode?: string
  redirect?: string
  signupHref: string
  /** Inside the console the router takes over after sign-in (no page load). */
  onSignedIn?(user: CurrentUser): void
}

function redirectTarget(attribute: string | undefined): string | null {
  if (typeof location === 'undefined') return null
  const requested = attribute ?? new URLSearchParams(location.search).get('redirect')
  return safeRedirectPath(requested, location.href)
}

export function LoginForm({ apiBase, tenantCode, redirect, signupHref, onSignedIn }: LoginFormProps) {
  const { t, i18n } = useLingui()
  const { emit } = useElement()
  const [values, setValues] = useState<LoginInput>({ tenantCode: tenantCode ?? '', username: '', password: '' })
  const [errors, setErrors] = useState<LoginErrors>({})
  const [failure, setFailure] = useState<SignInError | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [showPassword, setShowPassword] = useState(false)
  const effective = { ...values, tenantCode: tenantCode ?? values.tenantCode }

  // The HTTP stack is not needed to draw the form: fetch it once the page is idle.
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200))
    idle(() => void preloadHttp())
  }, [])

  const update = (field: keyof LoginInput) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value
    setValues((v) => ({ ...v, [field]: value }))
    if (errors[field]) setErrors((e) => ({ ...e, [field]: checkLoginField(field, value) }))
  }
  const blur = (field: keyof LoginInput) => () => {
    setErrors((e) => ({ ...e, [field]: checkLoginField(field, effective[field]) }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (submitting) return
    const found = checkLogin(effective)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setFailure(null)
    setSubmitting(true)
    try {
      const user = await signIn(effective, { api: createAuthApi(getHttp(apiBase)), tokens: tokenStore, storage: localStorage, client: backendOf(apiBase) })
      setSignedIn(user)
      setSubmitting(false)
      const proceed = emit(LOGIN_EVENT, user)
      if (!proceed) return
      if (onSignedIn) return onSignedIn(user)
      const target = redirectTarget(redirect)
      if (target) location.assign(target)
    } catch (error) {
      setSubmitting(false)
      setFailure(error instanceof SignInError ? error : new SignInError('badCredentials'))
    }
  }

  const message = (field: keyof LoginInput) => (errors[field] ? i18n._(errors[field]) : undefined)

  return (
    <form part="form" noValidate onSubmit={submit} className="grid gap-4" aria-busy={submitting}>
      {failure && (
        <div
          role="alert"
          className={cn(
            'flex items-start gap-2 rounded-control border px-3 py-2',
            failure.reason === 'pending' ? 'border-primary/30 bg-primary-soft text-primary-strong' : 'border-danger/30 bg-danger/5 text-danger',
          )}
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {i18n._(signInMessage(failure))}
            {failure.reason === 'network' && failure.detail ? ` (${failure.detail})` : ''}
          </span>
        </div>
      )}
      <TextField
        label={t`Tenant code`}
        name="tenantCode"
        autoComplete="organization"
        value={effective.tenantCode}
        readOnly={tenantCode !== undefined}
        onChange={update('tenantCode')}
        onBlur={blur('tenantCode')}
        error={message('tenantCode')}
        placeholder={t`e.g. acme`}
      />
      <TextField
        label={t`Username (business e-mail)`}
        name="username"
        type="email"
        autoComplete="username"
        inputMode="email"
        maxLength={64}
        value={values.username}
        onChange={update('username')}
        onBlur={blur('username')}
        error={message('username')}
        placeholder="name@company.com"
      />
      <TextField
        label={t`Password`}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        maxLength={31}
        value={values.password}
        onChange={update('password')}
        onBlur={blur('password')}
        error={message('password')}
        trailing={
          <button
            type="button"
            onClick={() => setShowPassword((s) => !s)}
            aria-pressed={showPassword}
            aria-label={showPassword ? t`Hide password` : t`Show password`}
            className="rounded p-1 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
          >
            {showPassword ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          </button>
        }
      />
      <Button type="submit" block loading={submitting} className="mt-1">
        {submitting ? t`Signing in…` : t`Sign in`}
      </Button>
      <p className="text-center text-muted">
        {t`No account yet?`}{' '}
        <a href={signupHref} part="signup-link" className="font-medium text-primary-strong hover:underline">
          {t`Sign up`}
        </a>
      </p>
    </form>
  )
}
