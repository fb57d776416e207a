/**
 * The live preview (docs/spec.md#live-preview), loaded on demand by PreviewLayer: takes the window messages that
 * arrived before it loaded, then listens itself; each `refreshFrame` is judged by
 * logic/preview.ts against `preview-origins`, and the generated form is shown in a sandboxed frame
 * (`allow-scripts` only: an opaque origin that reads none of our cookies, storage or DOM) in
 * place of the console, which stays mounted and hidden (console.css) so closing returns to it
 * exactly as it was. A bar names the preview and closes it; so does Escape. Tells the host with
 * `sw-preview`.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Eye, X } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { useElement } from '#platform/ui/elementContext.ts'
import { buildPreviewDocument, judgePreviewMessage } from '../logic/preview.ts'
import { PREVIEW_EVENT } from '../elements/console.manifest.ts'

/** A window message PreviewLayer kept for the preview while it loaded. */
export interface PendingMessage {
  origin: string
  data: unknown
}

interface Preview {
  srcdoc: string
  /** Counts messages, so a repeated identical one reloads the frame too. */
  seq: number
}

/** The shown preview takes the console's place: its root is marked `data-previewing`, which
 * hides everything else in it (console.css) — an attribute, not a `:has()` rule, which made every
 * change in the console restyle all of it. Pointer and focus events that start in the preview
 * stay in it: a console dialog left open behind it (a non-modal Radix layer, which closes on
 * outside pointer or focus) is still open on return. */
function takeConsolePlace(section: HTMLElement | null): (() => void) | undefined {
  if (!section) return undefined
  const root = section.parentElement
  root?.setAttribute(PREVIEWING, '')
  const stop = (event: Event) => event.stopPropagation()
  const kinds = ['pointerdown', 'focusin'] as const
  for (const kind of kinds) section.addEventListener(kind, stop)
  return () => {
    root?.removeAttribute(PREVIEWING)
    for (const kind of kinds) section.removeEventListener(kind, stop)
  }
}

const PREVIEWING = 'data-previewing'

export function PreviewFrame({ origins, pending }: { origins: readonly string[]; pending: RefObject<PendingMessage[]> }) {
  const { t } = useLingui()
  const { host, emit } = useElement()
  const [preview, setPreview] = useState<Preview | null>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  /** What had the focus in the console when the preview opened, to give it back on close. */
  const returnFocus = useRef<HTMLElement | null>(null)
  const open = preview !== null

  useEffect(() => {
    const onMessage = (event: PendingMessage) => {
      const verdict = judgePreviewMessage(event.origin, event.data, origins)
      if (verdict.action === 'warn') console.warn(verdict.message)
      if (verdict.action !== 'show') return
      const srcdoc = buildPreviewDocument(verdict.content, t`The form could not be shown`)
      setPreview((previous) => {
        if (!previous) {
          const active = host?.shadowRoot?.activeElement
          returnFocus.current = active instanceof HTMLElement ? active : null
        }
        return { srcdoc, seq: (previous?.seq ?? 0) + 1 }
      })
      emit(PREVIEW_EVENT, { open: true })
    }
    // In the order they came: what arrived while this part loaded, then what comes next.
    for (const message of pending.current.splice(0)) onMessage(message)
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [origins, host, emit, pending, t])

  const close = useCallback(() => {
    setPreview(null)
    emit(PREVIEW_EVENT, { open: false })
  }, [emit])

  // Focus follows the preview: to its close button when it opens, back into the console after.
  useEffect(() => {
    if (open) {
      closeButton.current?.focus()
      return
    }
    const back = returnFocus.current
    returnFocus.current = null
    if (back?.isConnected) back.focus({ preventScroll: true })
  }, [open, preview?.seq])

  // Escape inside the element closes the preview — before a dialog behind it sees the key.
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !host || !event.composedPath().includes(host)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      close()
    }
    window.addEventListener('keydown', onKey, { capture: true })
    return () => window.removeEventListener('keydown', onKey, { capture: true })
  }, [open, host, close])

  if (!preview) return null
  return (
    <section ref={takeConsolePlace} data-sw-preview="" part="preview" aria-label={t`Form preview`} className="flex h-[100dvh] flex-col bg-canvas">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line bg-surface px-4 py-2">
        <Eye aria-hidden className="size-4 shrink-0 text-primary-strong" />
        <h2 className="font-semibold text-ink">{t`Form preview`}</h2>
        <p className="order-last min-w-0 basis-full text-minor text-muted md:order-none md:flex-1 md:basis-0">{t`The generated form runs isolated from the console. Press Escape or close the preview to return.`}</p>
        <Button ref={closeButton} variant="secondary" onClick={close} className="ms-auto">
          <X aria-hidden className="size-4" />
          {t`Close preview`}
        </Button>
      </div>
      <iframe
        key={preview.seq}
        title={t`Preview of the generated form`}
        sandbox="allow-scripts"
        srcDoc={preview.srcdoc}
        referrerPolicy="no-referrer"
        className="min-h-0 w-full flex-1 border-0 bg-white"
      />
    </section>
  )
}
