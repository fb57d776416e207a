/**
 * A structure drawn by openchemlib with some of its atoms highlighted — an alert's match (its atom
 * numbers are RDKit's for the same SMILES, which both toolkits number in the order written).
 * Framework-free.
 */
import type * as OCLNamespace from 'openchemlib'

/** An SVG of the structure with `atoms` and the bonds between them drawn in the highlight colour
 * (openchemlib draws selected atoms red; the bonds become a wider orange band). */
export function highlightSvg(molecule: OCLNamespace.Molecule, atoms: readonly number[], width: number, height: number): string {
  const copy = molecule.getCompactCopy()
  for (const atom of atoms) if (atom < copy.getAllAtoms()) copy.setAtomSelection(atom, true)
  return copy
    .toSVG(width, height, undefined, { autoCrop: false })
    .replace(/stroke="rgb\(255,0,0\)" stroke-width="([\d.]+)"/g, (_m, w: string) => `stroke="rgb(234,88,12)" stroke-width="${(Number(w) * 2.5).toFixed(2)}"`)
}
