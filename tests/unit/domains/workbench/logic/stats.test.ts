import { describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import { weeklyCounts } from '../../../../../src/domains/workbench/logic/stats.ts'

describe('weeklyCounts', () => {
  const now = dayjs('2026-11-21T12:00:00')
  it('puts each notification in its week, oldest week first, ignoring the future and the too old', () => {
    const at = (daysAgo: number) => ({ createTime: now.subtract(daysAgo, 'day').toISOString() })
    const weeks = weeklyCounts([at(0), at(1), at(6), at(7), at(13), at(90), at(91), at(200), at(-1)], now)
    expect(weeks).toHaveLength(13)
    expect(weeks.map((w) => w.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3])
    expect(weeks[12]!.start.format('YYYY-MM-DD')).toBe('2026-11-15')
    expect(weeks[0]!.start.format('YYYY-MM-DD')).toBe('2026-08-23')
  })
})
