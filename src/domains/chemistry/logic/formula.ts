/**
 * Molecular formulas in Hill order as RDKit's CalcMolFormula writes them (the reference the
 * validation suite holds them to): C first and H second, then the other elements alphabetically
 * (C6H3ClN2O5); without carbon, H first (H2FO3P, H12CoN6); the net charge after (C10H16N+,
 * C14H24CuO4+4). Counts come from openchemlib's molecule (implicit hydrogens included).
 * Framework-free.
 */
import type * as OCLNamespace from 'openchemlib'

/** Element symbol → count, and the net charge, as a Hill formula. */
export function hillFormula(counts: ReadonlyMap<string, number>, charge = 0): string {
  const part = (symbol: string) => {
    const n = counts.get(symbol) ?? 0
    return n === 0 ? '' : n === 1 ? symbol : `${symbol}${n}`
  }
  const rest = [...counts.keys()].filter((s) => s !== 'C' && s !== 'H' && (counts.get(s) ?? 0) > 0).sort()
  const body = part('C') + part('H') + rest.map(part).join('')
  const sign = charge === 0 ? '' : charge > 0 ? '+' : '-'
  return `${body}${sign}${Math.abs(charge) > 1 ? Math.abs(charge) : ''}`
}

/** The Hill formula of openchemlib's molecule: its atoms, their implicit and explicit hydrogens,
 * and the sum of the formal charges. */
export function moleculeFormula(molecule: OCLNamespace.Molecule): string {
  const counts = new Map<string, number>()
  const add = (symbol: string, n: number) => counts.set(symbol, (counts.get(symbol) ?? 0) + n)
  let charge = 0
  for (let atom = 0; atom < molecule.getAllAtoms(); atom++) {
    const atomicNo = molecule.getAtomicNo(atom)
    charge += molecule.getAtomCharge(atom)
    if (atomicNo === 1) {
      add('H', 1)
      continue
    }
    add(molecule.getAtomLabel(atom), 1)
    add('H', molecule.getImplicitHydrogens(atom))
  }
  return hillFormula(counts, charge)
}
