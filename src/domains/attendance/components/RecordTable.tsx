/**
 * The sign-in records table: user, organisation, time (how long ago, the full date below),
 * position, accuracy, distance to the deciding scope (with its name), the verdict as a badge,
 * the reason given and the flags of a doubtful position. Scrolls sideways on a narrow screen.
 */
import { memo, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { TriangleAlert } from 'lucide-react'
import { cn } from '#platform/ui/cn.ts'
import { timeAgo } from '#platform/core/format.ts'
import type { Language } from '#platform/core/i18n/language.ts'
import type { CheckInFlag, CheckInRecord, Verdict } from '../contract.ts'
import { useVerdictLabel } from '../messages/verdictLabels.ts'
import { useDistanceText } from '../hooks/useDistanceText.ts'

const BADGE: Record<Verdict, string> = {
  inside: 'bg-success/10 text-success',
  outside: 'bg-danger/10 text-danger-strong',
  uncertain: 'bg-warning/10 text-warning',
}

export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const label = useVerdictLabel()
  return <span className={cn('rounded-full px-2 py-0.5 text-small font-medium whitespace-nowrap', BADGE[verdict])}>{label(verdict)}</span>
}

interface RecordTableProps {
  records: readonly CheckInRecord[]
  total: number
  lang: Language
  locale: string
  busy: boolean
}

/** Memoised: the records screen renders again when a reload starts and ends, and a page of
 * records that came back unchanged keeps its array (platform/core/sharedData.ts). */
export const RecordTable = memo(function RecordTable({ records, total, lang, locale, busy }: RecordTableProps) {
  const { t } = useLingui()
  const distance = useDistanceText()
  const dates = useMemo(
    () => ({
      title: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }),
      shown: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    [locale],
  )
  const flagLabel = (flag: CheckInFlag) => (flag === 'null-island' ? t`Position 0,0` : t`Implausible speed`)
  const th = 'py-2 pr-3 font-medium'
  return (
    // Focusable, so the table can be scrolled sideways from the keyboard on a narrow screen.
    <div
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary"
      aria-busy={busy}
      tabIndex={0}
      role="region"
      aria-label={t`Sign-in records, ${total} in all`}
    >
      <table className="w-full min-w-[980px] text-left">
        <caption className="sr-only">{t`Sign-in records, ${total} in all`}</caption>
        <thead className="border-b border-line text-small text-muted">
          <tr>
            <th scope="col" className={th}>{t`User`}</th>
            <th scope="col" className={th}>{t`Organisation`}</th>
            <th scope="col" className={th}>{t`Time`}</th>
            <th scope="col" className={th}>{t`Position`}</th>
            <th scope="col" className={cn(th, 'text-right')}>{t`Accuracy`}</th>
            <th scope="col" className={cn(th, 'text-right')}>{t`Distance`}</th>
            <th scope="col" className={th}>{t`Verdict`}</th>
            <th scope="col" className={th}>{t`Reason`}</th>
            <th scope="col" className={th}>{t`Flags`}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => {
            const when = new Date(r.time)
            return (
              <tr key={r.id} data-record={r.id} data-verdict={r.verdict} className="border-b border-line/70 align-top last:border-0">
                <td className="py-2 pr-3 font-medium text-ink">{r.userName}</td>
                <td className="max-w-48 py-2 pr-3 text-ink">
                  <span className="line-clamp-2">{r.orgName || '—'}</span>
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  <time dateTime={r.time} title={dates.title.format(when)} className="block text-ink">
                    {timeAgo(when, lang)}
                  </time>
                  <span className="text-small text-muted">{dates.shown.format(when)}</span>
                </td>
                <td className="py-2 pr-3 font-mono text-small whitespace-nowrap text-ink">
                  {r.lat.toFixed(5)}, {r.lng.toFixed(5)}
                </td>
                <td className="py-2 pr-3 text-right whitespace-nowrap text-ink">± {distance(r.accuracy)}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap text-ink">
                  {distance(r.distance)}
                  {r.scopeName && <span className="block text-small text-muted">{r.scopeName}</span>}
                </td>
                <td className="py-2 pr-3">
                  <VerdictBadge verdict={r.verdict} />
                </td>
                <td className="max-w-56 py-2 pr-3 text-ink">{r.reason ?? <span className="text-muted">—</span>}</td>
                <td className="py-2 pr-3">
                  {r.flags.length === 0 ? (
                    <span className="text-muted">—</span>
                  ) : (
                    <ul className="grid gap-1">
                      {r.flags.map((flag) => (
                        <li key={flag} data-flag={flag} className="inline-flex items-center gap-1 whitespace-nowrap text-small text-warning">
                          <TriangleAlert aria-hidden className="size-3.5" />
                          {flagLabel(flag)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
})
