/**
 * An image field (an avatar, a photo): the current image's preview (or the fallback the caller draws),
 * Upload — one PNG, JPEG, GIF, BMP or WebP file, a large picture first scaled down in the browser
 * (imageFit.ts: 512 px for an avatar, 2 048 for a photo), then sent to the platform's file service,
 * whose refusal (by the file's bytes, by its size) is shown under the field — and Remove. A photo
 * field on a touch screen also offers Take a photo: the phone's rear camera (`capture`).
 * The value is the image's address, '' for none.
 */
import { useId, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Camera, ImageUp, Trash2 } from 'lucide-react'
import { useMutation } from './useMutation.ts'
import { ApiError } from '../core/http/errors.ts'
import { createFileApi, fileHref, IMAGE_ACCEPT, MAX_UPLOAD_BYTES } from '../core/api/files.ts'
import { apiFor } from '../store/api.ts'
import { Spinner } from './Spinner.tsx'
import { Button, buttonClass } from './Button.tsx'
import { useConsole } from './consoleContext.ts'
import { fitImage } from './imageFit.ts'

interface ImageUploadFieldProps {
  label: string
  name: string
  value: string
  onChange(value: string): void
  /** Drawn when there is no image (initials). */
  fallback: ReactNode
  /** The preview's shape: an avatar's circle, or a photo's rectangle. */
  shape?: 'round' | 'photo'
  /** Placement in the form's grid (e.g. spanning its two columns). */
  className?: string
}

/** The longer side a picture is scaled down to before it is sent, by the field's shape. */
export const FIT_SIDE = { round: 512, photo: 2048 } as const

export function ImageUploadField({ label, name, value, onChange, fallback, shape = 'round', className = '' }: ImageUploadFieldProps) {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)

  const uploading = useMutation((file: File) => apiFor(apiBase, createFileApi).upload(file, file.name), {
    onSuccess: (uploaded) => onChange(fileHref(apiBase, uploaded.url, document.baseURI)),
    onError: (_problem, caught) => setProblem(caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : t`The image could not be uploaded.`),
  })
  /** The chosen picture being scaled down (a phone's photo: a few hundred milliseconds). */
  const [fitting, setFitting] = useState(false)
  const busy = uploading.pending || fitting

  async function upload(files: File[]) {
    setProblem(null)
    if (files.length > 1) return setProblem(t`Current limit: select 1 file`)
    const chosen = files[0]
    if (!chosen) return
    setFitting(true)
    const file = await fitImage(chosen, { maxSide: FIT_SIDE[shape], maxBytes: MAX_UPLOAD_BYTES }).finally(() => setFitting(false))
    if (file.size > MAX_UPLOAD_BYTES) return setProblem(t`The image is larger than 5 MB.`)
    await uploading.run(file)
  }

  function picker(capture: boolean) {
    return (
      <input
        type="file"
        name={capture ? `${name}-camera` : name}
        accept={capture ? 'image/*' : IMAGE_ACCEPT}
        capture={capture ? 'environment' : undefined}
        disabled={busy}
        aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        className="sr-only"
        onChange={(event) => {
          void upload([...(event.target.files ?? [])])
          event.target.value = ''
        }}
      />
    )
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} className={`grid gap-1.5 ${className}`}>
      <span id={`${id}-label`} className="font-medium text-ink">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt={t`Current image`}
            className={shape === 'round' ? 'size-14 rounded-full border border-line object-cover' : 'h-20 max-w-32 rounded-md border border-line object-cover'}
            data-preview
          />
        ) : (
          fallback
        )}
        <label className={buttonClass('secondary', 'sm', 'focus-within:outline-2 focus-within:outline-primary')}>
          {busy ? <Spinner /> : <ImageUp aria-hidden className="size-4" />}
          {value ? t`Replace` : t`Upload`}
          {picker(false)}
        </label>
        {shape === 'photo' && (
          <label
            className={buttonClass('secondary', 'sm', 'hidden focus-within:outline-2 focus-within:outline-primary pointer-coarse:inline-flex')}
            data-camera
          >
            <Camera aria-hidden className="size-4" />
            {t`Take a photo`}
            {picker(true)}
          </label>
        )}
        {value && (
          <Button variant="secondary" size="sm" data-action="remove-image" onClick={() => onChange('')}>
            <Trash2 aria-hidden className="size-4" />
            {t`Remove`}
          </Button>
        )}
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-small text-danger">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-small text-muted">
          {t`PNG, JPEG, BMP or WebP (a large picture is scaled down before it is sent), or a GIF up to 5 MB.`}
        </p>
      )}
    </div>
  )
}
