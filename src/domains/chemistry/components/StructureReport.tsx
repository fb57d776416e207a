/**
 * Everything /2d and the workspace's side panel say about one structure: openchemlib's values at
 * once, RDKit's as the chemistry worker answers (useAnalysis) — the properties, pharmacokinetics,
 * the rule sets, drug-likeness and toxicity risks, and the structural alerts.
 */
import type { OCL } from '../runtime/ocl.ts'
import type { Descriptors } from '../logic/descriptors.ts'
import { profileOf } from '../logic/profile.ts'
import { PropertiesTable, RulePanels, SafetyPanel } from './PropertyPanels.tsx'
import { AdmePanel } from './AdmePanel.tsx'
import { AlertsPanel } from './AlertsPanel.tsx'
import { useAnalysis } from '../hooks/useAnalysis.ts'

export function StructureReport({ ocl, descriptors, smiles }: { ocl: OCL; descriptors: Descriptors; smiles: string }) {
  const state = useAnalysis(smiles)
  const profile = profileOf(descriptors, state.status === 'ready' ? (state.analysis?.properties ?? null) : null)
  return (
    <>
      <PropertiesTable formula={descriptors.formula} profile={profile} status={state.status} />
      <AdmePanel profile={profile} status={state.status} />
      <RulePanels profile={profile} />
      <SafetyPanel descriptors={descriptors} />
      <AlertsPanel ocl={ocl} smiles={smiles} state={state} />
    </>
  )
}
