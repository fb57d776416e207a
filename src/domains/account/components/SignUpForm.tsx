/**
 * The partner sign-up form (docs/spec.md#account-rules; messages: docs/spec.md#messages): checks on blur and on
 * submit with the rule set of the language, the captcha checked with compareCaptcha, then
 * registerAccount. Nothing typed is lost on failure; success shows the e-mail notice and
 * dispatches `sw-signup` (detail: the account, never the password).
 */
import { useMemo, useState, type FormEvent } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CircleAlert } from 'lucide-react'

/** Focuses an element when it mounts. */
const focusOnMount = (element: HTMLElement | null) => element?.focus()
import { COUNTRY_CODES } from '#platform/core/validate.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { checkSignUp, checkSignUpField, isRequired, ruleSetFor, SIGNUP_FIELDS, type SignUpField, type SignUpValues } from '../logic/signUpRules.ts'
import { apiFor } from '#platform/store/api.ts'
import { useResource } from '#platform/ui/useResource.ts'
import { accountKeys } from '../logic/keys.ts'
import { createAccountApi } from '../contract.ts'
import { SIGNUP_EVENT } from '../elements/events.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { Button } from '#platform/ui/Button.tsx'
import { SelectField } from '#platform/ui/SelectField.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { Captcha } from './Captcha.tsx'
import { SignUpNotice } from './SignUpNotice.tsx'

export interface SignUpFormProps {
  apiBase: string
  referee?: string
  tenantCode?: string
  loginHref: string
}

const EMPTY: SignUpValues = {
  username: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  company: '',
  jobTitle: '',
  countryCode: '',
  mobile: '',
  referee: '',
  nickname: '',
  email: '',
  charCaptcha: '',
}

