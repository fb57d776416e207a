/** An import worker: reads the chosen file and its part of the structures off the page's thread
 * (see logic/importJob.ts); openchemlib loads here without its resources (the core properties do
 * not need them), RDKit with its WebAssembly (../rdkit.ts). The page terminates it to cancel. */
import { createImportJob, type JobRequest } from '../logic/importJob.ts'
import { loadAnalyser } from '../runtime/rdkit.ts'

const handle = createImportJob({
  loadOcl: () => import('openchemlib').then((module) => (module as { default?: typeof module }).default ?? module),
  loadAnalyser,
})

// One message at a time: a `compute` sent right after a `read` waits for the table.
let queue = Promise.resolve()
self.onmessage = (event: MessageEvent<JobRequest>) => {
  queue = queue
    .then(() => handle(event.data, (answer) => self.postMessage(answer)))
    .catch((error: unknown) => self.postMessage({ type: 'unreadable', detail: error instanceof Error ? error.message : String(error) }))
}
