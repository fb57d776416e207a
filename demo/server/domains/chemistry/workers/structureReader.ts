/** A structure-reading worker thread: reads the structures it is sent as an import does
 * (`readStructure` with `bulk`) and answers them in order (structureReaders.ts). */
import { parentPort } from 'node:worker_threads'
import { readStructure } from '../structures.ts'

parentPort!.on('message', async ({ id, sources }: { id: number; sources: string[] }) => {
  const read = []
  for (const source of sources) read.push(await readStructure(source, { bulk: true }))
  parentPort!.postMessage({ id, read })
})
