/**
 * Refuses text with a NUL character before any route sees it: PostgreSQL cannot store U+0000
 * in text ("invalid byte sequence") and answered 500 on every endpoint that passed such a value
 * to a query. A NUL in a query parameter, a form field or a JSON string gives one clear 400
 * (in a multipart body, its fields and file names: a file's bytes are its own).
 */
import type { MiddlewareHandler } from 'hono'
import { badRequest, hasBody } from './http.ts'

export const NUL_MESSAGE = /*i18n*/ 'Text must not contain the NUL character (U+0000)'

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 64 || typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1))
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1))
}

function paramsHaveNul(params: URLSearchParams): boolean {
  for (const [key, value] of params) if (key.includes('\u0000') || value.includes('\u0000')) return true
  return false
}

/** Reads the query string and a form or JSON body (on a copy: the route reads the original). */
async function requestHasNul(request: Request): Promise<boolean> {
  if (paramsHaveNul(new URL(request.url).searchParams)) return true
  if (!hasBody(request)) return false
  const type = request.headers.get('content-type') ?? ''
  // Multipart: its text fields and file names; a file's bytes are binary and may hold NULs.
  if (type.includes('multipart/form-data')) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null)
    if (!form) return false
    for (const [key, value] of form) if (key.includes('\u0000') || (typeof value === 'string' ? value : value.name).includes('\u0000')) return true
    return false
  }
  const text = await request.clone().text()
  if (type.includes('application/x-www-form-urlencoded')) return paramsHaveNul(new URLSearchParams(text))
  if (!type.includes('json')) return text.includes('\u0000')
  try {
    return hasNul(JSON.parse(text))
  } catch {
    // Not JSON: the route answers that itself.
    return false
  }
}

export function refuseNul(): MiddlewareHandler {
  return async (c, next) => {
    if (await requestHasNul(c.req.raw)) throw badRequest(NUL_MESSAGE)
    await next()
  }
}
