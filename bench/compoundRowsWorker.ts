/** The compounds bench's worker thread: reads a range of the library's structures as the server's
 * import does (`readStructure` with `bulk`: openchemlib's canonical SMILES, idcode, formula and
 * properties) and answers them as columns, ready for one multi-row insert. */
import { parentPort } from 'node:worker_threads'
import { readStructure } from '../demo/server/domains/chemistry/structures.ts'
import { libraryStructure } from './compoundLibrary.ts'

export interface RowsRequest {
  from: number
  to: number
}

export interface RowColumns {
  from: number
  index: number[]
  smiles: string[]
  idcode: string[]
  formula: string[]
  mw: number[]
  clogp: number[]
  donors: number[]
  acceptors: number[]
  lipinski: number[]
  unreadable: number
}

parentPort!.on('message', async ({ from, to }: RowsRequest) => {
  const out: RowColumns = { from, index: [], smiles: [], idcode: [], formula: [], mw: [], clogp: [], donors: [], acceptors: [], lipinski: [], unreadable: 0 }
  for (let i = from; i < to; i++) {
    const structure = await readStructure(libraryStructure(i), { bulk: true })
    if ('error' in structure) {
      out.unreadable++
      continue
    }
    const d = structure.descriptors
    out.index.push(i)
    out.smiles.push(structure.smiles)
    out.idcode.push(structure.idcode)
    out.formula.push(d.formula)
    out.mw.push(d.molecularWeight)
    out.clogp.push(d.cLogP)
    out.donors.push(d.donors)
    out.acceptors.push(d.acceptors)
    out.lipinski.push(structure.lipinskiViolations)
  }
  parentPort!.postMessage(out)
})
