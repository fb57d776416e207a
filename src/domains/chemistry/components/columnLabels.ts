/** The short names and decimals of the workspace's property columns (table headers, filters,
 * chart axes). */
import { msg } from '@lingui/core/macro'
import type { PropertyColumn } from '../contract.ts'

interface Column {
  key: PropertyColumn
  label: ReturnType<typeof msg>
  digits: number
}

export const PROPERTY_COLUMN_LABELS: Column[] = [
  { key: 'molecularWeight', label: msg`MW`, digits: 2 },
  { key: 'cLogP', label: msg`cLogP`, digits: 2 },
  { key: 'tpsa', label: msg`TPSA`, digits: 1 },
  { key: 'donors', label: msg`HBD`, digits: 0 },
  { key: 'acceptors', label: msg`HBA`, digits: 0 },
  { key: 'rotatableBonds', label: msg`RotB`, digits: 0 },
]

