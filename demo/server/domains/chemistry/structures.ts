/**
 * The server's own reading of a structure: openchemlib in Node for the structure's identity,
 * formula and its own estimates, RDKit for the reference values and the alerts (analysis.ts) — the
 * same code as the browser, so what is stored does not depend on what a client claims.
 */
import { computeProperties, parseStructure, type CoreProperties } from '../../../../src/domains/chemistry/logic/descriptors.ts'
import { lipinskiOf } from '../../../../src/domains/chemistry/logic/rules.ts'
import type { Analysis } from '../../../../src/domains/chemistry/logic/rdkitEngine.ts'
import { text, type Text } from '../../platform/i18n.ts'
import { serverAnalyser } from './analysis.ts'
import { serverOcl } from './ocl.ts'

export interface ReadStructure {
  smiles: string
  molfile: string
  /** openchemlib's canonical code: the structure's identity. */
  idcode: string
  descriptors: CoreProperties
  /** RDKit's analysis of the structure; null when RDKit cannot read it; undefined when not done
   * here (an import: analysis.ts analyses the rows after the import commits). */
  analysis: Analysis | null | undefined
  lipinskiViolations: number
}

/** The structure of a SMILES (or molfile) as the server stores it, or why it cannot be read.
 * `bulk` skips the molfile and RDKit's analysis (an import: about 1 ms a row
 * instead of 10; they follow in the background). */
export async function readStructure(source: string, options: { bulk?: boolean } = {}): Promise<ReadStructure | { error: Text }> {
  // An import's bulk read does not analyse: RDKit is not loaded for it (a worker thread saves its WebAssembly).
  const [lib, analyser] = await Promise.all([serverOcl(), options.bulk ? null : serverAnalyser()])
  const parsed = parseStructure(lib, source, { coordinates: !options.bulk })
  if (!parsed.ok) {
    if (parsed.reason === 'tooLarge') return { error: text(/*i18n*/ 'The structure has more than 1000 atoms') }
    if (parsed.reason === 'empty') return { error: text(/*i18n*/ 'smiles is required') }
    if (!parsed.detail) return { error: text(/*i18n*/ 'The structure cannot be read') }
    return { error: text(/*i18n*/ 'The structure cannot be read: {detail}', { detail: parsed.detail }) }
  }
  const descriptors = computeProperties(lib, parsed.molecule)
  const smiles = parsed.molecule.toIsomericSmiles()
  return {
    smiles,
    analysis: analyser ? analyser.analyse(smiles) : undefined,
    molfile: options.bulk ? '' : parsed.molecule.toMolfile(),
    idcode: parsed.molecule.getIDCode(),
    descriptors,
    lipinskiViolations: lipinskiOf(descriptors).violations,
  }
}
