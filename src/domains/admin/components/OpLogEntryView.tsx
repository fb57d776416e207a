/**
 * One operation log entry: a sentence in the user's language ("Ada Admin disabled user
 * x@acme.test"; the server's English summary for an action the console does not know), time,
 * address and outcome, and a button that opens the before/after diff — field, before, after, the
 * changed rows first and highlighted (logic/opLogDiff.ts).
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown, ChevronRight } from 'lucide-react'
import { cn } from '#platform/ui/cn.ts'
import type { OpLogEntry } from '../contract.ts'
import { changedFirst, diffFields } from '../logic/opLogDiff.ts'

export function OpLogEntryView({ entry, sentence, locale }: { entry: OpLogEntry; sentence: string; locale: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const rows = open ? changedFirst(diffFields(entry.before, entry.after)) : []
  const hasDiff = entry.before !== null || entry.after !== null
  const panel = `sw-oplog-${entry.id}`
  return (
    <li className="min-w-0 rounded-md border border-line" data-log={entry.id} data-action={`${entry.module}.${entry.action}`}>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1 p-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          disabled={!hasDiff}
          onClick={() => setOpen((o) => !o)}
          className="flex min-w-0 flex-1 basis-64 cursor-pointer items-start gap-2 text-left text-ink focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-default"
        >
          {hasDiff ? (
            open ? (
              <ChevronDown aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
            ) : (
              <ChevronRight aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
            )
          ) : (
            <span className="size-4 shrink-0" />
          )}
          <span className="min-w-0 break-words">{sentence}</span>
        </button>
        {entry.outcome === 'failed' && <span className="rounded-full bg-danger/10 px-2 py-0.5 text-small font-medium text-danger">{t`Refused`}</span>}
        <span className="flex flex-wrap gap-x-3 text-small text-muted">
          <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString(locale)}</time>
          <span>{entry.address}</span>
        </span>
      </div>
      {open && (
        <div id={panel} className="relative overflow-x-auto border-t border-line px-3 pb-3">
          <table className="w-full min-w-[18rem] border-collapse text-left" aria-label={t`Changes: ${sentence}`}>
            <thead className="text-small text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">{t`Field`}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{t`Before`}</th>
                <th scope="col" className="py-2 font-medium">{t`After`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.field}
                  data-field={row.field}
                  data-changed={row.changed || undefined}
                  className={cn('border-t border-line align-top', row.changed ? 'bg-warning/10' : 'text-muted')}
                >
                  <th scope="row" className="py-1.5 pr-3 font-mono text-minor font-normal text-ink">
                    {row.field}
                    {row.changed && <span className="sr-only"> ({t`changed`})</span>}
                  </th>
                  <td className={cn('py-1.5 pr-3 break-all', row.changed && 'text-ink')}>{row.before}</td>
                  <td className={cn('py-1.5 break-all', row.changed && 'font-medium text-ink')}>{row.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  )
}
