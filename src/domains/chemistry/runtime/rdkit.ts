/**
 * RDKit in the browser, for the chemistry worker and the import workers only (never the page's
 * own thread while a worker can run it): MinimalLib's script (107 kB) and its WebAssembly (7.4 MB,
 * 2.4 MB compressed; Vite emits it as an asset beside the chunks) load at the first analysis,
 * then the 585 alerts compile (about 0.3 s). Its glue builds functions at run time (`new
 * Function`), which a page's CSP without 'unsafe-eval' forbids; a worker has its own policy.
 */
import wasmUrl from '@rdkit/rdkit/RDKit_minimal.wasm?url'
import { alertDefinitions, createAnalyser, type Analyser, type RDKit } from '../logic/rdkitEngine.ts'

type InitRDKit = (options?: { locateFile?: () => string }) => Promise<RDKit>

let loading: Promise<Analyser> | undefined

export function loadAnalyser(): Promise<Analyser> {
  loading ??= Promise.all([import('@rdkit/rdkit'), import('../data/structuralAlerts.ts')])
    .then(async ([module, data]) => {
      const init = ((module as { default?: InitRDKit }).default ?? module) as unknown as InitRDKit
      const rdkit = await init({ locateFile: () => wasmUrl })
      return createAnalyser(rdkit, alertDefinitions(data.STRUCTURAL_ALERTS))
    })
    .catch((error: unknown) => {
      loading = undefined // a later analysis tries again
      throw error
    })
  return loading
}
