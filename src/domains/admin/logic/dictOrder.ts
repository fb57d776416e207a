/**
 * Reordering a dictionary's entries: the codes in their new order after moving one up or down
 * (unchanged at either end). Framework-free.
 */

/** `codes` with `code` moved one place up (-1) or down (+1); null when it cannot move. */
export function moveCode(codes: readonly string[], code: string, delta: -1 | 1): string[] | null {
  const from = codes.indexOf(code)
  const to = from + delta
  if (from < 0 || to < 0 || to >= codes.length) return null
  const next = [...codes]
  next[from] = codes[to]
  next[to] = code
  return next
}
