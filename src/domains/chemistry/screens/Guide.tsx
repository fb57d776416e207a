/**
 * /guide — how to use the drug-discovery tools: what each tool does (with a link to it), what
 * every property means, each rule set's thresholds (drawn from the same RULE_SETS the panels
 * evaluate, so the guide cannot disagree with them) and how to read the risk estimates.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { isWildcardMatch, matchRoute } from '#platform/core/routes/match.ts'
import type { AppRoute } from '#platform/core/routes/table.ts'
import { permissionState } from '#platform/store/permission.ts'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { PanelLeft, PenTool } from 'lucide-react'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { boundsText, RULE_SETS, type DescriptorKey } from '../logic/rules.ts'
import { DESCRIPTOR_LABELS, formatValue, RULE_NAMES } from '../messages/labels.ts'

const MEANINGS: Partial<Record<DescriptorKey, MessageDescriptor>> = {
  molecularWeight: msg`Average molecular mass from the formula; large molecules are absorbed less well.`,
  exactMass: msg`Monoisotopic mass, as a mass spectrometer sees the main peak.`,
  cLogP: msg`Estimated octanol/water partition coefficient (lipophilicity); openchemlib's increment method.`,
  wlogp: msg`Wildman and Crippen's atom-based logP, as RDKit computes it; the lipophilicity the BOILED-Egg, Ghose and Egan read.`,
  cLogS: msg`Estimated aqueous solubility, log mol/L; higher is more soluble.`,
  esolLogS: msg`Delaney's ESOL equation (2004) from WLOGP, weight, rotatable bonds and the aromatic proportion; log mol/L.`,
  tpsa: msg`Topological polar surface area as Ertl defined it: N and O and their hydrogens; the value the Veber and Egan rules were fitted to.`,
  tpsaSP: msg`The same with sulphur and phosphorus counted, as SwissADME shows beside it.`,
  mr: msg`Wildman and Crippen's molar refractivity: size and polarisability; the Ghose filter reads it.`,
  fsp3: msg`sp3 carbons over all carbons: saturation, which tends to go with solubility and success in development.`,
  donors: msg`N–H and O–H groups that can donate a hydrogen bond.`,
  acceptors: msg`N and O atoms that can accept a hydrogen bond.`,
  rotatableBonds: msg`Single, non-ring bonds between non-terminal heavy atoms, amide C–N and triple-bond neighbours excepted (RDKit's strict definition, after Veber); a measure of flexibility.`,
  stereoCenters: msg`Atoms whose configuration makes stereoisomers.`,
  heavyAtoms: msg`Atoms other than hydrogen.`,
  rings: msg`Rings of the smallest set of smallest rings.`,
}

const CARD = 'rounded-lg border border-line bg-surface p-5 shadow-sm'

/** A link to a tool the user may open; the tool's name alone (and why) when their menu lacks it. */
function ToolLink({ to, children }: { to: string; children: ReactNode }) {
  const { t } = useLingui()
  const { routes } = useSnapshot(permissionState)
  const match = matchRoute((routes ?? []) as AppRoute[], to)
  if (match && !isWildcardMatch(match)) {
    return (
      <Link to={to} className="inline-flex items-center gap-2 font-medium text-primary-strong hover:underline">
        {children}
      </Link>
    )
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2 font-medium text-ink">
      {children}
      <span className="text-small font-normal text-muted">{t`(not in your menu: ask an administrator)`}</span>
    </span>
  )
}

