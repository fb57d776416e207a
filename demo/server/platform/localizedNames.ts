/**
 * Names people give data — a role, a dictionary type — in English (required) and Simplified and
 * Traditional Chinese (optional: empty, the English one shows in that language; the client's
 * `localName`, whose `LocalizedName` this shape fits). One rule for reading them from a request
 * body, one for their columns (`name`, `name_zh`, `name_tw`). A Chinese name the body leaves out is not changed (a client
 * that knows only `name` renames without erasing them): null, written with `coalesce`.
 */
import { fieldError } from './http.ts'
import type { Message } from './i18n.ts'
import { checkText } from './params.ts'

export interface LocalizedNames {
  name: string
  nameZh: string
  nameTw: string
}

/** The names a body gave: a Chinese one it left out is null. */
export interface GivenNames {
  name: string
  nameZh: string | null
  nameTw: string | null
}

/** The columns of a row holding names. */
export interface NameColumns {
  name: string
  name_zh: string
  name_tw: string
}

interface NamesRule {
  max: number
  /** The message of a missing or too long English name (its field is `name`). */
  required: Message
  tooLong: Message
}

/** The names of a request body (`name`, `nameZh`, `nameTw`), trimmed; a 400 naming the field. */
export function checkNames(body: Record<string, unknown>, rule: NamesRule): GivenNames {
  const name = typeof body.name === 'string' ? body.name.trim() : ''
  if (!name) throw fieldError('name', rule.required)
  if (name.length > rule.max) throw fieldError('name', rule.tooLong)
  const other = (field: 'nameZh' | 'nameTw', label: string): string | null => {
    if (body[field] === undefined) return null
    const checked = checkText(body[field], { label, max: rule.max })
    if ('error' in checked) throw fieldError(field, checked.error)
    return checked.value
  }
  return { name, nameZh: other('nameZh', /*i18n*/ 'Name (Simplified Chinese)'), nameTw: other('nameTw', /*i18n*/ 'Name (Traditional Chinese)') }
}

/** The names of a row, as the wire sends them. */
export function namesOf(row: NameColumns): LocalizedNames {
  return { name: row.name, nameZh: row.name_zh, nameTw: row.name_tw }
}
