/** What a partner sees once the sign-up is submitted (docs/spec.md#messages). */
import { useLingui } from '@lingui/react/macro'
import { MailCheck } from 'lucide-react'

export function SignUpNotice({ username, loginHref }: { username: string; loginHref: string }) {
  const { t } = useLingui()
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
        <MailCheck aria-hidden className="size-6" />
      </span>
      <h2 className="text-[1.25em] font-semibold text-ink">{t`Sign Up Has Success !`}</h2>
      <p className="max-w-md text-muted">
        {t`Your information has been successfully submitted. We will send your login credentials to the provided email address shortly.`}
      </p>
      <p className="font-medium text-ink">{username}</p>
      <a href={loginHref} className="mt-2 font-medium text-primary-strong hover:underline">
        {t`Back to sign-in`}
      </a>
    </div>
  )
}
