/**
 * Topological polar surface area as Ertl, Rohde and Selzer define it (J. Med. Chem. 2000, 43,
 * 3714): a sum of fragment contributions of the polar atoms, each typed by its heavy neighbours,
 * hydrogens, charge, single, double, triple and aromatic bonds and a three-membered ring — the
 * table of the paper (N and O) and its S and P extension, in the reading of RDKit's
 * `getTPSAAtomContribs` (the field's reference implementation). `tpsa(graph)` counts N and O
 * only: the value called TPSA, which the Veber and Egan rules were fitted to; with
 * `{ includeSandP: true }` it adds sulphur and phosphorus, as SwissADME shows beside it. Over a
 * molecule graph read from RDKit (molGraph.ts), whose aromaticity the contributions depend on.
 * Framework-free.
 */
import type { MolGraph } from './molGraph.ts'

interface Env {
  heavy: number
  hs: number
  charge: number
  single: number
  double: number
  triple: number
  aromatic: number
  in3Ring: boolean
}

function nitrogen({ heavy, hs, charge, single, double, triple, aromatic, in3Ring }: Env): number {
  const is = (h: number, c: number) => hs === h && charge === c
  switch (heavy) {
    case 1:
      if (is(0, 0) && triple === 1) return 23.79
      if (is(1, 0) && double === 1) return 23.85
      if (is(2, 0) && single === 1) return 26.02
      if (is(2, 1) && double === 1) return 25.59
      if (is(3, 1) && single === 1) return 27.64
      break
    case 2:
      if (is(0, 0) && single === 1 && double === 1) return 12.36
      if (is(0, 0) && triple === 1 && double === 1) return 13.6
      if (is(1, 0) && single === 2) return in3Ring ? 21.94 : 12.03
      if (is(0, 1) && triple === 1 && single === 1) return 4.36
      if (is(1, 1) && double === 1 && single === 1) return 13.97
      if (is(2, 1) && single === 2) return 16.61
      if (is(0, 0) && aromatic === 2) return 12.89
      if (is(1, 0) && aromatic === 2) return 15.79
      if (is(1, 1) && aromatic === 2) return 14.14
      break
    case 3:
      if (is(0, 0) && single === 3) return in3Ring ? 3.01 : 3.24
      if (is(0, 0) && single === 1 && double === 2) return 11.68
      if (is(0, 1) && single === 2 && double === 1) return 3.01
      if (is(1, 1) && single === 3) return 4.44
      if (is(0, 0) && aromatic === 3) return 4.41
      if (is(0, 0) && single === 1 && aromatic === 2) return 4.93
      if (is(0, 0) && double === 1 && aromatic === 2) return 8.39
      if (is(0, 1) && aromatic === 3) return 4.1
      if (is(0, 1) && single === 1 && aromatic === 2) return 3.88
      break
    case 4:
      if (hs === 0 && single === 4 && charge === 1) return 0
      break
  }
  return Math.max(0, 30.5 - heavy * 8.2 + hs * 1.5)
}

function oxygen({ heavy, hs, charge, single, double, aromatic, in3Ring }: Env): number {
  switch (heavy) {
    case 1:
      if (hs === 0 && charge === 0 && double === 1) return 17.07
      if (hs === 1 && charge === 0 && single === 1) return 20.23
      if (hs === 0 && charge === -1 && single === 1) return 23.06
      break
    case 2:
      if (hs === 0 && charge === 0 && single === 2) return in3Ring ? 12.53 : 9.23
      if (hs === 0 && charge === 0 && aromatic === 2) return 13.14
      break
  }
  return Math.max(0, 28.5 - heavy * 8.6 + hs * 1.5)
}

function phosphorus({ heavy, hs, charge, single, double }: Env): number {
  if (charge !== 0) return 0
  if (heavy === 2 && hs === 0 && single === 1 && double === 1) return 34.14
  if (heavy === 3 && hs === 0 && single === 3) return 13.59
  if (heavy === 3 && hs === 1 && single === 2 && double === 1) return 23.47
  if (heavy === 4 && hs === 0 && single === 3 && double === 1) return 9.81
  return 0
}

function sulphur({ heavy, hs, charge, single, double, aromatic }: Env): number {
  if (charge !== 0) return 0
  if (heavy === 1 && hs === 0 && double === 1) return 32.09
  if (heavy === 1 && hs === 1 && single === 1) return 38.8
  if (heavy === 2 && hs === 0 && single === 2) return 25.3
  if (heavy === 2 && hs === 0 && aromatic === 2) return 28.24
  if (heavy === 3 && hs === 0 && aromatic === 2 && double === 1) return 21.7
  if (heavy === 3 && hs === 0 && single === 2 && double === 1) return 19.21
  if (heavy === 4 && hs === 0 && single === 2 && double === 2) return 8.38
  return 0
}

/** The TPSA of a molecule in Å² (N and O; with `includeSandP`, S and P too), to 0.01. */
export function tpsa(graph: MolGraph, { includeSandP = false }: { includeSandP?: boolean } = {}): number {
  const env = graph.atoms.map((atom): Env => ({ heavy: 0, hs: atom.hs, charge: atom.charge, single: 0, double: 0, triple: 0, aromatic: 0, in3Ring: false }))
  for (const ring of graph.rings) if (ring.length === 3) for (const atom of ring) env[atom]!.in3Ring = true
  for (const bond of graph.bonds) {
    const [a, b] = bond.atoms
    // A bond to a hydrogen atom counts as a hydrogen of the other atom, not as a neighbour.
    if (graph.atoms[a]!.z === 1 || graph.atoms[b]!.z === 1) {
      if (graph.atoms[a]!.z !== 1) env[a]!.hs++
      if (graph.atoms[b]!.z !== 1) env[b]!.hs++
      continue
    }
    for (const end of [a, b]) {
      const e = env[end]!
      e.heavy++
      if (bond.aromatic) e.aromatic++
      else if (bond.order === 1) e.single++
      else if (bond.order === 2) e.double++
      else if (bond.order === 3) e.triple++
    }
  }
  let total = 0
  graph.atoms.forEach((atom, i) => {
    const kind = atom.z === 7 ? nitrogen : atom.z === 8 ? oxygen : includeSandP && atom.z === 15 ? phosphorus : includeSandP && atom.z === 16 ? sulphur : null
    if (kind) total += kind(env[i]!)
  })
  return Math.round(total * 100) / 100
}
