/** The import job in a Node worker thread, as the page's import workers run it (bench only):
 * openchemlib, and RDKit as the server loads it. */
import { parentPort } from 'node:worker_threads'
import { createImportJob, type JobRequest } from '../src/domains/chemistry/logic/importJob.ts'
import { serverAnalyser } from '../demo/server/domains/chemistry/analysis.ts'

const handle = createImportJob({
  loadOcl: () => import('openchemlib').then((m) => (m as { default?: typeof m }).default ?? m),
  loadAnalyser: serverAnalyser,
})
let queue = Promise.resolve()
parentPort!.on('message', (request: JobRequest) => {
  queue = queue.then(() => handle(request, (answer) => parentPort!.postMessage(answer)))
})
