/** Months as YYYY-MM, framework-free: the browser's month now and a month moved by some months. */

/** YYYY-MM of `month` moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1 + by, 1)).toISOString().slice(0, 7)
}

/** The browser's month now, YYYY-MM. */
export function thisMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
}
