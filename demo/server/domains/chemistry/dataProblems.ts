/**
 * The compound-data rules (src/domains/chemistry/logic/compoundData.ts, shared with the import
 * dialog) word their problems in English; here each is the server's message for people (a `Text`,
 * i18n.ts), so an answer gives it in the reader's language. A problem not known here stays as it
 * is — in tests an error (a rule's wording changed: add it here).
 */
import { checkActivities, checkTags, MAX_ACTIVITIES, MAX_TAG_LENGTH, MAX_TAGS, type Checked } from '../../../../src/domains/chemistry/logic/compoundData.ts'
import { text, type Text } from '../../platform/i18n.ts'

const KNOWN: ReadonlyMap<string, Text> = new Map([
  ['tags must be a list of text', text(/*i18n*/ 'tags must be a list of text')],
  [`A tag must be at most ${MAX_TAG_LENGTH} characters`, text(/*i18n*/ 'A tag must be at most {max} characters', { max: MAX_TAG_LENGTH })],
  ['A tag cannot contain a comma', text(/*i18n*/ 'A tag cannot contain a comma')],
  [`A compound may have at most ${MAX_TAGS} tags`, text(/*i18n*/ 'A compound may have at most {max} tags', { max: MAX_TAGS })],
  ['activities must be an object of numbers', text(/*i18n*/ 'activities must be an object of numbers')],
  [
    `A compound may have at most ${MAX_ACTIVITIES} activity columns`,
    text(/*i18n*/ 'A compound may have at most {max} activity columns', { max: MAX_ACTIVITIES }),
  ],
])

/** One of compoundData.ts's problems as a message. */
export function dataProblem(error: string): Text {
  const known = KNOWN.get(error)
  if (known) return known
  const column = /^“(.*)” is not a valid column name$/su.exec(error)
  if (column) return text(/*i18n*/ '“{name}” is not a valid column name', { name: column[1]! })
  const value = /^The value of (.*) must be a number$/su.exec(error)
  if (value) return text(/*i18n*/ 'The value of {name} must be a number', { name: value[1]! })
  return text(error)
}

const withText = <T>(checked: Checked<T>): { value: T } | { error: Text } => ('error' in checked ? { error: dataProblem(checked.error) } : checked)

/** compoundData.ts's checkTags, its problem a message. */
export const checkTagsText = (value: unknown) => withText(checkTags(value))

/** compoundData.ts's checkActivities, its problem a message. */
export const checkActivitiesText = (value: unknown) => withText(checkActivities(value))
