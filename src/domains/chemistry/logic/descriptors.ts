/**
 * What openchemlib computes for a structure (passed in, so this module stays light and
 * framework-free): the formula in Hill order, weights, openchemlib's estimates (cLogP, cLogS,
 * H-bond donors and acceptors, stereo centres), counts, its drug-likeness score and its four
 * toxicity risks. TPSA, WLOGP, rotatable bonds and the alerts are RDKit's (rdkitEngine.ts).
 * The resources must be registered before (see ../ocl.ts).
 */
import type * as OCLNamespace from 'openchemlib'
import { moleculeFormula } from './formula.ts'

type OCL = typeof OCLNamespace
type Molecule = OCLNamespace.Molecule

export type Risk = 'unknown' | 'none' | 'low' | 'high'

/** The fast part (about a millisecond a structure): what the workspace stores, sorts and plots. */
export interface CoreProperties {
  /** Hill order: C, H, then alphabetical (C6H3ClN2O5). */
  formula: string
  /** g/mol, from average atomic weights. */
  molecularWeight: number
  /** Monoisotopic mass. */
  exactMass: number
  cLogP: number
  cLogS: number
  donors: number
  acceptors: number
  stereoCenters: number
  heavyAtoms: number
  rings: number
  carbons: number
  /** Heavy atoms other than carbon. */
  heteroatoms: number
}

/** Everything /2d shows: the core properties and the slow estimates (a few hundred
 * milliseconds a structure: drug-likeness and toxicity search openchemlib's fragment lists). */
export interface Descriptors extends CoreProperties {
  /** openchemlib's fragment-based score: positive is drug-like. */
  druglikeness: number
  toxicity: { mutagenic: Risk; tumorigenic: Risk; irritant: Risk; reproductive: Risk }
}

/** Structures larger than this are refused (the editor and the estimates slow down). */
export const MAX_ATOMS = 1000

const RISKS: Record<number, Risk> = { 0: 'unknown', 1: 'none', 2: 'low', 3: 'high' }

/** The core properties of a structure (no coordinates needed). */
export function computeProperties(ocl: OCL, molecule: Molecule): CoreProperties {
  const formula = molecule.getMolecularFormula()
  const properties = new ocl.MoleculeProperties(molecule)
  let carbons = 0
  let heteroatoms = 0
  const heavyAtoms = molecule.getAtoms()
  for (let atom = 0; atom < heavyAtoms; atom++) {
    const atomicNo = molecule.getAtomicNo(atom)
    if (atomicNo === 6) carbons++
    else if (atomicNo !== 1) heteroatoms++
  }
  return {
    formula: moleculeFormula(molecule),
    molecularWeight: formula.relativeWeight,
    exactMass: formula.absoluteWeight,
    cLogP: properties.logP,
    cLogS: properties.logS,
    donors: properties.donorCount,
    acceptors: properties.acceptorCount,
    // The molecule's own count: MoleculeProperties counts on a copy of it, perceiving its stereo
    // again (1.2 ms of a structure's 2.7 ms; the same count over the NCI set and 20 000 of the
    // bench's library, tests/unit/domains/chemistry/descriptors.test.ts).
    stereoCenters: molecule.getStereoCenterCount(),
    heavyAtoms,
    rings: molecule.getRingSet().getSize(),
    carbons,
    heteroatoms,
  }
}

export function computeDescriptors(ocl: OCL, molecule: Molecule): Descriptors {
  const toxicity = new ocl.ToxicityPredictor()
  const T = ocl.ToxicityPredictor
  const risk = (type: number) => RISKS[toxicity.assessRisk(molecule, type)] ?? 'unknown'
  return {
    ...computeProperties(ocl, molecule),
    druglikeness: new ocl.DruglikenessPredictor().assessDruglikeness(molecule),
    toxicity: {
      mutagenic: risk(T.TYPE_MUTAGENIC),
      tumorigenic: risk(T.TYPE_TUMORIGENIC),
      irritant: risk(T.TYPE_IRRITANT),
      reproductive: risk(T.TYPE_REPRODUCTIVE_EFFECTIVE),
    },
  }
}

export type ParsedStructure =
  { ok: true; molecule: Molecule; kind: 'smiles' | 'molfile' } | { ok: false; reason: 'empty' | 'tooLarge' | 'invalid'; detail?: string }

/** A molfile has a counts line or an `M  END`; anything else is read as SMILES. */
export function looksLikeMolfile(text: string): boolean {
  return /M {2}END/.test(text) || /V[23]000/.test(text)
}

/** Reads pasted or typed text as a molfile or SMILES; never throws. Without `coordinates` a
 * SMILES is read ten times faster, for work that never draws it. */
export function parseStructure(ocl: OCL, text: string, options: { coordinates?: boolean } = {}): ParsedStructure {
  const input = text.trim()
  if (input === '') return { ok: false, reason: 'empty' }
  const kind = looksLikeMolfile(text) ? 'molfile' : 'smiles'
  try {
    const molecule = kind === 'molfile' ? ocl.Molecule.fromMolfile(text) : ocl.Molecule.fromSmiles(input, { noCoordinates: options.coordinates === false })
    if (molecule.getAllAtoms() === 0) return { ok: false, reason: 'invalid', detail: kind === 'molfile' ? 'The molfile holds no atoms' : undefined }
    if (molecule.getAllAtoms() > MAX_ATOMS) return { ok: false, reason: 'tooLarge' }
    return { ok: true, molecule, kind }
  } catch (error) {
    // openchemlib's messages name the problem ("dangling ring closure: 1; position:5"); drop the
    // Java class prefix it carries.
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, reason: 'invalid', detail: message.replace(/^([\w$.]+:\s*)+/, '') }
  }
}