export function Guide() {
  const { t, i18n } = useLingui()
  const locale = LOCALE_TAG[useElement().lang]
  return (
    <article className="mx-auto grid max-w-4xl grid-cols-1 gap-4">
      <header className={CARD}>
        <h1 className="text-title font-semibold text-ink">{t`Guide to the drug-discovery tools`}</h1>
        <p className="mt-2 text-muted">{t`Draw or paste structures, read their estimated properties against the usual drug-likeness rules, and keep the interesting ones in your organisation's compound workspace.`}</p>
      </header>

      <section aria-labelledby="sw-guide-tools" className={CARD}>
        <h2 id="sw-guide-tools" className="font-semibold text-ink">
          {t`The tools`}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          <li className="rounded-md border border-line p-4">
            <ToolLink to="/2d">
              <PenTool aria-hidden className="size-4" />
              {t`2D structure editor`}
            </ToolLink>
            <p className="mt-1 text-muted">{t`Draw a molecule, or paste SMILES or a molfile. Properties, rules and risks follow every change. Undo with Ctrl+Z, redo with Ctrl+Shift+Z; copy SMILES, molfile or SVG; download SVG or PNG; save to the workspace with a name and notes.`}</p>
          </li>
          <li className="rounded-md border border-line p-4">
            <ToolLink to="/sider">
              <PanelLeft aria-hidden className="size-4" />
              {t`Design workspace`}
            </ToolLink>
            <p className="mt-1 text-muted">{t`Your organisation's compounds: sort by any property, keep only Lipinski passes, search by name, by substructure or by similarity, open one in the editor, delete (with undo) and export the rows as CSV.`}</p>
          </li>
        </ul>
      </section>

      <section aria-labelledby="sw-guide-properties" className={CARD}>
        <h2 id="sw-guide-properties" className="font-semibold text-ink">
          {t`What the properties mean`}
        </h2>
        <p className="mt-1 text-small text-muted">{t`Each estimate names the model that made it: TPSA, WLOGP, molar refractivity, rotatable bonds and the alerts are RDKit's, the field's reference toolkit; cLogP, cLogS and the H-bond counts openchemlib's. Other tools use other methods and give other numbers.`}</p>
        <dl className="mt-3 grid gap-2">
          {(Object.keys(MEANINGS) as DescriptorKey[]).map((key) => (
            <div key={key} className="grid gap-0.5 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
              <dt className="font-medium text-ink">
                {i18n._(DESCRIPTOR_LABELS[key].name)}
                {DESCRIPTOR_LABELS[key].method && <span className="block text-small font-normal text-muted">{i18n._(DESCRIPTOR_LABELS[key].method)}</span>}
              </dt>
              <dd className="text-muted">{i18n._(MEANINGS[key]!)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="sw-guide-rules" className={CARD}>
        <h2 id="sw-guide-rules" className="font-semibold text-ink">
          {t`Drug-likeness rules and their thresholds`}
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {RULE_SETS.map((rule) => (
            <div key={rule.id} className="rounded-md border border-line p-3">
              <h3 className="font-medium text-ink">{i18n._(RULE_NAMES[rule.id].name)}</h3>
              <p className="text-small text-muted">{i18n._(RULE_NAMES[rule.id].note)}</p>
              <ul className="mt-2 grid gap-1">
                {rule.criteria.map((criterion) => (
                  <li key={criterion.descriptor} className="flex justify-between gap-3">
                    <span className="text-ink">{i18n._(DESCRIPTOR_LABELS[criterion.descriptor].name)}</span>
                    <span className="whitespace-nowrap text-muted tabular-nums">
                      {boundsText(criterion, (n) => formatValue(n, n % 1 === 0 ? 0 : 2, locale))}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="sw-guide-risks" className={CARD}>
        <h2 id="sw-guide-risks" className="font-semibold text-ink">
          {t`Toxicity risks and the drug-likeness score`}
        </h2>
        <p className="mt-2 text-muted">{t`openchemlib compares the structure's fragments with those of compounds known to be mutagenic, tumorigenic, irritant or harmful to reproduction (the OSIRIS method) and reports no, medium or high risk for each. The drug-likeness score sums the contributions of fragments frequent in marketed drugs: above zero, the structure is built mostly from such fragments. Both are screening aids, not predictions to act on without testing.`}</p>
      </section>

      <section aria-labelledby="sw-guide-alerts" className={CARD}>
        <h2 id="sw-guide-alerts" className="font-semibold text-ink">
          {t`Structural alerts`}
        </h2>
        <p className="mt-2 text-muted">{t`PAINS (pan-assay interference compounds, Baell and Holloway 2010) are substructures that often show activity in many assays for reasons other than binding the target: check a hit with a PAINS alert in an orthogonal assay. Brenk alerts (Brenk et al. 2008) mark groups that are reactive, toxic, unstable or hard to develop. Each alert is shown with the atoms it matched highlighted. The patterns are RDKit's FilterCatalog (all 480 PAINS of sets A, B and C, and the 105 Brenk), matched by RDKit itself, so they mean exactly what their SMARTS say. The workspace can keep to compounds with no PAINS or no Brenk alert, or show those raising one alert.`}</p>
      </section>

      <section aria-labelledby="sw-guide-adme" className={CARD}>
        <h2 id="sw-guide-adme" className="font-semibold text-ink">
          {t`Pharmacokinetics: the radar and the BOILED-Egg`}
        </h2>
        <p className="mt-2 text-muted">{t`The bioavailability radar (Daina, Michielin and Zoete 2017) draws six properties against the range of orally bioavailable drugs, the pink band: lipophilicity (WLOGP −0.7 to 5.0), size (molecular weight 150 to 500), polarity (TPSA 20 to 130 Å²), insolubility (ESOL log S −6 to 0), insaturation (fraction sp3 at least 0.25) and flexibility (at most 9 rotatable bonds). The BOILED-Egg (Daina and Zoete 2016) places the structure by TPSA and WLOGP: in the white, passive gastrointestinal absorption is likely; in the yolk, brain penetration too. The workspace's chart can draw every compound on the egg.`}</p>
      </section>

      <section aria-labelledby="sw-guide-import" className={CARD}>
        <h2 id="sw-guide-import" className="font-semibold text-ink">
          {t`Importing compounds`}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted">
          <li>{t`In the compound workspace, choose Import and pick one file: CSV (with a header row), SDF, or Excel (.xlsx, first sheet), up to 5 000 rows. The template shows the expected columns.`}</li>
          <li>{t`Say which column holds the structure (SMILES; an SDF's molfiles are read directly), the name, tags (comma-separated) and notes, and tick the numeric columns to keep as activities (IC50, Ki…).`}</li>
          <li>{t`The structures are read in the background with a progress bar; Cancel stops it. The review lists every row set aside and why: an unreadable structure, one repeated in the file, or a value that is not a number.`}</li>
          <li>{t`Import stores all the valid rows at once. A structure already in the workspace is reported and left as it is, so importing the same file twice changes nothing. The rows not imported can be downloaded, corrected and imported again.`}</li>
        </ol>
      </section>
    </article>
  )
}
