/**
 * Reading and checking request input: query-string and body parameters, the JSON object body,
 * bounded integers, optional strings, and text rules (length, required, pattern). Every problem
 * is a 400 with a message naming the field (a `Text`: written in the reader's language, i18n.ts).
 */
import type { Context } from 'hono'
import { badRequest, fieldError } from './http.ts'
import { text, toText, type Message, type Text } from './i18n.ts'

export type Params = Record<string, string>

/** Largest value of a PostgreSQL `int` (ids). */
export const MAX_INT = 2 ** 31 - 1

/** Query-string parameters merged with a form-encoded (or multipart / JSON object) body; body
 * values win. Only the first value of a repeated name is kept. */
export async function readParams(c: Context): Promise<Params> {
  const params: Params = {}
  for (const [key, value] of new URL(c.req.url).searchParams) if (!(key in params)) params[key] = value
  const type = c.req.header('content-type') ?? ''
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => {
      throw badRequest(/*i18n*/ 'The request body could not be read')
    })
    for (const [key, value] of Object.entries(form)) if (typeof value === 'string') params[key] = value
  } else if (type.startsWith('application/json')) {
    for (const [key, value] of Object.entries(await readJsonObject(c))) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[key] = String(value)
    }
  }
  return params
}

/** The JSON object body of the request, or a 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw badRequest(/*i18n*/ 'The request body must be a JSON object')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(/*i18n*/ 'The request body must be a JSON object')
  }
  return body as Record<string, unknown>
}

/** An optional integer parameter within [min, max], or undefined when absent or empty. */
export function optionalIntParam(params: Params, name: string, min: number, max: number): number | undefined {
  const raw = params[name]?.trim()
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!/^-?\d+$/.test(raw) || value < min || value > max) {
    throw badRequest(/*i18n*/ '{name} must be an integer from {min} to {max}', { name, min, max })
  }
  return value
}

/** An integer parameter within [min, max]; absent or empty → `fallback`. */
export function intParam(params: Params, name: string, fallback: number, min: number, max: number): number {
  return optionalIntParam(params, name, min, max) ?? fallback
}

/** An optional non-empty string parameter (trimmed), or undefined. */
export function optionalParam(params: Params, name: string): string | undefined {
  const value = params[name]?.trim()
  return value ? value : undefined
}

/** An optional parameter that must be one of `allowed`, or undefined when absent or empty (a
 * 400 naming the field otherwise). */
export function oneOf<T extends string>(params: Params, name: string, allowed: readonly T[]): T | undefined {
  const value = optionalParam(params, name)
  if (value === undefined) return undefined
  if (!(allowed as readonly string[]).includes(value)) throw fieldError(name, /*i18n*/ '{name} must be one of {allowed}', { name, allowed: allowed.join(', ') })
  return value as T
}

export interface TextRule {
  /** The field's name for people (a marked literal: `/*i18n*\/ 'Name'`). */
  label: Message
  max: number
  required?: boolean
  pattern?: RegExp
  patternMessage?: Message
}

/** Checks one text value against its rule; returns the trimmed value or an error message. */
export function checkText(value: unknown, rule: TextRule): { value: string } | { error: Text } {
  if (value === undefined || value === null) value = ''
  const label = toText(rule.label)
  if (typeof value !== 'string') return { error: text(/*i18n*/ '{label} must be text', { label }) }
  const trimmed = value.trim()
  if (trimmed === '') return rule.required ? { error: text(/*i18n*/ '{label} is required', { label }) } : { value: '' }
  if (trimmed.length > rule.max) return { error: text(/*i18n*/ '{label} must be at most {max} characters', { label, max: rule.max }) }
  if (rule.pattern && !rule.pattern.test(trimmed))
    return { error: rule.patternMessage ? toText(rule.patternMessage) : text(/*i18n*/ '{label} is not valid', { label }) }
  return { value: trimmed }
}

/** An optional ISO date or date-time parameter as an instant; a 400 naming it when malformed. */
export function optionalInstant(params: Params, name: string): Date | undefined {
  const value = optionalParam(params, name)
  if (value === undefined) return undefined
  const date = new Date(value)
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) throw badRequest(/*i18n*/ '{name} must be an ISO date or date-time', { name })
  return date
}
