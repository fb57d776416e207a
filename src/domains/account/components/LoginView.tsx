/**
 * The sign-in screen in its two variants: `classic` (a centred card, /login) and `new` (the
 * outward-facing page with the product's marketing panel, /loginNew).
 */
import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FlaskConical } from 'lucide-react'
import { LoginForm, type LoginFormProps } from './LoginForm.tsx'

// The marketing panel (and its icons) loads only for the outward-facing variant; the placeholder
// keeps its place so nothing jumps.
const MarketingPanel = lazy(() => import('./MarketingPanel.tsx').then((m) => ({ default: m.MarketingPanel })))

export type LoginVariant = 'classic' | 'new'

export interface LoginViewProps extends LoginFormProps {
  variant: LoginVariant
}

function Heading() {
  const { t } = useLingui()
  return (
    <div className="mb-6">
      <div className="mb-3 flex items-center gap-2 text-primary-strong">
        <FlaskConical aria-hidden className="size-6" />
        <span className="font-semibold tracking-tight">Studentwork</span>
      </div>
      <h1 className="text-display leading-tight font-semibold text-ink">{t`Sign in to your organisation`}</h1>
      <p className="mt-1 text-muted">{t`Use your tenant code and your business e-mail.`}</p>
    </div>
  )
}

export function LoginView({ variant, ...form }: LoginViewProps) {
  if (variant === 'new') {
    return (
      <div part="layout" className="grid min-h-[inherit] overflow-hidden rounded-xl bg-surface shadow-xl md:grid-cols-[1.1fr_1fr]">
        <Suspense fallback={<div aria-hidden className="order-last min-h-40 bg-gradient-to-br from-primary-strong to-primary-hover md:order-first" />}>
          <MarketingPanel />
        </Suspense>
        <div part="form" className="flex items-center justify-center p-6 sm:p-10">
          <div className="w-full max-w-sm">
            <Heading />
            <LoginForm {...form} />
          </div>
        </div>
      </div>
    )
  }
  return (
    <div part="card" className="mx-auto w-full max-w-md rounded-xl border border-line bg-surface p-6 shadow-lg sm:p-8">
      <Heading />
      <LoginForm {...form} />
    </div>
  )
}
