/**
 * Redirect sanitising: a `?redirect=` or `redirect` attribute target is followed only when it
 * is a same-origin path. Anything else (other origins, protocol-relative `//host`, `javascript:`,
 * backslash tricks, control characters) is refused and the caller uses its fallback.
 */

/** Returns the target as a same-origin path (`/a/b?c#d`) or `null` when it must not be
 * followed. `origin` is the page's origin (e.g. `location.origin`). */
export function safeRedirectPath(target: string | null | undefined, origin: string): string | null {
  if (typeof target !== 'string') return null
  const raw = target.trim()
  if (raw === '' || raw.length > 2048) return null
  // Control characters and backslashes are normalised differently by browsers; refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null
  // Only absolute paths or full URLs of our own origin are considered.
  if (!raw.startsWith('/') && !/^https?:\/\//i.test(raw)) return null
  if (raw.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return null
  }
  if (url.origin !== new URL(origin).origin) return null
  return url.pathname + url.search + url.hash
}
