/** Fullscreen toggle (docs/spec.md#messages): 'you browser can not work' where fullscreen is missing. */
import { useEffect, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Maximize, Minimize } from 'lucide-react'
import { showToast } from '#platform/store/feedback.ts'

export function FullscreenToggle() {
  const { t } = useLingui()
  const [full, setFull] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null)
  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', sync)
    return () => document.removeEventListener('fullscreenchange', sync)
  }, [])

  async function toggle() {
    if (!document.fullscreenEnabled || !document.documentElement.requestFullscreen) {
      showToast({ kind: 'warning', message: msg`you browser can not work` })
      return
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen()
      else await document.documentElement.requestFullscreen()
    } catch {
      showToast({ kind: 'warning', message: msg`you browser can not work` })
    }
  }

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={full}
      aria-label={full ? t`Exit full screen` : t`Full screen`}
      className="hidden size-9 cursor-pointer items-center justify-center rounded-md text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary md:flex"
    >
      {full ? <Minimize aria-hidden className="size-4" /> : <Maximize aria-hidden className="size-4" />}
    </button>
  )
}
