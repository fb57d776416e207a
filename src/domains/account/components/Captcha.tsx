/**
 * The image captcha: an SVG from our server shown as an <img> (an image cannot run scripts),
 * a refresh button, and the answer field `charCaptcha`.
 */
import { useLingui } from '@lingui/react/macro'
import { RefreshCw } from 'lucide-react'
import type { CaptchaResponse } from '../contract.ts'
import { IconButton } from '#platform/ui/IconButton.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { Spinner } from '#platform/ui/Spinner.tsx'

interface CaptchaProps {
  captcha: CaptchaResponse | null
  loading: boolean
  value: string
  error?: string
  onChange(value: string): void
  onBlur(): void
  onRefresh(): void
}

export function Captcha({ captcha, loading, value, error, onChange, onBlur, onRefresh }: CaptchaProps) {
  const { t } = useLingui()
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
      <TextField
        label={t`Captcha`}
        name="charCaptcha"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={8}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
        hint={t`Type the characters in the picture (not case-sensitive).`}
      />
      <div className="mt-[calc(1.5em+0.25rem)] flex items-center gap-1">
        <div className="flex h-[var(--sw-control-h)] w-24 items-center sm:w-32 justify-center overflow-hidden rounded-control border border-line bg-canvas">
          {captcha ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
              alt={t`Captcha picture`}
              className="h-full w-full object-contain"
            />
          ) : (
            loading && <Spinner className="size-4 text-muted" />
          )}
        </div>
        <IconButton
          size="lg"
          className="rounded-control hover:bg-primary-soft hover:text-primary-strong"
          onClick={onRefresh}
          disabled={loading}
          label={t`New captcha picture`}
        >
          <RefreshCw aria-hidden className="size-4" />
        </IconButton>
      </div>
    </div>
  )
}
