/**
 * Reading many structures at once (an import's batch) in worker threads, one per core (at most
 * four): openchemlib takes about 1 ms a structure on one thread, so a batch of 1 000 reads in
 * half the time on two cores. Fewer than 200 structures, or where a worker cannot start, are read
 * in the process. The workers start at the first large batch and do not keep the process alive.
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { Text } from '../../platform/i18n.ts'
import { readStructure, type ReadStructure } from './structures.ts'

type Read = ReadStructure | { error: Text }

const IN_PROCESS_BELOW = 200
let pool: Worker[] | null = null
let broken = false
let failures = 0
let nextId = 1
const waiting = new Map<number, { resolve(read: Read[]): void; reject(error: unknown): void }>()
/** Calls in flight: while there are any, the workers keep the process alive. */
let active = 0
const hold = (on: boolean) => pool?.forEach((worker) => (on ? worker.ref() : worker.unref()))

function workers(): Worker[] | null {
  if (broken) return null
  if (pool) return pool
  try {
    const created: Worker[] = []
    for (let i = 0; i < Math.min(4, Math.max(1, availableParallelism())); i++) {
      const worker = new Worker(new URL('./workers/structureReader.mjs', import.meta.url))
      worker.unref()
      worker.on('message', ({ id, read }: { id: number; read: Read[] }) => {
        waiting.get(id)?.resolve(read)
        waiting.delete(id)
      })
      // A worker that fails or ends: every worker of its pool is ended, the calls waiting read in
      // the process, and the next large batch starts a new pool (after a third failure, none).
      const fail = (error: unknown) => {
        if (pool !== created) return
        pool = null
        broken = ++failures >= 3
        for (const w of created) void w.terminate()
        for (const [id, call] of waiting) {
          call.reject(error)
          waiting.delete(id)
        }
      }
      worker.on('error', fail)
      worker.on('exit', (code) => fail(new Error(`a structure reader ended (${code})`)))
      created.push(worker)
    }
    pool = created
    return pool
  } catch {
    broken = true
    return null
  }
}

/** How many worker threads read structures, and whether they failed (tests, logs). */
export const readerThreads = () => ({ threads: pool?.length ?? 0, broken })

const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve))

async function inProcess(sources: readonly string[]): Promise<Read[]> {
  const read: Read[] = []
  for (const [i, source] of sources.entries()) {
    if (i % 100 === 99) await yieldToEventLoop()
    read.push(await readStructure(source, { bulk: true }))
  }
  return read
}

/** Many structures read as an import reads them (`bulk`), in order. */
export async function readStructures(sources: readonly string[]): Promise<Read[]> {
  const threads = sources.length >= IN_PROCESS_BELOW ? workers() : null
  if (!threads) return inProcess(sources)
  const size = Math.ceil(sources.length / threads.length)
  if (active++ === 0) hold(true)
  try {
    const parts = await Promise.all(
      threads.map(
        (worker, i) =>
          new Promise<Read[]>((resolve, reject) => {
            const id = nextId++
            waiting.set(id, { resolve, reject })
            worker.postMessage({ id, sources: sources.slice(i * size, (i + 1) * size) })
          }),
      ),
    )
    return parts.flat()
  } catch {
    return inProcess(sources)
  } finally {
    if (--active === 0) hold(false)
  }
}
