/**
 * The error log (spec §3, §8): in production, uncaught errors (window `error`,
 * `unhandledrejection`, render errors caught by the element's boundary) are recorded with Msg,
 * Info, Url and Stack. A bug button appears once there is something to see; the list can be
 * cleared.
 */
import { useEffect } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { Bug } from 'lucide-react'
import { addErrorLog, clearErrorLog, errorLogState } from '../../../platform/store/errorLog.ts'
import { DialogHeader } from '../../../platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '../../../platform/ui/DialogLayer.tsx'

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

export function ErrorLog() {
  const { t } = useLingui()
  const { logs } = useSnapshot(errorLogState)
  if (logs.length === 0) return null
  return (
    <DialogRoot>
      <Dialog.Trigger
        aria-label={t`Error log (${logs.length})`}
        className="relative flex size-9 cursor-pointer items-center justify-center rounded-md text-danger hover:bg-danger/10 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Bug aria-hidden className="size-4" />
        <span className="absolute top-1 right-1 min-w-4 rounded-full bg-danger px-1 text-[10px] leading-4 text-white">{logs.length}</span>
      </Dialog.Trigger>
      <DialogLayer part="error-log" className="flex max-h-[80vh] w-[min(56rem,calc(100vw-2rem))] flex-col p-5">
          <DialogHeader
            className="mb-3"
            title={t`Error log`}
            description={t`Errors caught on this page, newest last.`}
            actions={
              <button type="button" onClick={clearErrorLog} className="cursor-pointer rounded-control border border-line px-3 py-1 text-ink hover:border-danger hover:text-danger">
                {t`Clear`}
              </button>
            }
          />
          <div className="overflow-auto">
            {/* Fixed columns: a long message or stack cannot squeeze the Url to a few letters a line. */}
            <table className="w-full min-w-[40rem] table-fixed text-left text-[0.929em]">
              <colgroup>
                <col className="w-[22%]" />
                <col className="w-[22%]" />
                <col className="w-[24%]" />
                <col />
              </colgroup>
              <thead className="sticky top-0 bg-surface text-muted">
                <tr>
                  <th className="py-2 pr-3 font-medium">{t`Msg`}</th>
                  <th className="py-2 pr-3 font-medium">{t`Info`}</th>
                  <th className="py-2 pr-3 font-medium">{t`Url`}</th>
                  <th className="py-2 font-medium">{t`Stack`}</th>
                </tr>
              </thead>
              <tbody>
                {logs.map((log, index) => (
                  <tr key={`${log.time}-${index}`} className="border-t border-line align-top">
                    <td className="py-2 pr-3 font-medium break-words text-danger">{log.Msg}</td>
                    <td className="py-2 pr-3 break-words text-ink">{log.Info}</td>
                    <td className="py-2 pr-3 break-all text-muted">{log.Url}</td>
                    <td className="py-2">
                      <pre className="max-h-32 overflow-auto font-mono text-[11px] whitespace-pre-wrap text-muted">{log.Stack}</pre>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
      </DialogLayer>
    </DialogRoot>
  )
}
