/**
 * Runs the import job in a Web Worker, or on the page when a worker cannot start; either way the
 * caller gets the same answers and `cancel()` stops the work (the worker is terminated).
 */
import { createImportJob, type JobAnswer, type JobRequest } from './logic/importJob.ts'
import { loadOcl } from './ocl.ts'

export interface ImportRunner {
  send(request: JobRequest): void
  cancel(): void
  /** Whether the work runs off the page's thread. */
  readonly inWorker: boolean
}

export function startImportRunner(onAnswer: (answer: JobAnswer) => void, onFailure: (error: unknown) => void): ImportRunner {
  try {
    const worker = new Worker(new URL('./workers/import.worker.ts', import.meta.url), { type: 'module', name: 'sw-compound-import' })
    worker.onmessage = (event: MessageEvent<JobAnswer>) => onAnswer(event.data)
    worker.onerror = (event) => {
      event.preventDefault()
      onFailure(event.error ?? new Error(event.message))
    }
    return {
      inWorker: true,
      send: (request) => worker.postMessage(request, request.type === 'read' ? [request.bytes] : []),
      cancel: () => worker.terminate(),
    }
  } catch {
    let cancelled = false
    const handle = createImportJob({
      loadOcl,
      pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
      cancelled: () => cancelled,
    })
    let queue = Promise.resolve()
    return {
      inWorker: false,
      send: (request) => {
        queue = queue.then(() => handle(request, (answer) => !cancelled && onAnswer(answer))).catch(onFailure)
      },
      cancel: () => {
        cancelled = true
      },
    }
  }
}
