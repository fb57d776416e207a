// The holiday calendar's import (src/domains/attendance/logic/icsDates.ts): the days of an
// iCalendar file's all-day and timed events (an all-day end exclusive), a recurring event's
// occurrences within three years, repeats once, and text that is not iCalendar refused.
import { describe, expect, it } from 'vitest'
import { icsDates } from '../../../../src/domains/attendance/logic/icsDates.ts'

const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n')

describe('icsDates', () => {
  it('reads an all-day event’s days up to its exclusive end, and a one-day event without an end', () => {
    const text = calendar(
      ['UID:a', 'DTSTART;VALUE=DATE:20301001', 'DTEND;VALUE=DATE:20301008', 'SUMMARY:National Day'],
      ['UID:b', 'DTSTART;VALUE=DATE:20300405', 'SUMMARY:Qingming'],
    )
    expect(icsDates(text)).toEqual(['2030-04-05', '2030-10-01', '2030-10-02', '2030-10-03', '2030-10-04', '2030-10-05', '2030-10-06', '2030-10-07'])
  })

  it('reads a timed event’s dates, its end’s date included', () => {
    const text = calendar(['UID:c', 'DTSTART:20300131T220000Z', 'DTEND:20300201T020000Z', 'SUMMARY:Overnight'])
    expect(icsDates(text)).toEqual(['2030-01-31', '2030-02-01'])
  })

  it('expands a yearly event within three years of its start, and keeps each date once', () => {
    const text = calendar(
      ['UID:d', 'DTSTART;VALUE=DATE:20300101', 'DTEND;VALUE=DATE:20300102', 'RRULE:FREQ=YEARLY', 'SUMMARY:New Year'],
      ['UID:e', 'DTSTART;VALUE=DATE:20310101', 'SUMMARY:New Year again'],
    )
    expect(icsDates(text)).toEqual(['2030-01-01', '2031-01-01', '2032-01-01', '2033-01-01'])
  })

  it('refuses text that is not iCalendar', () => {
    expect(icsDates('Date,Name\n2030-01-01,New Year')).toBeInstanceOf(Error)
  })
})
