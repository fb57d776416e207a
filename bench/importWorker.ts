/** The import job in a Node worker thread, as the page's import worker runs it (bench only). */
import { parentPort } from 'node:worker_threads'
import { createImportJob, type JobRequest } from '../src/domains/chemistry/logic/importJob.ts'

const handle = createImportJob({ loadOcl: () => import('openchemlib').then((m) => ((m as { default?: typeof m }).default ?? m)) })
let queue = Promise.resolve()
parentPort!.on('message', (request: JobRequest) => {
  queue = queue.then(() => handle(request, (answer) => parentPort!.postMessage(answer)))
})
