/**
 * Keyboard movement in a list with an active row (listboxes, virtualised lists): the row an
 * arrow, Home/End or PageUp/PageDown key moves to, clamped to the list. Framework-free.
 */

/** The index `key` moves the active row to, or null when the key does not move it. */
export function nextIndex(key: string, current: number, count: number, pageRows = 10): number | null {
  if (count === 0) return null
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i))
  switch (key) {
    case 'ArrowDown':
      return clamp(current < 0 ? 0 : current + 1)
    case 'ArrowUp':
      return clamp(current < 0 ? 0 : current - 1)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    case 'PageDown':
      return clamp(current + pageRows)
    case 'PageUp':
      return clamp(current - pageRows)
    default:
      return null
  }
}
