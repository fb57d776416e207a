/**
 * The live preview's allow-list (docs/spec.md#live-preview-as-built): `preview-origins` parsed and matched
 * exactly, and the first look at a window message — is it the console's business at all. Apart
 * from preview.ts so the console's first download (the manifest parses the attribute, the shell
 * listens for messages) does not carry the message checks and the srcdoc builder, which load with
 * the preview itself. Framework-free.
 */

export const PREVIEW_MESSAGE_TYPE = 'refreshFrame'

/** An http(s) origin (`scheme://host[:port]`, a trailing slash allowed) in its normal form
 * (`https://forms.example.com`), or `null`. `null`, `*`, paths, credentials, queries don't pass. */
export function parseOrigin(text: string): string | null {
  if (!/^https?:\/\/[^\s/?#@]+\/?$/i.test(text)) return null
  try {
    const url = new URL(text)
    return url.origin === 'null' ? null : url.origin
  } catch {
    return null
  }
}

/** `preview-origins`: origins separated by spaces or commas, in their normal form without
 * duplicates — or `null` (the element kit then warns once and accepts nothing) when any entry is
 * not an origin. */
export function parseOriginList(text: string): readonly string[] | null {
  const entries = text.split(/[\s,]+/).filter(Boolean)
  if (entries.length === 0) return null
  const origins: string[] = []
  for (const entry of entries) {
    const origin = parseOrigin(entry)
    if (origin === null) return null
    if (!origins.includes(origin)) origins.push(origin)
  }
  return origins
}

/** Whether a message's `origin` is one of the allowed ones (exact match; no wildcard). */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return origin !== 'null' && allowed.includes(origin)
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Whether a window message concerns the console: every message from an allowed origin (shown,
 * or warned about when malformed) and a `refreshFrame` from any other (warned about). Anything
 * else is the host page's own traffic. */
export function concernsPreview(origin: string, data: unknown, allowed: readonly string[]): boolean {
  return isAllowedOrigin(origin, allowed) || (isRecord(data) && data.type === PREVIEW_MESSAGE_TYPE)
}
