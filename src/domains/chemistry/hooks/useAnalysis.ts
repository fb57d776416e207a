/** RDKit's analysis of the structure on view, as React state: `pending` until the chemistry
 * worker answers (the first time RDKit loads: a second or two), then `ready` (with null when RDKit
 * cannot read the structure) or `failed` (RDKit could not start here). */
import { useEffect, useState } from 'react'
import type { Analysis } from '../logic/rdkitEngine.ts'
import { analyseStructure } from '../runtime/rdkitClient.ts'

export type AnalysisState = { status: 'pending' } | { status: 'ready'; analysis: Analysis | null } | { status: 'failed'; detail: string }

export function useAnalysis(smiles: string): AnalysisState {
  const [state, setState] = useState<{ smiles: string; state: AnalysisState }>({ smiles: '', state: { status: 'pending' } })
  useEffect(() => {
    if (!smiles) return
    let live = true
    analyseStructure(smiles).then(
      (analysis) => live && setState({ smiles, state: { status: 'ready', analysis } }),
      (error: unknown) => live && setState({ smiles, state: { status: 'failed', detail: error instanceof Error ? error.message : String(error) } }),
    )
    return () => {
      live = false
    }
  }, [smiles])
  return state.smiles === smiles ? state.state : { status: 'pending' }
}
