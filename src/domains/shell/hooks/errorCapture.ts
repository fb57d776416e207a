/**
 * Error capture for the error log (docs/spec.md#error-log): in production, uncaught errors of the page
 * (window `error`, `unhandledrejection`) are recorded with Msg, Info, Url and Stack while the
 * console is mounted. Kept apart from the log's dialog, which loads on demand.
 */
import { useEffect } from 'react'
import { addErrorLog } from '#platform/store/errorLog.ts'

/** Records uncaught errors of the page while the console is mounted (production builds). */
export function useErrorCapture(enabled = import.meta.env.PROD): void {
  useEffect(() => {
    if (!enabled) return
    const onError = (event: ErrorEvent) => {
      // Browsers report a ResizeObserver that could not deliver every notification in one frame
      // (charts resizing) as an error; it is not one.
      if (/^ResizeObserver loop/.test(event.message)) return
      addErrorLog({ Msg: event.message, Info: `${event.filename}:${event.lineno}:${event.colno}`, Url: location.href, Stack: event.error?.stack ?? '' })
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason as { message?: string; stack?: string } | undefined
      addErrorLog({ Msg: reason?.message ?? String(event.reason), Info: 'unhandledrejection', Url: location.href, Stack: reason?.stack ?? '' })
    }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [enabled])
}
