// A member's day under their organisation's rules (src/domains/attendance/logic/memberDay.ts):
// on time, late and left early past the grace, absent and missed check-ins once the windows close,
// rest days and make-up days, leave, outside check-ins counting once approved — around midnight,
// across daylight-saving changes (New York, Berlin) and in a zone without them (Shanghai), and
// under a change of rules.
import { describe, expect, it } from 'vitest'
import {
  checkDayRules,
  dayClosed,
  dayFrame,
  effectiveRules,
  instantOf,
  isWorkingDay,
  localOf,
  memberDay,
  type DayCheckIn,
  type DayRules,
} from '../../../../src/domains/attendance/logic/memberDay.ts'

const SHANGHAI: DayRules = {
  timeZone: 'Asia/Shanghai',
  workingDays: [1, 2, 3, 4, 5],
  holidays: ['2026-10-01', '2026-10-02'],
  extraWorkingDays: ['2026-09-27'],
  start: '09:00',
  end: '18:00',
  graceMinutes: 5,
  checkIn: { from: '06:00', until: '12:00' },
  checkOut: { from: '12:00', until: '23:59' },
}

/** A check-in at wall time `time` of `date` in the rules' zone. */
const inside = (date: string, time: string, rules = SHANGHAI): DayCheckIn => ({
  at: new Date(instantOf(date, time, rules.timeZone)).toISOString(),
  verdict: 'inside',
})
const endOf = (date: string, rules = SHANGHAI) => new Date(instantOf(date, '23:59', rules.timeZone) + 60_000)

describe('a working day', () => {
  const day = '2026-11-27' // a Friday

  it('is on time inside the grace, late past it (minutes from the start), left early past it', () => {
    expect(memberDay(day, SHANGHAI, [inside(day, '09:05'), inside(day, '17:55')], null, endOf(day))).toMatchObject({
      states: ['on-time'],
      lateMinutes: 0,
      earlyMinutes: 0,
    })
    const late = memberDay(day, SHANGHAI, [inside(day, '09:12'), inside(day, '17:40')], null, endOf(day))
    expect(late).toMatchObject({ states: ['late', 'left-early'], lateMinutes: 12, earlyMinutes: 20 })
    // The first check-in of the window is the arrival, the last of the other the departure.
    const many = memberDay(day, SHANGHAI, [inside(day, '19:00'), inside(day, '08:50'), inside(day, '10:00'), inside(day, '18:30')], null, endOf(day))
    expect(many.arrival).toBe(inside(day, '08:50').at)
    expect(many.departure).toBe(inside(day, '19:00').at)
  })

  it('is open while a check-in could still change it, absent once the check-in window closes, and says which check-in is missing', () => {
    expect(memberDay(day, SHANGHAI, [], null, new Date(instantOf(day, '11:59', SHANGHAI.timeZone))).states).toEqual(['open'])
    expect(memberDay(day, SHANGHAI, [], null, new Date(instantOf(day, '12:01', SHANGHAI.timeZone))).states).toEqual(['absent'])
    expect(memberDay(day, SHANGHAI, [inside(day, '08:59')], null, new Date(instantOf(day, '15:00', SHANGHAI.timeZone))).states).toEqual(['open'])
    expect(memberDay(day, SHANGHAI, [inside(day, '08:59')], null, endOf(day)).states).toEqual(['no-check-out'])
    expect(memberDay(day, SHANGHAI, [inside(day, '18:05')], null, endOf(day)).states).toEqual(['no-check-in'])
    // A check-in outside both windows counts for neither.
    expect(memberDay(day, SHANGHAI, [inside(day, '05:59')], null, endOf(day)).states).toEqual(['absent'])
  })

  it('counts an outside check-in once approved; pending or rejected it does not', () => {
    const outside = (approval?: DayCheckIn['approval']): DayCheckIn => ({ ...inside(day, '08:55'), verdict: 'outside', approval })
    const leaving = inside(day, '18:10')
    expect(memberDay(day, SHANGHAI, [outside(), leaving], null, endOf(day)).states).toEqual(['no-check-in', 'outside-pending'])
    expect(memberDay(day, SHANGHAI, [outside('pending'), leaving], null, endOf(day)).states).toEqual(['no-check-in', 'outside-pending'])
    expect(memberDay(day, SHANGHAI, [outside('rejected'), leaving], null, endOf(day)).states).toEqual(['no-check-in', 'outside-rejected'])
    expect(memberDay(day, SHANGHAI, [outside('approved'), leaving], null, endOf(day)).states).toEqual(['on-time', 'outside-approved'])
    // An uncertain position (poor accuracy) counts as it is.
    expect(memberDay(day, SHANGHAI, [{ ...inside(day, '08:55'), verdict: 'uncertain' }, leaving], null, endOf(day)).states).toEqual(['on-time'])
  })

  it('is on leave with an approved leave, whatever was checked in', () => {
    expect(memberDay(day, SHANGHAI, [inside(day, '10:30')], 'annual', endOf(day))).toMatchObject({ states: ['on-leave'], leave: 'annual', lateMinutes: 0 })
  })
})