export function SignUpForm({ apiBase, referee, tenantCode, loginHref }: SignUpFormProps) {
  const { t, i18n } = useLingui()
  const { lang, emit } = useElement()
  const rules = ruleSetFor(lang)
  const api = apiFor(apiBase, createAccountApi)
  const [values, setValues] = useState<SignUpValues>({ ...EMPTY, referee: referee ?? '', countryCode: lang === 'en' ? '' : '+86' })
  // Fields whose message is shown (after blur or submit). Messages are derived at render from
  // the values and the language's rule set, so they follow both as they change.
  const [shown, setShown] = useState<ReadonlySet<SignUpField>>(new Set())
  const [captchaWrong, setCaptchaWrong] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [failures, setFailures] = useState(0)
  const [submitting, setSubmitting] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const captchaResource = useResource(accountKeys.captcha(apiBase), (signal) => api.captcha(signal))
  const captcha = captchaResource.status === 'error' && !captchaResource.fetching ? null : (captchaResource.data ?? null)
  const captchaLoading = captchaResource.fetching
  const refreshCaptcha = captchaResource.refresh

  const countries = useMemo(() => {
    const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([LOCALE_TAG[lang]], { type: 'region' }) : null
    return COUNTRY_CODES.map((c) => ({ value: c.code, label: `${names?.of(c.region) ?? c.region} ${c.code}` }))
  }, [lang])

  const errorOf = (name: SignUpField) => {
    if (name === 'charCaptcha' && captchaWrong) return msg`The captcha is incorrect`
    return shown.has(name) ? checkSignUpField(name, values, rules) : undefined
  }
  const message = (name: SignUpField) => {
    const error = errorOf(name)
    return error ? i18n._(error) : undefined
  }
  const show = (name: SignUpField) => () => setShown((current) => new Set(current).add(name))
  const set = (name: SignUpField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (name === 'charCaptcha') setCaptchaWrong(false)
  }
  const field = (name: SignUpField) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
    onBlur: show(name),
    error: message(name),
    required: isRequired(name, rules),
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (submitting) return
    setShown(new Set(SIGNUP_FIELDS))
    if (Object.keys(checkSignUp(values, rules)).length > 0) {
      setFailure(null)
      return
    }
    if (!captcha) return refreshCaptcha()
    setSubmitting(true)
    setFailure(null)
    try {
      const captchaId = captcha.captchaId
      const ok = await api.compareCaptcha(values.charCaptcha.trim(), captchaId).then(
        (data) => data !== false,
        () => false,
      )
      if (!ok) {
        setValues((v) => ({ ...v, charCaptcha: '' }))
        setCaptchaWrong(true)
        refreshCaptcha()
        return
      }
      const trimmed = Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, k === 'password' || k === 'confirmPassword' ? v : v.trim()]),
      ) as SignUpValues
      const account = await api.registerAccount({ ...trimmed, captchaId, ...(tenantCode ? { tenantCode } : {}) })
      const { password: _p, confirmPassword: _c, charCaptcha: _a, ...detail } = trimmed
      emit(SIGNUP_EVENT, { ...detail, ...(account?.id ? { id: String(account.id) } : {}), auditStatus: account?.auditStatus ?? 'pending' })
      setDone(trimmed.username)
    } catch (error) {
      const reason = (error as { serverMessage?: string; message?: string }).serverMessage ?? (error as Error).message
      setFailure(reason)
      setFailures((n) => n + 1)
      setValues((v) => ({ ...v, charCaptcha: '' }))
      // The captcha is emptied for a new picture: not an error of the user's.
      setShown((current) => {
        const next = new Set(current)
        next.delete('charCaptcha')
        return next
      })
      refreshCaptcha()
    } finally {
      setSubmitting(false)
    }
  }

  if (done) {
    return (
      <div part="card" className="mx-auto w-full max-w-2xl rounded-xl border border-line bg-surface p-6 shadow-lg sm:p-8">
        <SignUpNotice username={done} loginHref={loginHref} />
      </div>
    )
  }

  return (
    <form
      part="card"
      noValidate
      onSubmit={submit}
      aria-busy={submitting}
      className="mx-auto grid w-full max-w-2xl gap-5 rounded-xl border border-line bg-surface p-6 shadow-lg sm:p-8"
    >
      <header>
        <h1 className="text-display leading-tight font-semibold text-ink">{t`Create your partner account`}</h1>
        <p className="mt-1 text-muted">{t`Access is by sign-up. After review, your login credentials are sent to your business e-mail.`}</p>
      </header>
      {failure !== null && (
        // Each failure takes the focus (and so comes into view): the form is long, its button far below.
        <div
          key={failures}
          ref={focusOnMount}
          tabIndex={-1}
          role="alert"
          className="flex scroll-mt-4 items-start gap-2 rounded-control border border-danger/30 bg-danger/5 px-3 py-2 text-danger outline-none focus-visible:ring-2 focus-visible:ring-danger/40"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {t`Sign Up Has Failed !`} {failure}
          </span>
        </div>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-minor font-semibold tracking-wide text-muted uppercase">{t`Account`}</legend>
        <TextField
          label={t`Business e-mail (your username)`}
          type="email"
          autoComplete="username"
          maxLength={64}
          className="sm:col-span-2"
          {...field('username')}
        />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          maxLength={31}
          {...field('password')}
          hint={rules === 'strict' ? t`6–31 characters with letters, digits and special characters` : t`6–31 characters`}
        />
        <TextField label={t`Confirm password`} type="password" autoComplete="new-password" maxLength={31} {...field('confirmPassword')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-minor font-semibold tracking-wide text-muted uppercase">{t`About you`}</legend>
        <TextField label={t`Full name`} autoComplete="name" maxLength={64} {...field('fullName')} />
        <TextField label={t`Nickname`} autoComplete="nickname" maxLength={32} {...field('nickname')} />
        <TextField label={t`Company`} autoComplete="organization" maxLength={128} {...field('company')} />
        <TextField label={t`Job title`} autoComplete="organization-title" maxLength={64} {...field('jobTitle')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-minor font-semibold tracking-wide text-muted uppercase">{t`Contact`}</legend>
        <div className="grid grid-cols-2 gap-4 sm:col-span-2">
          <SelectField
            label={t`Country code`}
            name="countryCode"
            value={values.countryCode}
            onChange={(event) => set('countryCode', event.target.value)}
            onBlur={show('countryCode')}
            error={message('countryCode')}
            required={isRequired('countryCode', rules)}
            options={countries}
            placeholder={t`Select…`}
          />
          <TextField label={t`Mobile`} type="tel" autoComplete="tel-national" inputMode="tel" maxLength={20} {...field('mobile')} />
        </div>
        <TextField label={t`Personal e-mail`} type="email" autoComplete="email" maxLength={64} {...field('email')} />
        <TextField
          label={t`Referee`}
          maxLength={64}
          readOnly={referee !== undefined}
          {...field('referee')}
          hint={referee ? t`Filled in by your partner.` : undefined}
        />
      </fieldset>
      <Captcha
        captcha={captcha}
        loading={captchaLoading}
        value={values.charCaptcha}
        error={message('charCaptcha')}
        onChange={(value) => set('charCaptcha', value)}
        onBlur={show('charCaptcha')}
        onRefresh={refreshCaptcha}
      />
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-center text-muted sm:text-left">
          {t`Already have an account?`}{' '}
          <a href={loginHref} className="font-medium text-primary-strong hover:underline">
            {t`Sign in`}
          </a>
        </p>
        <Button type="submit" loading={submitting} className="sm:min-w-40">
          {submitting ? t`Submitting…` : t`Sign up`}
        </Button>
      </div>
    </form>
  )
}
