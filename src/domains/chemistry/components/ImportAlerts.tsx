/**
 * The import review's structural alerts: how many of the rows ready to import raise a PAINS or a
 * Brenk alert (RDKit in the import workers), and which — they are imported all the same, flagged,
 * so a chemist can decide before or after. When RDKit could not start in this page (a host's CSP
 * refusing WebAssembly), it says the server computes them on import instead.
 */
import { useLingui } from '@lingui/react/macro'
import type { ReadRow } from '../logic/importCompute.ts'

const SHOWN = 200

export function ImportAlerts({ rows, analysed }: { rows: readonly ReadRow[]; analysed: boolean }) {
  const { t } = useLingui()
  if (!analysed)
    return (
      <p
        className="text-small text-muted"
        data-alerts="unknown"
      >{t`Structural alerts could not be computed in this browser; the server computes them on import.`}</p>
    )
  const flagged = rows.filter((r) => (r.analysis?.alerts.length ?? 0) > 0)
  const pains = flagged.filter((r) => r.analysis!.alerts.some((a) => a.set !== 'Brenk')).length
  const brenk = flagged.filter((r) => r.analysis!.alerts.some((a) => a.set === 'Brenk')).length
  if (flagged.length === 0) return <p className="text-ink" data-alerts="0">{t`None raises a PAINS or Brenk alert.`}</p>
  return (
    <details className="rounded-md border border-line" data-alerts={flagged.length} data-pains={pains} data-brenk={brenk}>
      <summary className="cursor-pointer px-3 py-2 text-ink">
        {t`${pains} raise a PAINS alert and ${brenk} a Brenk alert; they are imported with their alerts.`}
      </summary>
      <div className="max-h-60 overflow-y-auto border-t border-line">
        <table className="w-full text-left text-small">
          <caption className="sr-only">{t`Rows with structural alerts`}</caption>
          <thead className="sticky top-0 bg-canvas text-muted">
            <tr>
              <th scope="col" className="px-2 py-1 font-medium">{t`Row`}</th>
              <th scope="col" className="px-2 py-1 font-medium">{t`Name`}</th>
              <th scope="col" className="px-2 py-1 font-medium">{t`Alerts`}</th>
            </tr>
          </thead>
          <tbody>
            {flagged.slice(0, SHOWN).map((r) => (
              <tr key={r.row} className="border-t border-line/70" data-row={r.row}>
                <td className="px-2 py-1 tabular-nums text-ink">{r.row}</td>
                <td className="max-w-40 truncate px-2 py-1 text-ink">{r.name}</td>
                <td className="px-2 py-1 break-words text-warning-strong">{r.analysis!.alerts.map((a) => a.name).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {flagged.length > SHOWN && <p className="px-3 py-2 text-small text-muted">{t`The first ${SHOWN} are shown.`}</p>}
    </details>
  )
}
