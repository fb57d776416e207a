// Snooze's times and rule: the menu's choices in local time — in three hours, tomorrow at 9:00,
// next Monday at 9:00 — across midnight, month ends and a DST change (New York's spring forward
// and fall back), and the check of a chosen time the server applies too.
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_SNOOZE_DAYS } from '../../../../src/domains/notifications/contract.ts'
import { snoozeProblem, snoozeTime, snoozeToRestore } from '../../../../src/domains/notifications/logic/snooze.ts'

const savedTZ = process.env.TZ
afterEach(() => {
  if (savedTZ === undefined) delete process.env.TZ
  else process.env.TZ = savedTZ
})

/** Local `YYYY-MM-DD HH:mm` of a moment in the current zone. */
const local = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`

describe('snoozeTime', () => {
  it('is three hours on, across midnight', () => {
    process.env.TZ = 'Asia/Shanghai'
    const now = new Date('2026-11-30T22:30:00+08:00')
    expect(local(snoozeTime('hours', now))).toBe('2026-12-01 01:30')
  })

  it('is tomorrow at 9:00 local, also from just before midnight and at a month end', () => {
    process.env.TZ = 'Asia/Shanghai'
    expect(local(snoozeTime('tomorrow', new Date('2026-11-30T23:59:00+08:00')))).toBe('2026-12-01 09:00')
    expect(local(snoozeTime('tomorrow', new Date('2026-12-01T00:01:00+08:00')))).toBe('2026-12-02 09:00')
    expect(local(snoozeTime('tomorrow', new Date('2026-12-31T12:00:00+08:00')))).toBe('2027-01-01 09:00')
  })

  it('is next Monday at 9:00: a day on from Sunday, a week on from Monday', () => {
    process.env.TZ = 'Asia/Shanghai'
    // 2026-11-28 is a Saturday.
    expect(local(snoozeTime('nextWeek', new Date('2026-11-28T10:00:00+08:00')))).toBe('2026-11-30 09:00')
    expect(local(snoozeTime('nextWeek', new Date('2026-11-29T23:00:00+08:00')))).toBe('2026-11-30 09:00')
    expect(local(snoozeTime('nextWeek', new Date('2026-11-30T08:00:00+08:00')))).toBe('2026-12-07 09:00')
    expect(snoozeTime('nextWeek', new Date('2026-11-30T08:00:00+08:00')).getDay()).toBe(1)
  })

  it('keeps 9:00 at 9:00 over a DST change (New York, spring forward and fall back)', () => {
    process.env.TZ = 'America/New_York'
    // Clocks go forward on 2026-03-08 and back on 2026-11-01.
    const spring = snoozeTime('tomorrow', new Date('2026-03-07T22:00:00-05:00'))
    expect(local(spring)).toBe('2026-03-08 09:00')
    expect(spring.toISOString()).toBe('2026-03-08T13:00:00.000Z')
    const fall = snoozeTime('nextWeek', new Date('2026-10-28T12:00:00-04:00'))
    expect(local(fall)).toBe('2026-11-02 09:00')
    expect(fall.toISOString()).toBe('2026-11-02T14:00:00.000Z')
    // Three hours are three hours of elapsed time, whatever the clock on the wall says.
    const across = snoozeTime('hours', new Date('2026-03-08T01:30:00-05:00'))
    expect(across.getTime() - Date.parse('2026-03-08T01:30:00-05:00')).toBe(3 * 3_600_000)
    expect(local(across)).toBe('2026-03-08 05:30')
  })
})

describe('snoozeProblem', () => {
  const now = new Date('2026-11-28T10:00:00Z')
  it('accepts a time from a minute to the limit ahead', () => {
    expect(snoozeProblem(new Date(now.getTime() + 60_000), now)).toBeNull()
    expect(snoozeProblem(new Date(now.getTime() + MAX_SNOOZE_DAYS * 86_400_000), now)).toBeNull()
  })
  it('refuses what is not a time, not ahead, or too far', () => {
    expect(snoozeProblem(new Date(NaN), now)).toBe('notTime')
    expect(snoozeProblem(new Date(now.getTime() + 59_000), now)).toBe('past')
    expect(snoozeProblem(new Date(now.getTime() - 3_600_000), now)).toBe('past')
    expect(snoozeProblem(new Date(now.getTime() + MAX_SNOOZE_DAYS * 86_400_000 + 1), now)).toBe('tooFar')
  })
})

describe('snoozeToRestore', () => {
  const now = new Date('2026-11-28T10:00:00Z')
  it('goes back to a snooze still ahead by a minute, else to none', () => {
    expect(snoozeToRestore('2026-11-28T12:00:00.000Z', now)).toBe('2026-11-28T12:00:00.000Z')
    expect(snoozeToRestore('2026-11-28T10:00:30.000Z', now)).toBeNull()
    expect(snoozeToRestore(null, now)).toBeNull()
    expect(snoozeToRestore(undefined, now)).toBeNull()
  })
})