describe('days that rest', () => {
  it('rests on weekends and holidays, works on a make-up day', () => {
    expect(isWorkingDay('2026-11-28', SHANGHAI)).toBe(false) // Saturday
    expect(isWorkingDay('2026-10-01', SHANGHAI)).toBe(false) // a holiday on a Thursday
    expect(isWorkingDay('2026-09-27', SHANGHAI)).toBe(true) // a make-up Sunday
    expect(memberDay('2026-11-28', SHANGHAI, [], null, endOf('2026-11-28')).states).toEqual(['not-working'])
    expect(memberDay('2026-09-27', SHANGHAI, [], null, endOf('2026-09-27')).states).toEqual(['absent'])
  })
})

describe('midnight and time zones', () => {
  it("reads a check-in by its local date: 23:59 is the day's, 00:00 the next day's", () => {
    const day = '2026-11-26'
    const lastMinute = inside(day, '23:59')
    const next = inside('2026-11-27', '00:00')
    const result = memberDay(
      day,
      { ...SHANGHAI, checkOut: { from: '12:00', until: '23:59' } },
      [inside(day, '08:58'), lastMinute, next],
      null,
      endOf('2026-11-27'),
    )
    expect(result.departure).toBe(lastMinute.at)
    // 00:00 in Shanghai is 16:00 UTC the day before: the zone decides, not UTC.
    expect(localOf(Date.parse(next.at), 'Asia/Shanghai')).toEqual({ date: '2026-11-27', minutes: 0 })
    expect(localOf(Date.parse(next.at), 'UTC').date).toBe('2026-11-26')
  })

  it('is the same day for the same wall times in another zone', () => {
    const berlin = { ...SHANGHAI, timeZone: 'Europe/Berlin' }
    const day = '2026-11-27'
    expect(memberDay(day, berlin, [inside(day, '09:12', berlin), inside(day, '18:00', berlin)], null, endOf(day, berlin))).toMatchObject({
      states: ['late'],
      lateMinutes: 12,
    })
    // The Shanghai check-ins are 7 hours earlier on Berlin's wall: 02:12, before the window
    // opens, and 11:00 — the arrival, two hours late, and no departure.
    expect(memberDay(day, berlin, [inside(day, '09:12'), inside(day, '18:00')], null, endOf(day, berlin))).toMatchObject({
      states: ['late', 'no-check-out'],
      lateMinutes: 120,
    })
  })
})

describe('daylight saving', () => {
  const newYork: DayRules = {
    ...SHANGHAI,
    timeZone: 'America/New_York',
    holidays: [],
    extraWorkingDays: [],
    start: '08:00',
    checkIn: { from: '00:30', until: '12:00' },
  }

  it('keeps wall times on the day the clocks go forward (New York, 2026-03-08 02:00 → 03:00)', () => {
    const day = '2026-03-09' // the Monday after
    expect(memberDay(day, newYork, [inside(day, '08:00', newYork), inside(day, '18:00', newYork)], null, endOf(day, newYork)).states).toEqual(['on-time'])
    // The start instant is 12:00 UTC after the change (UTC−4), 13:00 before it (UTC−5).
    expect(new Date(instantOf('2026-03-09', '08:00', 'America/New_York')).toISOString()).toBe('2026-03-09T12:00:00.000Z')
    expect(new Date(instantOf('2026-03-06', '08:00', 'America/New_York')).toISOString()).toBe('2026-03-06T13:00:00.000Z')
  })

  it('counts real minutes across a change inside the working day (a Sunday made a working day)', () => {
    const sunday = { ...newYork, start: '01:00', extraWorkingDays: ['2026-03-08'], checkIn: { from: '00:30', until: '11:00' } }
    // 03:30 on the wall is 1 h 30 min after 01:00: 02:00–03:00 does not exist that night.
    const result = memberDay(
      '2026-03-08',
      sunday,
      [inside('2026-03-08', '03:30', sunday), inside('2026-03-08', '18:00', sunday)],
      null,
      endOf('2026-03-08', sunday),
    )
    expect(result).toMatchObject({ states: ['late'], lateMinutes: 90 })
    // Berlin falls back on 2026-10-25 (03:00 → 02:00): 01:00 to 04:00 on the wall is four hours.
    const berlin = { ...sunday, timeZone: 'Europe/Berlin', extraWorkingDays: ['2026-10-25'] }
    expect(
      memberDay('2026-10-25', berlin, [inside('2026-10-25', '04:00', berlin), inside('2026-10-25', '18:00', berlin)], null, endOf('2026-10-25', berlin)),
    ).toMatchObject({
      lateMinutes: 240,
    })
  })
})

