/**
 * The report month's totals as tiles: the members counted, the on-time rate of the days due,
 * late days with their minutes, left early, absent, missed check-ins or check-outs, on leave and
 * outside every scope. A count above zero takes its state's colour.
 */
import { useLingui } from '@lingui/react/macro'
import { cn } from '#platform/ui/cn.ts'
import { onTimeRate, type ReportSummary } from '../contract.ts'

export function ReportTiles({ summary, locale }: { summary: ReportSummary; locale: string }) {
  const { t } = useLingui()
  const number = new Intl.NumberFormat(locale)
  const { totals } = summary
  const rate = onTimeRate(totals)
  const tiles: { key: string; label: string; value: string; detail?: string; tone: string; count: number }[] = [
    { key: 'members', label: t`Members`, value: number.format(summary.members), tone: 'text-ink', count: 0 },
    {
      key: 'rate',
      label: t`On time`,
      value: rate === null ? '—' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate),
      detail: t`${number.format(totals.onTime)} of ${number.format(totals.due)} days`,
      tone: 'text-success',
      count: totals.onTime,
    },
    {
      key: 'late',
      label: t`Late`,
      value: number.format(totals.late),
      detail: totals.late ? t`${number.format(totals.lateMinutes)} min in all` : '',
      tone: 'text-warning-strong',
      count: totals.late,
    },
    { key: 'left-early', label: t`Left early`, value: number.format(totals.leftEarly), tone: 'text-warning-strong', count: totals.leftEarly },
    { key: 'absent', label: t`Absent`, value: number.format(totals.absent), tone: 'text-danger-strong', count: totals.absent },
    { key: 'missed', label: t`Missed check-ins`, value: number.format(totals.missed), tone: 'text-warning-strong', count: totals.missed },
    { key: 'leave', label: t`On leave`, value: number.format(totals.leave), tone: 'text-primary-strong', count: totals.leave },
    { key: 'outside', label: t`Outside`, value: number.format(totals.outside), tone: 'text-warning-strong', count: totals.outside },
  ]
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t`The month in numbers`}>
      {tiles.map((tile) => (
        <li key={tile.key} data-tile={tile.key} className="grid min-w-0 content-start gap-0.5 rounded-md border border-line px-3 py-2">
          <span className="truncate text-minor text-muted">{tile.label}</span>
          <span className={cn('text-lg font-semibold tabular-nums', tile.count > 0 ? tile.tone : 'text-ink')}>{tile.value}</span>
          {tile.detail && <span className="text-small text-muted">{tile.detail}</span>}
        </li>
      ))}
    </ul>
  )
}
