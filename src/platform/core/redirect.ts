/**
 * Redirect sanitising: a `?redirect=` or `redirect` attribute target is followed only when it
 * is a same-origin path under the app's base path. The target is resolved against the page URL
 * first (dot segments, `%2e`, …) and the *result* is checked, so `/.//evil.example` — which
 * resolves to the protocol-relative `//evil.example` — is refused. Anything else (other
 * origins, `javascript:`, backslash tricks, control characters, relative paths) is refused too
 * and the caller uses its fallback.
 */

/** `/studentwork` → `/studentwork/`; `''` → `/`. */
function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`
}

/** Returns the target as a same-origin path (`/a/b?c#d`) under `base`, or `null` when it must
 * not be followed. `page` is the page's URL or origin (e.g. `location.href`). */
export function safeRedirectPath(target: string | null | undefined, page: string, base = '/'): string | null {
  if (typeof target !== 'string') return null
  const raw = target.trim()
  if (raw === '' || raw.length > 2048) return null
  // Control characters and backslashes are normalised differently by browsers; refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null
  // Only absolute paths or full http(s) URLs are considered.
  if (!raw.startsWith('/') && !/^https?:\/\//i.test(raw)) return null
  let url: URL
  let pageUrl: URL
  try {
    pageUrl = new URL(page)
    url = new URL(raw, pageUrl)
  } catch {
    return null
  }
  if (url.origin !== pageUrl.origin) return null
  // What a browser would do with the resolved path: `//host` is another origin.
  if (url.pathname.startsWith('//')) return null
  const root = withSlash(base.startsWith('/') ? base : `/${base}`)
  if (url.pathname !== root.slice(0, -1) && !url.pathname.startsWith(root)) return null
  return url.pathname + url.search + url.hash
}
