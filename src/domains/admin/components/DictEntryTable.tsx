/**
 * The entries of one dictionary type: order (move up/down buttons — keyboard usable, focus
 * follows the moved entry), code, the three labels, enabled (a switch), edit and delete. Scrolls
 * sideways on a narrow screen.
 */
import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react'
import { cn } from '#platform/ui/cn.ts'
import { Button } from '#platform/ui/Button.tsx'
import { IconButton } from '#platform/ui/IconButton.tsx'
import type { DictEntry } from '../contract.ts'

export interface DictEntryTableProps {
  entries: DictEntry[]
  busy: boolean
  onMove(entry: DictEntry, delta: -1 | 1): void
  onToggle(entry: DictEntry): void
  onEdit(entry: DictEntry): void
  onDelete(entry: DictEntry): void
  /** The move button to focus after a move (`${code} ${delta}`). */
  focusMove: string | null
}

export function DictEntryTable({ entries, busy, onMove, onToggle, onEdit, onDelete, focusMove }: DictEntryTableProps) {
  const { t } = useLingui()
  const table = useRef<HTMLTableElement>(null)
  useEffect(() => {
    if (!focusMove) return
    const [code, delta] = focusMove.split(' ')
    const button = table.current?.querySelector<HTMLButtonElement>(`[data-move="${delta}"][data-code="${CSS.escape(code)}"]`)
    // At either end the pressed button is disabled: focus its sibling instead.
    const target =
      button && !button.disabled
        ? button
        : table.current?.querySelector<HTMLButtonElement>(`[data-move="${delta === '1' ? '-1' : '1'}"][data-code="${CSS.escape(code)}"]`)
    target?.focus()
  }, [focusMove, entries])
  return (
    <div className="relative overflow-x-auto">
      <table ref={table} className={cn('w-full min-w-[40rem] border-collapse text-left', busy && 'opacity-60')} aria-busy={busy || undefined}>
        <thead className="border-b border-line text-small text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Order`}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Code`}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Label`}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Simplified Chinese`}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Traditional Chinese`}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Enabled`}</th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t`Actions`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={e.value} data-entry={e.value} className={cn('border-b border-line last:border-0', !e.enabled && 'text-muted')}>
              <td className="py-1.5 pr-3 whitespace-nowrap">
                <IconButton
                  size="sm"
                  tone="primary"
                  data-move="-1"
                  data-code={e.value}
                  disabled={i === 0 || busy}
                  label={t`Move ${e.value} up`}
                  onClick={() => onMove(e, -1)}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </IconButton>
                <IconButton
                  size="sm"
                  tone="primary"
                  data-move="1"
                  data-code={e.value}
                  disabled={i === entries.length - 1 || busy}
                  label={t`Move ${e.value} down`}
                  onClick={() => onMove(e, 1)}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </IconButton>
              </td>
              <td className="py-1.5 pr-3 font-mono text-minor text-ink">{e.value}</td>
              <td className="py-1.5 pr-3 text-ink">{e.label}</td>
              <td className="py-1.5 pr-3" lang="zh-Hans">
                {e.labelZh || <span className="text-muted">—</span>}
              </td>
              <td className="py-1.5 pr-3" lang="zh-Hant">
                {e.labelTw || <span className="text-muted">—</span>}
              </td>
              <td className="py-1.5 pr-3">
                <button
                  type="button"
                  role="switch"
                  aria-checked={e.enabled}
                  aria-label={t`${e.value} enabled`}
                  disabled={busy}
                  onClick={() => onToggle(e)}
                  className={cn(
                    'relative inline-flex h-5 w-9 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                    e.enabled ? 'bg-primary-strong' : 'bg-line',
                  )}
                >
                  <span
                    aria-hidden
                    className={cn('inline-block size-4 rounded-full bg-white shadow transition-transform', e.enabled ? 'translate-x-4.5' : 'translate-x-0.5')}
                  />
                </button>
              </td>
              <td className="py-1.5 whitespace-nowrap">
                <Button variant="ghost" size="row" onClick={() => onEdit(e)} aria-label={t`Edit ${e.value}`}>
                  <Pencil aria-hidden className="size-3.5" />
                  <span className="hidden sm:inline">{t`Edit`}</span>
                </Button>
                <Button variant="danger" size="row" onClick={() => onDelete(e)} aria-label={t`Delete ${e.value}`}>
                  <Trash2 aria-hidden className="size-3.5" />
                  <span className="hidden sm:inline">{t`Delete`}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
