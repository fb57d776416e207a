/**
 * The operation log's before/after diff, field by field: every field either side holds (in the
 * order they first appear: after's, then before's only), each value as short text (objects and
 * lists as JSON, null/absent as ''), and whether it changed. Framework-free.
 */

export interface DiffRow {
  field: string
  before: string
  after: string
  changed: boolean
  /** present on one side only (created or removed). */
  side: 'both' | 'before' | 'after'
}

/** A value as one line of text. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The rows of the diff; a side that is not an object counts as one field named `value`. */
export function diffFields(before: unknown, after: unknown): DiffRow[] {
  const b = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before }
  const a = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after }
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])]
  return fields.map((field) => {
    const inBefore = Object.hasOwn(b, field)
    const inAfter = Object.hasOwn(a, field)
    const beforeText = showValue(b[field])
    const afterText = showValue(a[field])
    return {
      field,
      before: beforeText,
      after: afterText,
      changed: inBefore !== inAfter ? true : beforeText !== afterText,
      side: inBefore && inAfter ? 'both' : inBefore ? 'before' : 'after',
    }
  })
}

/** The changed rows first (in field order), then the unchanged ones. */
export function changedFirst(rows: readonly DiffRow[]): DiffRow[] {
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)]
}
