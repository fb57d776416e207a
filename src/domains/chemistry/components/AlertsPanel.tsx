/**
 * PAINS and Brenk structural alerts for the structure on view (/2d and the workspace's side
 * panel), as RDKit's FilterCatalog defines them (the chemistry worker checks all 585 patterns with
 * exact SMARTS semantics): each alert named with its set, and the chosen one's atoms highlighted
 * on the structure. Says where the patterns come from and that an alert is a flag to look at, not
 * a verdict.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CircleCheck, TriangleAlert } from 'lucide-react'
import { Spinner } from '#platform/ui/Spinner.tsx'
import { cn } from '#platform/ui/cn.ts'
import type { OCL } from '../runtime/ocl.ts'
import { highlightSvg } from '../logic/highlight.ts'
import type { AnalysisState } from '../hooks/useAnalysis.ts'
import { ALERT_SET_NAMES } from '../messages/labels.ts'

export function AlertsPanel({ ocl, smiles, state }: { ocl: OCL; smiles: string; state: AnalysisState }) {
  const { t } = useLingui()
  const [chosen, setChosen] = useState<{ smiles: string; index: number }>({ smiles: '', index: 0 })
  const hits = state.status === 'ready' ? (state.analysis?.alerts ?? null) : null
  const index = chosen.smiles === smiles ? chosen.index : 0
  const hit = hits?.[Math.min(index, hits.length - 1)]
  const svg = hit ? highlightSvg(ocl.Molecule.fromSmiles(smiles), hit.atoms, 320, 200) : null

  return (
    <section aria-labelledby="sw-alerts-title" className="rounded-lg border border-line bg-surface p-4 shadow-sm" data-alerts={hits ? hits.length : undefined}>
      <h2 id="sw-alerts-title" className="font-semibold text-ink">
        {t`Structural alerts (PAINS, Brenk)`}
      </h2>
      <p className="mt-0.5 text-small text-muted">{t`Substructures known to interfere with assays (PAINS) or to be reactive, toxic or unstable (Brenk): flags to look at, not verdicts.`}</p>
      {state.status === 'pending' ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-muted">
          <Spinner /> {t`Checking…`}
        </p>
      ) : state.status === 'failed' ? (
        <p role="alert" className="mt-3 text-danger">
          {t`The alerts could not be checked: RDKit did not start on this page.`} <span className="text-muted">{state.detail}</span>
        </p>
      ) : hits === null ? (
        <p className="mt-3 text-muted">{t`RDKit cannot read this structure, so its alerts cannot be checked.`}</p>
      ) : hits.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-success">
          <CircleCheck aria-hidden className="size-4" />
          {t`No PAINS or Brenk alert.`}
        </p>
      ) : (
        <div className="mt-3 grid gap-3">
          <ul className="flex flex-wrap gap-2" aria-label={t`${hits.length} alerts`}>
            {hits.map((a, i) => (
              <li key={`${a.set}-${a.name}`}>
                <button
                  type="button"
                  aria-pressed={a === hit}
                  onClick={() => setChosen({ smiles, index: i })}
                  data-alert={a.name}
                  className={cn(
                    'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-small focus-visible:outline-2 focus-visible:outline-primary',
                    a === hit ? 'border-danger bg-danger/10 text-danger-strong' : 'border-line text-ink hover:bg-canvas',
                  )}
                >
                  <TriangleAlert aria-hidden className="size-3.5" />
                  <span className="font-medium">{ALERT_SET_NAMES[a.set]}</span> {a.name}
                </button>
              </li>
            ))}
          </ul>
          {svg && hit && (
            <figure className="grid justify-items-center gap-1">
              {/* An <img> of the SVG, like every structure we draw: an image cannot run script. */}
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
                alt={t`${hit.name}: the matched atoms highlighted`}
                width={320}
                height={200}
                className="h-auto max-w-full rounded bg-white"
              />
              <figcaption className="font-mono text-tiny break-all text-muted">{hit.smarts}</figcaption>
            </figure>
          )}
        </div>
      )}
      <p className="mt-3 text-tiny text-muted">{t`Patterns: RDKit's FilterCatalog (PAINS A, B and C — Baell and Holloway 2010; Brenk 2008), matched by RDKit.`}</p>
    </section>
  )
}
