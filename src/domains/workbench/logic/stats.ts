/** Counting for the dashboard: notifications per week over a window ending today. */
import dayjs, { type Dayjs } from 'dayjs'
import type { Notification } from '../../notifications/index.ts'

export const TREND_WEEKS = 13

/** Counts per week, oldest first; the last week ends at the end of `now`'s day. */
export function weeklyCounts(
  notifications: readonly Pick<Notification, 'createTime'>[],
  now: Dayjs = dayjs(),
  weeks = TREND_WEEKS,
): Array<{ start: Dayjs; count: number }> {
  const end = now.endOf('day')
  const out = Array.from({ length: weeks }, (_, i) => ({ start: end.subtract((weeks - i) * 7, 'day').add(1, 'ms'), count: 0 }))
  for (const n of notifications) {
    const age = end.diff(dayjs(n.createTime), 'day', true)
    if (age < 0 || age >= weeks * 7) continue
    out[weeks - 1 - Math.floor(age / 7)]!.count++
  }
  return out
}
