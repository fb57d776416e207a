/**
 * Asks RDKit for a structure's analysis (logic/rdkitEngine.ts): in the chemistry worker, started
 * at the first question and kept for the page's life; on the page itself when a worker cannot
 * start. Answers are kept for the last CACHE_SIZE structures (undo, redo and reopening a compound
 * ask again). `analyseStructure` resolves null when RDKit cannot read the structure and rejects
 * when RDKit could not start.
 */
import type { Analysis } from '../logic/rdkitEngine.ts'

export interface AnalysisRequest {
  id: number
  input: string
}

export type AnalysisAnswer = { id: number; analysis: Analysis | null } | { id: number; error: string }

const CACHE_SIZE = 100

let worker: Worker | null | undefined
let next = 1
const waiting = new Map<number, { resolve(analysis: Analysis | null): void; reject(error: Error): void }>()
const cache = new Map<string, Promise<Analysis | null>>()

function startWorker(): Worker | null {
  try {
    const started = new Worker(new URL('../workers/rdkit.worker.ts', import.meta.url), { type: 'module', name: 'sw-chemistry' })
    started.onmessage = (event: MessageEvent<AnalysisAnswer>) => {
      const answer = event.data
      const pending = waiting.get(answer.id)
      waiting.delete(answer.id)
      if (!pending) return
      if ('error' in answer) pending.reject(new Error(answer.error))
      else pending.resolve(answer.analysis)
    }
    started.onerror = (event) => {
      event.preventDefault()
      const error = new Error(event.message || 'The chemistry worker stopped')
      for (const pending of waiting.values()) pending.reject(error)
      waiting.clear()
      worker = undefined // the next question starts a new one
    }
    return started
  } catch {
    return null
  }
}

function ask(input: string): Promise<Analysis | null> {
  if (worker === undefined) worker = startWorker()
  if (worker === null) return import('./rdkit.ts').then(({ loadAnalyser }) => loadAnalyser()).then((analyser) => analyser.analyse(input))
  const id = next++
  const target = worker
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    target.postMessage({ id, input } satisfies AnalysisRequest)
  })
}

export function analyseStructure(input: string): Promise<Analysis | null> {
  const known = cache.get(input)
  if (known) {
    cache.delete(input)
    cache.set(input, known)
    return known
  }
  const answer = ask(input)
  cache.set(input, answer)
  // A failure is not kept: the next question tries again.
  answer.catch(() => cache.delete(input))
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!)
  return answer
}
