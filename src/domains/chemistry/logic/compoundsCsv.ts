/** The compound rows as CSV (papaparse quotes and escapes; a leading = + - @ is neutralised so a
 * spreadsheet never runs a name as a formula). */
import Papa from 'papaparse'
import type { Compound } from '../contract.ts'

const FORMULA_START = /^[=+\-@\t\r]/

function cell(value: string | number): string | number {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

export function compoundsCsv(rows: readonly Compound[]): string {
  return Papa.unparse({
    fields: ['name', 'smiles', 'formula', 'molecularWeight', 'cLogP', 'tpsa', 'donors', 'acceptors', 'rotatableBonds', 'lipinskiViolations', 'notes', 'createdBy', 'createdAt'],
    data: rows.map((c) => [c.name, c.smiles, c.formula, c.molecularWeight, c.cLogP, c.tpsa, c.donors, c.acceptors, c.rotatableBonds, c.lipinskiViolations, c.notes, c.createdBy, c.createdAt].map(cell)),
  })
}