describe('the day frame (the instants computed once per rules and date)', () => {
  // Every 7 minutes through a week holding a daylight-saving change, in zones that move by an
  // hour, by half an hour (Lord Howe) and not at all: an instant lies in a date's frame exactly
  // when its local date is that date — the frame decides as `localOf` does, without the zone per check-in.
  it.each([
    ['America/New_York', '2026-03-06'],
    ['Australia/Lord_Howe', '2026-04-03'],
    ['Asia/Shanghai', '2026-03-06'],
  ])('holds each instant of %s from %s in its local date’s frame', (zone, first) => {
    const rules = { ...SHANGHAI, timeZone: zone }
    const start = instantOf(first, '00:00', zone)
    for (let instant = start; instant < start + 5 * 86_400_000; instant += 7 * 60_000) {
      const date = localOf(instant, zone).date
      const frame = dayFrame(date, rules)
      expect(instant >= frame.dayStart && instant < frame.dayEnd, `${zone} ${new Date(instant).toISOString()}`).toBe(true)
    }
  })

  it('closes a day once its check-out window is over, not before', () => {
    const frame = dayFrame('2026-03-09', SHANGHAI)
    expect(dayClosed(frame, new Date(instantOf('2026-03-09', '23:59', 'Asia/Shanghai')))).toBe(false)
    expect(dayClosed(frame, new Date(instantOf('2026-03-10', '00:00', 'Asia/Shanghai')))).toBe(true)
  })
})

describe('rules', () => {
  it('decides the same check-ins again under new rules (a later start, more grace)', () => {
    const day = '2026-11-27'
    const checkIns = [inside(day, '09:20'), inside(day, '18:00')]
    expect(memberDay(day, SHANGHAI, checkIns, null, endOf(day))).toMatchObject({ states: ['late'], lateMinutes: 20 })
    expect(memberDay(day, { ...SHANGHAI, start: '09:30' }, checkIns, null, endOf(day)).states).toEqual(['on-time'])
    expect(memberDay(day, { ...SHANGHAI, graceMinutes: 30 }, checkIns, null, endOf(day)).states).toEqual(['on-time'])
  })

  it('finds what is wrong with a set of rules', () => {
    expect(checkDayRules(SHANGHAI)).toEqual([])
    expect(checkDayRules({ ...SHANGHAI, timeZone: 'Mars/Olympus', workingDays: [0, 8], start: '18:00', end: '09:00' })).toEqual([
      { field: 'timeZone', problem: 'time-zone' },
      { field: 'workingDays', problem: 'weekdays' },
      { field: 'end', problem: 'start-before-end' },
      { field: 'checkIn.from', problem: 'check-in-window' },
      { field: 'checkOut.until', problem: 'check-out-window' },
    ])
    expect(checkDayRules({ ...SHANGHAI, start: '9:00', holidays: ['2026-09-27'] })).toEqual([
      { field: 'extraWorkingDays', problem: 'holiday-and-working' },
      { field: 'start', problem: 'time' },
    ])
    expect(checkDayRules({ ...SHANGHAI, checkIn: { from: '06:00', until: '13:00' } })).toEqual([{ field: 'checkIn.until', problem: 'windows-overlap' }])
    expect(checkDayRules({ ...SHANGHAI, workingDays: [1, 1], holidays: ['2026-02-30'], graceMinutes: 241 })).toEqual([
      { field: 'workingDays', problem: 'weekdays' },
      { field: 'holidays', problem: 'dates' },
      { field: 'graceMinutes', problem: 'grace' },
    ])
    expect(checkDayRules({ ...SHANGHAI, extraWorkingDays: Array.from({ length: 401 }, () => '2026-01-01') })).toEqual([
      { field: 'extraWorkingDays', problem: 'too-many-dates' },
    ])
    // The scopes that apply: absent, or 1 to 20 different positive ids.
    expect(checkDayRules({ ...SHANGHAI, scopeIds: [3, 1] })).toEqual([])
    expect(checkDayRules({ ...SHANGHAI, scopeIds: Array.from({ length: 20 }, (_, i) => i + 1) })).toEqual([])
    for (const scopeIds of [[], [1, 1], [0], [2.5], Array.from({ length: 21 }, (_, i) => i + 1)]) {
      expect(checkDayRules({ ...SHANGHAI, scopeIds })).toEqual([{ field: 'scopeIds', problem: 'scopes' }])
    }
  })

  it('applies the nearest rules above an organisation, else the tenant’s', () => {
    const parents = new Map<number, number | null>([
      [1, null],
      [2, 1],
      [3, 2],
      [4, 1],
    ])
    const parentOf = (id: number) => parents.get(id) ?? null
    const own = new Map([[2, { ...SHANGHAI, start: '08:30' }]])
    expect(effectiveRules(3, parentOf, own, SHANGHAI).start).toBe('08:30')
    expect(effectiveRules(2, parentOf, own, SHANGHAI).start).toBe('08:30')
    expect(effectiveRules(4, parentOf, own, SHANGHAI).start).toBe('09:00')
    // A cycle in bad data ends the walk.
    expect(effectiveRules(5, (id) => (id === 5 ? 6 : 5), own, SHANGHAI)).toBe(SHANGHAI)
  })
})
