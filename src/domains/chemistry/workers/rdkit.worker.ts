/** The chemistry worker: RDKit's analysis of one structure at a time for /2d and the workspace's
 * side panel (../rdkitClient.ts asks), off the page's thread and under the worker's own CSP. */
import { loadAnalyser } from '../runtime/rdkit.ts'
import type { AnalysisAnswer, AnalysisRequest } from '../runtime/rdkitClient.ts'

const post = (answer: AnalysisAnswer) => self.postMessage(answer)

self.onmessage = (event: MessageEvent<AnalysisRequest>) => {
  const { id, input } = event.data
  loadAnalyser().then(
    (analyser) => post({ id, analysis: analyser.analyse(input) }),
    (error: unknown) => post({ id, error: error instanceof Error ? error.message : String(error) }),
  )
}
