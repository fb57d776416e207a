/**
 * The route-load progress bar (docs/spec.md#layout): a thin bar in the theme colour along the top of the
 * console while a screen's code, the session's menus or a view's first data load. It appears
 * only after a short delay (fast loads never flash), creeps towards 90 %, then completes and
 * fades. It sticks to the top of the viewport while the console is scrolled. It is hidden from
 * assistive technology: every load that runs it shows a `role=status` "Loading…" (PageLoader)
 * where the content will be, which is what a screen reader should hear (and the bar, outside
 * every landmark, would otherwise be content no landmark holds).
 */
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { progressState } from '#platform/store/progress.ts'
import { cn } from '#platform/ui/cn.ts'

/** Loads shorter than this never show the bar. */
const SHOW_DELAY_MS = 120
const TRICKLE_MS = 300
/** Completing: the bar runs to 100 % (200 ms), then fades (200 ms) — the transition below. */
const FINISH_MS = 400

type Phase = { kind: 'idle' } | { kind: 'running'; width: number } | { kind: 'finishing' }

export function RouteProgress() {
  const { t } = useLingui()
  const { pending } = useSnapshot(progressState)
  const loading = pending > 0
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })

  useEffect(() => {
    if (!loading) return
    let trickle: ReturnType<typeof setInterval> | undefined
    const show = setTimeout(() => {
      setPhase({ kind: 'running', width: 12 })
      trickle = setInterval(() => {
        setPhase((p) => (p.kind === 'running' ? { kind: 'running', width: p.width + (90 - p.width) * 0.18 } : p))
      }, TRICKLE_MS)
    }, SHOW_DELAY_MS)
    return () => {
      clearTimeout(show)
      clearInterval(trickle)
      // Completes only a bar that was shown.
      setPhase((p) => (p.kind === 'running' ? { kind: 'finishing' } : p))
    }
  }, [loading])

  useEffect(() => {
    if (phase.kind !== 'finishing') return
    const done = setTimeout(() => setPhase({ kind: 'idle' }), FINISH_MS)
    return () => clearTimeout(done)
  }, [phase.kind])

  if (phase.kind === 'idle') return null
  const width = phase.kind === 'running' ? phase.width : 100
  return (
    <div aria-hidden className="pointer-events-none sticky top-0 z-50 h-0" part="progress">
      <div
        role="progressbar"
        aria-label={t`Loading page`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width)}
        className={cn(
          'absolute left-0 top-0 h-0.5 bg-primary shadow-[0_0_6px_var(--color-primary)] motion-safe:[transition:width_200ms_ease,opacity_200ms_ease_200ms]',
          phase.kind === 'finishing' ? 'opacity-0' : 'opacity-100',
        )}
        style={{ width: `${width}%` }}
      />
    </div>
  )
}
