/**
 * The server's words in the reader's language (en, zh, tw). A message meant for people is written
 * in English, as a string literal marked for Lingui with the `/*i18n*\/` comment and its variable
 * parts as ICU placeholders — `badRequest(/*i18n*\/ 'The name must be at most {max} characters',
 * { max })` — and is translated only when the answer is written: the error handler translates an
 * `HttpError`'s message, a route translates messages inside its data with `say(c)`, a mail is
 * written in its recipient's stored language. `npm run i18n:extract` gathers the marked literals
 * into `locales/{en,zh,tw}/server.po`; `lingui compile --strict` fails on a missing translation.
 *
 * The reader's language is the request's `Accept-Language` (the console sends its own language
 * there), read with its q-values; none of ours → English. In tests a message that is not in the
 * catalog (an unmarked literal) is an error, so the server suite finds every one.
 */
import type { Context } from 'hono'
import { setupI18n, type I18n } from '@lingui/core'
import { languageFromTag, type Language } from '#platform/core/i18n/language.ts'
import { localName, type LocalizedName } from '#platform/core/i18n/localized.ts'
import { messages as en } from '../../../locales/en/server.ts'
import { messages as zh } from '../../../locales/zh/server.ts'
import { messages as tw } from '../../../locales/tw/server.ts'

export type { Language }

/** A message's values: numbers, words, other messages (translated first) or names people gave
 * data in several languages (a role's: the one in the reader's language). */
export type Values = Readonly<Record<string, string | number | Text | LocalizedName>>

/** A message for people, not yet in a language: its English text (the catalog id) and values. */
export interface Text {
  readonly id: string
  readonly values?: Values
}

/** What a message may be given as: a marked literal alone, or a `Text` with its values. */
export type Message = string | Text

export function text(id: string, values?: Values): Text {
  return values ? { id, values } : { id }
}

export function isText(value: unknown): value is Text {
  return typeof value === 'object' && value !== null && typeof (value as Text).id === 'string'
}

/** `message` with `values` (when given) as a `Text`. */
export function toText(message: Message, values?: Values): Text {
  if (typeof message !== 'string') return message
  return text(message, values)
}

/** Whether an unmarked message is an error (tests) rather than English sent as it is. */
const strict = process.env.NODE_ENV === 'test' || process.env.STRICT_SERVER_MESSAGES === '1'

const instances: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  zh: setupI18n({ locale: 'zh', messages: { zh } }),
  tw: setupI18n({ locale: 'tw', messages: { tw } }),
}

export class MissingMessageError extends Error {
  constructor(id: string) {
    super(`A server message is not in the catalog (mark it /*i18n*/ and run npm run i18n:extract): ${id}`)
    this.name = 'MissingMessageError'
  }
}

/** `message` in `lang`; values that are messages are translated first. */
export function translate(lang: Language, message: Message): string {
  const { id, values } = toText(message)
  if (!Object.hasOwn(en, id)) {
    if (strict) throw new MissingMessageError(id)
    return id
  }
  let plain: Record<string, string | number> | undefined
  if (values) {
    plain = {}
    for (const [key, value] of Object.entries(values)) {
      plain[key] = isText(value) ? translate(lang, value) : typeof value === 'object' ? localName(lang, value) : value
    }
  }
  return instances[lang]._(id, plain)
}

/** The first of our languages an `Accept-Language` header asks for (by q-value, then order). */
export function languageOf(header: string | null | undefined): Language {
  if (!header) return 'en'
  const ranges = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((range) => range.tag !== '' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const range of ranges) {
    const lang = languageFromTag(range.tag)
    if (lang) return lang
  }
  return 'en'
}

/** The language of the request `c` answers. */
export function requestLanguage(c: Context): Language {
  return languageOf(c.req.header('accept-language'))
}

/** A translator into the language of the request `c` answers (messages inside data). */
export function say(c: Context): (message: Message, values?: Values) => string {
  const lang = requestLanguage(c)
  return (message, values) => translate(lang, toText(message, values))
}
