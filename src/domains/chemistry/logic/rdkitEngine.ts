/**
 * What RDKit computes for a structure — the field's reference toolkit, as MinimalLib compiled to
 * WebAssembly (`@rdkit/rdkit`), passed in so this stays framework-free and runs the same in the
 * page's chemistry worker, the import workers and the server:
 * - TPSA as Ertl defines it (N and O: RDKit's own) and with S and P (tpsa.ts over RDKit's graph
 *   and aromaticity, only for the structures that hold S or P);
 * - Wildman–Crippen logP (WLOGP) and molar refractivity, fraction sp3, rotatable bonds and atom
 *   counts from RDKit's descriptors, the aromatic proportion from its aromaticity;
 * - ESOL logS (models.ts) from those;
 * - the PAINS and Brenk alerts (data/structuralAlerts.ts) with FilterCatalog's semantics: each
 *   SMARTS compiled once, a pattern-fingerprint screen first (a query whose bits the molecule
 *   lacks cannot match), then the substructure match — counted for the alerts that need several.
 */
import type { MainModule, Mol } from '@rdkit/rdkit'
import type { AlertSet } from '../data/structuralAlerts.ts'
import { graphFromRdkitJson } from './molGraph.ts'
import { esolLogS } from './models.ts'
import { tpsa as graphTpsa } from './tpsa.ts'

export type RDKit = MainModule

export interface RdkitProperties {
  /** Ertl's TPSA (N and O), Å². */
  tpsa: number
  /** TPSA counting S and P too, Å² (as SwissADME shows beside it). */
  tpsaSP: number
  /** Wildman–Crippen logP. */
  wlogp: number
  /** Wildman–Crippen molar refractivity. */
  mr: number
  fsp3: number
  rotatableBonds: number
  heavyAtoms: number
  /** Atoms with hydrogens (the Ghose filter's count). */
  atoms: number
  /** Aromatic heavy atoms over heavy atoms (ESOL's input). */
  aromaticProportion: number
  /** ESOL (Delaney 2004) from WLOGP. */
  esolLogS: number
}

export interface AlertDefinition {
  set: AlertSet
  name: string
  smarts: string
  /** Matches needed to raise it (1 for most). */
  minCount: number
}

export interface AlertHit extends AlertDefinition {
  /** The structure's atoms the alert matched (every match, merged). */
  atoms: number[]
}

export interface Analysis {
  properties: RdkitProperties
  /** The alerts raised, in the order of the definitions (PAINS A, B, C, then Brenk). */
  alerts: AlertHit[]
}

export interface Analyser {
  /** The analysis of a SMILES or molfile; null when RDKit cannot read it. */
  analyse(input: string): Analysis | null
  /** How many alert patterns compiled (all of them, unless the data is broken). */
  readonly alertCount: number
}

/** A structure for RDKit: SMILES or a molfile; null when RDKit cannot read it or it is empty. */
export function readMol(rdkit: RDKit, input: string): Mol | null {
  if (!input.trim()) return null
  try {
    const mol = rdkit.get_mol(input)
    if (mol && mol.is_valid()) return mol
    mol?.delete()
    return null
  } catch {
    return null
  }
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

const FP = JSON.stringify({ nBits: 2048 })

/** MinimalLib answers `{}` for no match and a JSON list otherwise. */
const parseMatches = (json: string) => (json === '{}' ? [] : (JSON.parse(json) as Array<{ atoms: number[] }>))
const matchCount = (json: string) => parseMatches(json).length

/** Compiles the helper queries and the alerts once per RDKit instance (about 0.3 s for the 585
 * alerts); `analyse` then takes a couple of milliseconds a structure. */
export function createAnalyser(rdkit: RDKit, definitions: readonly AlertDefinition[]): Analyser {
  const aromaticAtom = rdkit.get_qmol('[a]')!
  const sulphurOrPhosphorus = rdkit.get_qmol('[#15,#16]')!
  const alerts = definitions.flatMap((definition) => {
    const query = rdkit.get_qmol(definition.smarts)
    if (!query) return []
    const fingerprint = query.get_pattern_fp_as_uint8array(FP) as Uint8Array
    return [{ definition, query, fingerprint }]
  })

  function properties(mol: Mol): RdkitProperties {
    const d = JSON.parse(mol.get_descriptors()) as Record<string, number>
    const heavy = d.NumHeavyAtoms ?? 0
    const aromatic = matchCount(mol.get_substruct_matches(aromaticAtom))
    const aromaticProportion = heavy > 0 ? aromatic / heavy : 0
    const tpsa = round(d.tpsa ?? 0, 2)
    // S and P count only where there are some: RDKit's graph is read for those structures alone.
    const tpsaSP = mol.get_substruct_match(sulphurOrPhosphorus) === '{}' ? tpsa : graphTpsa(graphFromRdkitJson(mol.get_json()), { includeSandP: true })
    const wlogp = d.CrippenClogP ?? 0
    const rotatableBonds = d.NumRotatableBonds ?? 0
    return {
      tpsa,
      tpsaSP,
      wlogp: round(wlogp, 4),
      mr: round(d.CrippenMR ?? 0, 4),
      fsp3: round(d.FractionCSP3 ?? 0, 4),
      rotatableBonds,
      heavyAtoms: heavy,
      atoms: d.NumAtoms ?? heavy,
      aromaticProportion: round(aromaticProportion, 4),
      esolLogS: round(esolLogS({ logP: wlogp, molecularWeight: d.amw ?? 0, rotatableBonds, aromaticProportion }), 4),
    }
  }

  function findAlerts(mol: Mol): AlertHit[] {
    const bits = mol.get_pattern_fp_as_uint8array(FP) as Uint8Array
    const hits: AlertHit[] = []
    for (const { definition, query, fingerprint } of alerts) {
      let possible = true
      for (let i = 0; i < fingerprint.length; i++) {
        if ((fingerprint[i]! & ~bits[i]!) !== 0) {
          possible = false
          break
        }
      }
      if (!possible) continue
      if (mol.get_substruct_match(query) === '{}') continue
      const matches = parseMatches(mol.get_substruct_matches(query))
      if (matches.length < definition.minCount) continue
      const atoms = new Set<number>()
      for (const match of matches) for (const atom of match.atoms) atoms.add(atom)
      hits.push({ ...definition, atoms: [...atoms].sort((a, b) => a - b) })
    }
    return hits
  }

  return {
    alertCount: alerts.length,
    analyse(input) {
      const mol = readMol(rdkit, input)
      if (!mol) return null
      try {
        return { properties: properties(mol), alerts: findAlerts(mol) }
      } finally {
        mol.delete()
      }
    },
  }
}

/** The generated table's rows (data/structuralAlerts.ts) as definitions. */
export const alertDefinitions = (rows: ReadonlyArray<readonly [AlertSet, string, string, number]>): AlertDefinition[] =>
  rows.map(([set, name, smarts, minCount]) => ({ set, name, smarts, minCount }))
