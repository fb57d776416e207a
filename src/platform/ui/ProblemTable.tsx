/**
 * The rows an import set aside: a heading, a download of them all, and a table of the first 500
 * (row, a middle column the caller names — the field, the compound's name — and the reason).
 * Used by every import dialog (compounds, users).
 */
import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Download } from 'lucide-react'
import { Button } from './Button.tsx'

export interface ProblemRow {
  key: string
  row: number
  middle: ReactNode
  reason: string
  /** data-* attributes for the row (tests and styling hooks). */
  data: Record<`data-${string}`, string | number>
}

interface ProblemTableProps {
  heading: string
  middleLabel: string
  downloadLabel: string
  onDownload(): void
  rows: ProblemRow[]
  /** Classes of the middle cell (e.g. truncate a long name). */
  middleClass?: string
}

const SHOWN = 500

export function ProblemTable({ heading, middleLabel, downloadLabel, onDownload, rows, middleClass = 'whitespace-nowrap' }: ProblemTableProps) {
  const { t } = useLingui()
  if (rows.length === 0) return null
  return (
    <section className="grid gap-2" aria-label={heading}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-ink">{heading}</h3>
        <Button variant="secondary" onClick={onDownload}>
          <Download aria-hidden className="size-4" />
          {downloadLabel}
        </Button>
      </div>
      <div className="max-h-60 overflow-y-auto rounded-md border border-line">
        <table className="w-full text-left text-small">
          <thead className="sticky top-0 bg-canvas text-muted">
            <tr>
              <th scope="col" className="px-2 py-1 font-medium">{t`Row`}</th>
              <th scope="col" className="px-2 py-1 font-medium">
                {middleLabel}
              </th>
              <th scope="col" className="px-2 py-1 font-medium">{t`Reason`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN).map((p) => (
              <tr key={p.key} className="border-t border-line/70" {...p.data}>
                <td className="px-2 py-1 tabular-nums text-ink">{p.row}</td>
                <td className={`px-2 py-1 text-ink ${middleClass}`}>{p.middle}</td>
                <td className="px-2 py-1 break-words text-danger-strong">{p.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN && <p className="text-small text-muted">{t`The first 500 are shown; the download holds them all.`}</p>}
    </section>
  )
}
