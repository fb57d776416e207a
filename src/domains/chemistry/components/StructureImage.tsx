/** A structure drawn by openchemlib as an <img> of its SVG: an image cannot run script, whatever
 * a stored SMILES holds, and many rows stay cheap. Unreadable SMILES show a dash. */
import { useMemo } from 'react'
import type { OCL } from '../runtime/ocl.ts'

export function StructureImage({ ocl, smiles, width, height, alt }: { ocl: OCL; smiles: string; width: number; height: number; alt: string }) {
  const src = useMemo(() => {
    try {
      const svg = ocl.Molecule.fromSmiles(smiles).toSVG(width, height, undefined, { autoCrop: true, autoCropMargin: 4 })
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
    } catch {
      return null
    }
  }, [ocl, smiles, width, height])
  if (!src) return <span className="text-muted">—</span>
  return <img src={src} alt={alt} width={width} height={height} style={{ width, height }} className="max-w-none rounded bg-white object-contain" />
}
