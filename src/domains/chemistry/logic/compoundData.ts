/**
 * The rules for a compound's own data — tags and numeric columns (imported activities such as
 * IC50) — and the import limits, in one place: the import dialog checks a file with them before
 * sending it and the reference server checks every write with them again. Framework-free.
 */

/** A numeric column's name: a letter or digit first, then letters, digits, spaces and `_-().%/µ`. */
export const COLUMN_NAME = /^[\p{L}\p{N}][\p{L}\p{N} _\-().%/µμ]{0,39}$/u
export const MAX_TAGS = 20
export const MAX_TAG_LENGTH = 30
export const MAX_ACTIVITIES = 30
/** Rows one import may hold (all stored in one transaction). */
export const MAX_IMPORT_ROWS = 5000
/** Bytes of the file one import may read. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024
/** The most a CSV or SDF file may hold (read as a stream: logic/importStream.ts). */
export const MAX_STREAM_FILE_BYTES = 2 * 1024 * 1024 * 1024

export type Checked<T> = { value: T } | { error: string }

/** Tags: distinct, trimmed, 1–30 characters, at most 20; commas are not allowed (they separate
 * tags in files). */
export function checkTags(value: unknown): Checked<string[]> {
  if (value === undefined || value === null) return { value: [] }
  if (!Array.isArray(value)) return { error: 'tags must be a list of text' }
  const tags: string[] = []
  for (const item of value) {
    if (typeof item !== 'string') return { error: 'tags must be a list of text' }
    const tag = item.trim()
    if (tag === '') continue
    if (tag.length > MAX_TAG_LENGTH) return { error: `A tag must be at most ${MAX_TAG_LENGTH} characters` }
    if (tag.includes(',')) return { error: 'A tag cannot contain a comma' }
    if (!tags.includes(tag)) tags.push(tag)
  }
  if (tags.length > MAX_TAGS) return { error: `A compound may have at most ${MAX_TAGS} tags` }
  return { value: tags }
}

/** A file's column header as an activity name: characters COLUMN_NAME does not allow become
 * spaces (`IC50 [nM]` → `IC50 nM`), at most 40 characters; `Column` when nothing is left. */
export function toColumnName(header: string): string {
  const name = header
    .replace(/[^\p{L}\p{N} _\-().%/µμ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .trim()
    .slice(0, 40)
    .trim()
  return name || 'Column'
}

/** Tags as typed in one field or one file cell: comma-separated. */
export function splitTags(text: string): string[] {
  return text
    .split(/[,，]/)
    .map((tag) => tag.trim())
    .filter(Boolean)
}

/** Activities (numeric columns): an object of finite numbers, names by COLUMN_NAME, at most 30. */
export function checkActivities(value: unknown): Checked<Record<string, number>> {
  if (value === undefined || value === null) return { value: {} }
  if (typeof value !== 'object' || Array.isArray(value)) return { error: 'activities must be an object of numbers' }
  const entries = Object.entries(value)
  if (entries.length > MAX_ACTIVITIES) return { error: `A compound may have at most ${MAX_ACTIVITIES} activity columns` }
  const columns: Record<string, number> = {}
  for (const [name, number] of entries) {
    if (!COLUMN_NAME.test(name)) return { error: `“${name.slice(0, 40)}” is not a valid column name` }
    if (typeof number !== 'number' || !Number.isFinite(number)) return { error: `The value of ${name} must be a number` }
    columns[name] = number
  }
  return { value: columns }
}

/** A number as it may be written in a file cell: `12.5`, `1e-3`, ` 1,234.5 `; else null. */
export function parseNumber(cell: unknown): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null
  if (typeof cell !== 'string') return null
  const text = cell.trim().replace(/(?<=\d),(?=\d{3}\b)/g, '')
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null
  return Number(text)
}
