/**
 * The error log (docs/spec.md#error-log): in production, uncaught errors (window `error`,
 * `unhandledrejection`, render errors caught by the element's boundary) are recorded with Msg,
 * Info, Url and Stack. A bug button appears once there is something to see; the list can be
 * cleared. The dialog loads on demand (navTriggers.tsx shows its button until then); the capture
 * itself is errorCapture.ts.
 */
import { useEffect, useRef } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { clearErrorLog, errorLogState } from '#platform/store/errorLog.ts'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { Button } from '#platform/ui/Button.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { ERROR_LOG_BUTTON, ErrorLogFace, type DeferredProps } from './navFaces.tsx'

export function ErrorLog({ defaultOpen, focusTrigger }: DeferredProps) {
  const { t } = useLingui()
  const { logs } = useSnapshot(errorLogState)
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus()
  }, [focusTrigger])
  if (logs.length === 0) return null
  return (
    <DialogRoot defaultOpen={defaultOpen}>
      <Dialog.Trigger ref={trigger} aria-label={t`Error log (${logs.length})`} className={ERROR_LOG_BUTTON}>
        <ErrorLogFace count={logs.length} />
      </Dialog.Trigger>
      <DialogLayer part="error-log" className="flex max-h-[80vh] w-[min(56rem,calc(100vw-2rem))] flex-col p-5">
        <DialogHeader
          className="mb-3"
          title={t`Error log`}
          description={t`Errors caught on this page, newest last.`}
          actions={
            <Button variant="secondary" size="sm" onClick={clearErrorLog} className="hover:border-danger hover:text-danger">
              {t`Clear`}
            </Button>
          }
        />
        <div className="overflow-auto">
          {/* Fixed columns: a long message or stack cannot squeeze the Url to a few letters a line. */}
          <table className="w-full min-w-[40rem] table-fixed text-left text-minor">
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
