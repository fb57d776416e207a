/** The short names and decimals of the workspace's property columns (table headers, filters,
 * chart axes); `inTable` marks those the table shows (the rest are in the side panel). */
import { msg } from '@lingui/core/macro'
import type { PropertyColumn } from '../contract.ts'

interface Column {
  key: PropertyColumn
  label: ReturnType<typeof msg>
  digits: number
  inTable: boolean
}

export const PROPERTY_COLUMN_LABELS: Column[] = [
  { key: 'molecularWeight', label: msg`MW`, digits: 2, inTable: true },
  { key: 'cLogP', label: msg`cLogP`, digits: 2, inTable: true },
  { key: 'wlogp', label: msg`WLOGP`, digits: 2, inTable: true },
  { key: 'tpsa', label: msg`TPSA`, digits: 1, inTable: true },
  { key: 'donors', label: msg`HBD`, digits: 0, inTable: true },
  { key: 'acceptors', label: msg`HBA`, digits: 0, inTable: true },
  { key: 'rotatableBonds', label: msg`RotB`, digits: 0, inTable: true },
  { key: 'esolLogS', label: msg`ESOL log S`, digits: 2, inTable: false },
  { key: 'fsp3', label: msg`Fsp3`, digits: 2, inTable: false },
  { key: 'mr', label: msg`MR`, digits: 2, inTable: false },
]

export const TABLE_COLUMNS = PROPERTY_COLUMN_LABELS.filter((c) => c.inTable)
