/**
 * Date filters of the admin logs: a calendar day picked in a DateField (yyyy-mm-dd, the
 * browser's local day) as the instant it starts, so "to 3 May" means before the start of 4 May.
 */

/** A local calendar day (yyyy-mm-dd) as the ISO instant it starts, `days` later; undefined for ''. */
export function dayStart(day: string, days = 0): string | undefined {
  if (!day) return undefined
  const [y, m, d] = day.split('-').map(Number)
  return new Date(y, m - 1, d + days).toISOString()
}
