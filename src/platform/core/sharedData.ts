/**
 * Structural sharing for data loaded again: `keepEqual(previous, next)` returns `next` with every
 * part that deep-equals the same part of `previous` replaced by the previous object — the whole
 * of `previous` when nothing changed. A screen whose data came back unchanged then sees the same
 * objects, so memoised parts of it skip their render (the technique of TanStack Query's
 * `replaceEqualDeep`). Plain JSON values only: arrays and plain objects are walked, anything
 * else (dates, maps, class instances) is compared by identity. `next` is never changed: a part
 * holding a kept object is a copy.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

export function keepEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length
    let shared = false
    const out = next.map((item: unknown, i) => {
      const kept = keepEqual(previous[i], item)
      if (kept !== previous[i]) same = false
      if (kept !== item) shared = true
      return kept
    })
    return (same ? previous : shared ? out : next) as T
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next)
    let same = keys.length === Object.keys(previous).length
    let shared = false
    const out: Record<string, unknown> = {}
    for (const key of keys) {
      const kept = keepEqual(previous[key], next[key])
      if (!(key in previous) || kept !== previous[key]) same = false
      if (kept !== next[key]) shared = true
      out[key] = kept
    }
    return (same ? previous : shared ? out : next) as T
  }
  return next
}
