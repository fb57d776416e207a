// Dates in the console's language (core/i18n/dateText.ts): each language's
// wording shown and read back, ISO read in every language, days that do not exist refused, a
// time only in date-and-time mode, and the first day of the week of each language's locale
// (with the table used where Intl has no week data).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dayOf, firstDayOfWeek, formatDateText, outsideDays, parseDateText, inputSize, timeOf, valueOfDay } from '#platform/core/i18n/dateText.ts'
import { LANGUAGES } from '#platform/core/i18n/language.ts'

describe('formatDateText', () => {
  it('writes a day in each language', () => {
    expect(formatDateText('2026-11-27', 'date', 'en')).toBe('Nov 27, 2026')
    expect(formatDateText('2026-11-27', 'date', 'zh')).toBe('2026年11月27日')
    expect(formatDateText('2026-01-05', 'date', 'tw')).toBe('2026年1月5日')
  })

  it('adds the time in date-and-time mode, and shows only the day of a date-time in date mode', () => {
    expect(formatDateText('2026-11-27T08:05', 'datetime', 'en')).toBe('Nov 27, 2026 08:05')
    expect(formatDateText('2026-11-27T23:59', 'datetime', 'zh')).toBe('2026年11月27日 23:59')
    expect(formatDateText('2026-11-27T23:59', 'date', 'tw')).toBe('2026年11月27日')
    expect(formatDateText('2026-11-27', 'datetime', 'en')).toBe('Nov 27, 2026 00:00')
  })

  it('shows nothing for no value or one that is not a date', () => {
    for (const value of ['', 'soon', '2026-02-30', '2026-13-01', '2026-11-27T24:00']) expect(formatDateText(value, 'date', 'en')).toBe('')
  })
})

describe('parseDateText', () => {
  it('reads back what each language shows', () => {
    for (const lang of LANGUAGES) {
      for (const value of ['2026-11-27', '2024-02-29', '1999-01-01']) expect(parseDateText(formatDateText(value, 'date', lang), 'date')).toBe(value)
      expect(parseDateText(formatDateText('2026-11-27T14:30', 'datetime', lang), 'datetime')).toBe('2026-11-27T14:30')
    }
  })

  it('reads ISO and its neighbours in any language', () => {
    expect(parseDateText('2026-11-27', 'date')).toBe('2026-11-27')
    expect(parseDateText(' 2026/1/5 ', 'date')).toBe('2026-01-05')
    expect(parseDateText('2026.11.27', 'date')).toBe('2026-11-27')
    expect(parseDateText('2026-11-27T14:30', 'datetime')).toBe('2026-11-27T14:30')
    expect(parseDateText('2026-11-27 9:05', 'datetime')).toBe('2026-11-27T09:05')
  })

  it('reads English and Chinese wordings, full-width digits too', () => {
    expect(parseDateText('November 27 2026', 'date')).toBe('2026-11-27')
    expect(parseDateText('nov 27th, 2026', 'date')).toBe('2026-11-27')
    expect(parseDateText('27 Sept 2026', 'date')).toBe('2026-09-27')
    expect(parseDateText('2026年11月27号', 'date')).toBe('2026-11-27')
    expect(parseDateText('２０２６年１１月２７日 １４：３０', 'datetime')).toBe('2026-11-27T14:30')
  })

  it('gives 00:00 to a day typed without a time in date-and-time mode', () => {
    expect(parseDateText('2026年11月27日', 'datetime')).toBe('2026-11-27T00:00')
  })

  it("is '' for empty text and null for text that is not a date", () => {
    expect(parseDateText('   ', 'date')).toBe('')
    for (const text of [
      'tomorrow',
      '2026-02-30',
      '2026-13-01',
      '11/27/2026',
      'Nov 31, 2026',
      'Ju 4, 2026',
      '2026-11-27 25:00',
      '2026-11-27 14:60',
      '0999-01-01',
    ]) {
      expect(parseDateText(text, 'datetime'), text).toBeNull()
    }
    expect(parseDateText('2026-11-27 14:30', 'date')).toBeNull()
  })
})

describe('days and times', () => {
  it('turns values into calendar days and back', () => {
    const day = dayOf('2026-11-27T14:30')!
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 10, 27, 0])
    expect(dayOf('')).toBeUndefined()
    expect(timeOf('2026-11-27T14:30')).toBe('14:30')
    expect(timeOf('2026-11-27')).toBeUndefined()
    expect(valueOfDay(new Date(2026, 0, 5), 'date')).toBe('2026-01-05')
    expect(valueOfDay(new Date(2026, 0, 5), 'datetime', '07:45')).toBe('2026-01-05T07:45')
  })

  it('knows a day outside min and max', () => {
    expect(outsideDays('2026-11-27', '2026-11-28')).toBe(true)
    expect(outsideDays('2026-11-27T23:00', undefined, '2026-11-27')).toBe(false)
    expect(outsideDays('2026-11-27', '2026-11-01', '2026-11-26')).toBe(true)
    expect(outsideDays('', '2026-11-01')).toBe(false)
  })

  it('sizes the field for the widest value of the language', () => {
    expect(inputSize('date', 'en')).toBe(Math.ceil(0.8 * 'Dec 28, 2026'.length))
    expect(inputSize('date', 'zh')).toBe(Math.ceil(0.8 * 8 + 2 * 3))
    expect(inputSize('datetime', 'tw')).toBe(Math.ceil(0.8 * 14 + 2 * 3))
  })
})

describe('firstDayOfWeek', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("follows each language's locale: Sunday in en and tw (zh-TW), Monday in zh (zh-CN)", () => {
    expect(firstDayOfWeek('en')).toBe(0)
    expect(firstDayOfWeek('zh')).toBe(1)
    expect(firstDayOfWeek('tw')).toBe(0)
  })

  it('uses the same answers where Intl has no week data', () => {
    class NoWeekInfo {
      constructor(readonly tag: string) {}
    }
    vi.stubGlobal('Intl', { ...Intl, Locale: NoWeekInfo })
    expect(LANGUAGES.map(firstDayOfWeek)).toEqual([0, 1, 0])
  })

  it('reads the older weekInfo getter', () => {
    class OldLocale {
      constructor(readonly tag: string) {}
      get weekInfo() {
        return { firstDay: this.tag === 'en' ? 1 : 7 }
      }
    }
    vi.stubGlobal('Intl', { ...Intl, Locale: OldLocale })
    expect(LANGUAGES.map(firstDayOfWeek)).toEqual([1, 0, 0])
  })
})
