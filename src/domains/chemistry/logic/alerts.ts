/**
 * PAINS and Brenk structural alerts (data/structuralAlerts.ts: the sets, their source and
 * licence): the queries are read once per openchemlib instance from their idcodes (0.1 s for
 * all; parsing the SMARTS would take seconds); a structure is matched against each (about 40 ms
 * for all), and each alert it raises comes with the atoms it matched (to highlight). Framework-free; the data loads
 * with the first check.
 */
import type * as OCLNamespace from 'openchemlib'

type OCL = typeof OCLNamespace

export interface StructuralAlert {
  set: 'PAINS' | 'Brenk'
  name: string
  smarts: string
}

export interface AlertHit extends StructuralAlert {
  /** The structure's atoms the alert matched (every match, merged). */
  atoms: number[]
}

interface Prepared extends StructuralAlert {
  fragment: OCLNamespace.Molecule
}

const prepared = new WeakMap<OCL, Promise<Prepared[]>>()

function prepare(ocl: OCL): Promise<Prepared[]> {
  let alerts = prepared.get(ocl)
  if (!alerts) {
    alerts = import('../data/structuralAlerts.ts').then(({ STRUCTURAL_ALERTS }) => {
      return STRUCTURAL_ALERTS.flatMap(([set, name, smarts, idcode]) => {
        try {
          const fragment = ocl.Molecule.fromIDCode(idcode, false)
          fragment.setFragment(true)
          return [{ set, name, smarts, fragment }]
        } catch {
          return []
        }
      })
    })
    prepared.set(ocl, alerts)
  }
  return alerts
}

/** The alerts a structure raises, PAINS first, each with the atoms it matched. */
export async function findAlerts(ocl: OCL, molecule: OCLNamespace.Molecule): Promise<AlertHit[]> {
  const alerts = await prepare(ocl)
  const matcher = new ocl.SSSearcher()
  const target = molecule.getCompactCopy()
  const hits: AlertHit[] = []
  for (const alert of alerts) {
    matcher.setMol(alert.fragment, target)
    // Existence first (fast); the atom lists only for the few alerts raised.
    if (!matcher.isFragmentInMolecule() || matcher.findFragmentInMolecule({ countMode: 'overlapping' }) === 0) continue
    const atoms = new Set<number>()
    for (const match of matcher.getMatchList()) for (const atom of match) if (atom >= 0) atoms.add(atom)
    hits.push({ set: alert.set, name: alert.name, smarts: alert.smarts, atoms: [...atoms].sort((a, b) => a - b) })
  }
  return hits.sort((a, b) => (a.set === b.set ? 0 : a.set === 'PAINS' ? -1 : 1))
}

/** An SVG of the structure with the alert's atoms and the bonds between them drawn in the
 * highlight colour (openchemlib draws selected atoms red; the bonds become a wider orange band). */
export function highlightSvg(molecule: OCLNamespace.Molecule, atoms: readonly number[], width: number, height: number): string {
  const copy = molecule.getCompactCopy()
  for (const atom of atoms) if (atom < copy.getAllAtoms()) copy.setAtomSelection(atom, true)
  return copy
    .toSVG(width, height, undefined, { autoCrop: false })
    .replace(/stroke="rgb\(255,0,0\)" stroke-width="([\d.]+)"/g, (_m, w: string) => `stroke="rgb(234,88,12)" stroke-width="${(Number(w) * 2.5).toFixed(2)}"`)
}
