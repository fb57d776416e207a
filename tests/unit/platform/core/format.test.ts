import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_DATE_FORMAT, dateFilter, formatTime, numberFormatter, param2Obj, parseTime, timeAgo, toDate, toThousands } from '#platform/core/format.ts'

/** 2024-01-02T03:04:05Z as epoch seconds and milliseconds. */
const SECONDS = 1704164645
const MS = SECONDS * 1000

/** Runs the assertions in a given IANA zone (Node re-reads TZ when it is assigned). */
const savedTZ = process.env.TZ
function inZone(tz: string, fn: () => void) {
  process.env.TZ = tz
  try {
    fn()
  } finally {
    process.env.TZ = 'UTC'
  }
}
beforeEach(() => {
  process.env.TZ = 'UTC'
})
afterEach(() => {
  if (savedTZ === undefined) delete process.env.TZ
  else process.env.TZ = savedTZ
})

describe('parseTime', () => {
  it('reads epoch milliseconds, 10-digit seconds as number or string, and digit strings', () => {
    expect(parseTime(MS)).toBe('2024-01-02 03:04:05')
    expect(parseTime(SECONDS)).toBe('2024-01-02 03:04:05')
    expect(parseTime(String(SECONDS))).toBe('2024-01-02 03:04:05')
    expect(parseTime(` ${SECONDS} `)).toBe('2024-01-02 03:04:05')
    expect(parseTime(String(MS))).toBe('2024-01-02 03:04:05')
    expect(parseTime(0)).toBe('1970-01-01 00:00:00')
    expect(parseTime(999999999)).toBe('1970-01-12 13:46:39')
  })

  it('reads Dates and date strings', () => {
    expect(parseTime(new Date(MS))).toBe('2024-01-02 03:04:05')
    expect(parseTime('2024-01-02T03:04:05Z')).toBe('2024-01-02 03:04:05')
    expect(parseTime('2024-01-02T11:04:05+08:00')).toBe('2024-01-02 03:04:05')
    expect(parseTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05')
    expect(parseTime('2024/1/2')).toBe('2024-01-02 00:00:00')
    expect(parseTime('2024-02-29 10:00')).toBe('2024-02-29 10:00:00')
  })

  it('formats with dayjs tokens', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss')
    expect(parseTime(MS, 'YYYY/MM/DD')).toBe('2024/01/02')
    expect(parseTime(MS, 'M月D日 HH:mm')).toBe('1月2日 03:04')
    expect(parseTime(MS, 'ddd [at] h:mm A')).toBe('Tue at 3:04 AM')
  })

  it('returns null for empty and invalid input', () => {
    expect(parseTime(null)).toBeNull()
    expect(parseTime(undefined)).toBeNull()
    expect(parseTime('')).toBeNull()
    expect(parseTime('   ')).toBeNull()
    expect(parseTime('not a date')).toBeNull()
    expect(parseTime('2024-02-30')).toBeNull()
    expect(parseTime('2023-02-29 10:00:00')).toBeNull()
    expect(parseTime(Number.NaN)).toBeNull()
    expect(parseTime(new Date('nope'))).toBeNull()
  })

  it('shows epoch input in the local zone and keeps local date strings as written', () => {
    inZone('Asia/Shanghai', () => {
      expect(parseTime(SECONDS)).toBe('2024-01-02 11:04:05')
      expect(parseTime('2024-01-02T03:04:05Z')).toBe('2024-01-02 11:04:05')
      expect(parseTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05')
    })
    inZone('America/New_York', () => {
      expect(parseTime(SECONDS)).toBe('2024-01-01 22:04:05')
      expect(parseTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05')
      expect(toDate('2024-01-02 03:04:05')?.toISOString()).toBe('2024-01-02T08:04:05.000Z')
    })
  })
})

describe('formatTime', () => {
  const now = MS
  const ago = (s: number) => now - s * 1000

  it('reads "just now" under 30 s, then minutes, hours and 1 day ago under 48 h (en)', () => {
    expect(formatTime(ago(0), undefined, 'en', now)).toBe('just now')
    expect(formatTime(ago(29), undefined, 'en', now)).toBe('just now')
    expect(formatTime(ago(30), undefined, 'en', now)).toBe('1 minute ago')
    expect(formatTime(ago(61), undefined, 'en', now)).toBe('2 minutes ago')
    expect(formatTime(ago(3599), undefined, 'en', now)).toBe('60 minutes ago')
    expect(formatTime(ago(3600), undefined, 'en', now)).toBe('1 hour ago')
    expect(formatTime(ago(3601), undefined, 'en', now)).toBe('2 hours ago')
    expect(formatTime(ago(86399), undefined, 'en', now)).toBe('24 hours ago')
    expect(formatTime(ago(86400), undefined, 'en', now)).toBe('1 day ago')
    expect(formatTime(ago(172799), undefined, 'en', now)).toBe('1 day ago')
  })

  it('uses 刚刚 / 分钟前 / 小时前 / 1天前 in zh and the traditional forms in tw', () => {
    expect(formatTime(ago(10), undefined, 'zh', now)).toBe('刚刚')
    expect(formatTime(ago(300), undefined, 'zh', now)).toBe('5分钟前')
    expect(formatTime(ago(7200), undefined, 'zh', now)).toBe('2小时前')
    expect(formatTime(ago(100000), undefined, 'zh', now)).toBe('1天前')
    expect(formatTime(ago(10), undefined, 'tw', now)).toBe('剛剛')
    expect(formatTime(ago(300), undefined, 'tw', now)).toBe('5分鐘前')
    expect(formatTime(ago(7200), undefined, 'tw', now)).toBe('2小時前')
    expect(formatTime(ago(100000), undefined, 'tw', now)).toBe('1天前')
  })

  it('shows older times as a date: the given format, else the language default', () => {
    const old = ago(172800)
    expect(formatTime(old, undefined, 'zh', now)).toBe('12月31日3时4分')
    expect(formatTime(old, undefined, 'tw', now)).toBe('12月31日3時4分')
    expect(formatTime(old, undefined, 'en', now)).toBe('Dec 31, 03:04')
    expect(formatTime(old, 'YYYY-MM-DD', 'zh', now)).toBe('2023-12-31')
    expect(formatTime(old, '', 'en', now)).toBe('Dec 31, 03:04')
  })

  it('reads 10-digit seconds (number or string) and treats future times as just now', () => {
    expect(formatTime(SECONDS - 120, undefined, 'en', now)).toBe('2 minutes ago')
    expect(formatTime(String(SECONDS - 7200), undefined, 'zh', now)).toBe('2小时前')
    expect(formatTime(now + 3_600_000, undefined, 'en', now)).toBe('just now')
  })

  it('defaults to English and the real clock', () => {
    expect(formatTime(Date.now() - 5000)).toBe('just now')
  })

  it('returns null for empty input', () => {
    expect(formatTime(null)).toBeNull()
    expect(formatTime('')).toBeNull()
  })

  it('shows the older date in the local zone', () => {
    inZone('Asia/Shanghai', () => {
      expect(formatTime(ago(172800), undefined, 'zh', now)).toBe('12月31日11时4分')
    })
  })
})

describe('timeAgo', () => {
  const nowS = SECONDS
  const at = (secondsAgo: number) => nowS - secondsAgo
  const t = (secondsAgo: number, lang: 'en' | 'zh' | 'tw' = 'en') => timeAgo(at(secondsAgo), lang, nowS * 1000)

  it('counts whole minutes under an hour, hours under a day, then days (en)', () => {
    expect(t(0)).toBe('0 minutes ago')
    expect(t(59)).toBe('0 minutes ago')
    expect(t(60)).toBe('1 minute ago')
    expect(t(3599)).toBe('59 minutes ago')
    expect(t(3600)).toBe('1 hour ago')
    expect(t(86399)).toBe('23 hours ago')
    expect(t(86400)).toBe('1 day ago')
    expect(t(86400 * 3 + 5)).toBe('3 days ago')
  })

  it('speaks zh and tw', () => {
    expect(t(300, 'zh')).toBe('5分钟前')
    expect(t(7200, 'zh')).toBe('2小时前')
    expect(t(86400 * 2, 'zh')).toBe('2天前')
    expect(t(300, 'tw')).toBe('5分鐘前')
    expect(t(7200, 'tw')).toBe('2小時前')
  })

  it('accepts a numeric string, clamps future times and refuses junk', () => {
    expect(timeAgo(String(at(120)), 'en', nowS * 1000)).toBe('2 minutes ago')
    expect(timeAgo(at(-500), 'en', nowS * 1000)).toBe('0 minutes ago')
    expect(timeAgo('abc', 'en', nowS * 1000)).toBe('')
    expect(timeAgo('', 'en', nowS * 1000)).toBe('')
  })

  it('reads a moment as parseTime does: a Date, epoch milliseconds or 10-digit epoch seconds', () => {
    const now = nowS * 1000
    expect(timeAgo(new Date(now - 120_000), 'en', now)).toBe('2 minutes ago')
    expect(timeAgo(now - 7_200_000, 'en', now)).toBe('2 hours ago')
    expect(timeAgo(nowS - 120, 'en', now)).toBe('2 minutes ago')
    // A small number is a moment in 1970 (epoch milliseconds), not a duration.
    expect(timeAgo(120, 'en', Date.UTC(1970, 0, 3))).toBe('1 day ago')
  })
})

describe('numberFormatter', () => {
  it('abbreviates with k, M, G, T, P, E', () => {
    expect(numberFormatter(1234, 1)).toBe('1.2k')
    expect(numberFormatter(1_500_000, 1)).toBe('1.5M')
    expect(numberFormatter(2.5e9, 2)).toBe('2.5G')
    expect(numberFormatter(3e12)).toBe('3T')
    expect(numberFormatter(4.25e15, 2)).toBe('4.25P')
    expect(numberFormatter(6e18)).toBe('6E')
  })

  it('drops trailing zeros and leaves numbers under 1000 alone', () => {
    expect(numberFormatter(1000, 2)).toBe('1k')
    expect(numberFormatter(1050, 2)).toBe('1.05k')
    expect(numberFormatter(1100, 3)).toBe('1.1k')
    expect(numberFormatter(999, 2)).toBe('999')
    expect(numberFormatter(12.345, 1)).toBe('12.345')
    expect(numberFormatter(0)).toBe('0')
  })

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(numberFormatter(999_999, 1)).toBe('1M')
    expect(numberFormatter(999_499, 0)).toBe('999k')
  })

  it('keeps the sign and passes non-finite values through', () => {
    expect(numberFormatter(-1234, 1)).toBe('-1.2k')
    expect(numberFormatter(Number.POSITIVE_INFINITY)).toBe('Infinity')
    expect(numberFormatter(Number.NaN)).toBe('NaN')
    expect(numberFormatter(1234, -3)).toBe('1k')
  })
})

describe('toThousands', () => {
  it('groups the integer part by thousands', () => {
    expect(toThousands(1234567)).toBe('1,234,567')
    expect(toThousands(1234567.891)).toBe('1,234,567.891')
    expect(toThousands(-9876543)).toBe('-9,876,543')
    expect(toThousands(999)).toBe('999')
    expect(toThousands('10000')).toBe('10,000')
  })
  it('shows 0 for non-numbers', () => {
    expect(toThousands('abc')).toBe('0')
    expect(toThousands(Number.NaN)).toBe('0')
    expect(toThousands('')).toBe('0')
  })
})

describe('param2Obj', () => {
  it('turns the query into an object, decoding values and + as a space', () => {
    expect(param2Obj('https://x.example/a?name=A%26B&q=hello+world&empty=&flag#hash=1')).toEqual({
      name: 'A&B',
      q: 'hello world',
      empty: '',
      flag: '',
    })
  })
  it('keeps the last of repeated keys and returns {} without a query', () => {
    expect(param2Obj('/p?a=1&a=2')).toEqual({ a: '2' })
    expect(param2Obj('/p')).toEqual({})
    expect(param2Obj('/p?')).toEqual({})
  })
})

describe('dateFilter', () => {
  it('shows a dash unchanged and empty as blank', () => {
    expect(dateFilter('-')).toBe('-')
    expect(dateFilter('')).toBe('')
    expect(dateFilter('  ')).toBe('')
    expect(dateFilter(null)).toBe('')
    expect(dateFilter(undefined)).toBe('')
  })
  it('formats dates, YYYY-MM-DD HH:mm:ss by default', () => {
    expect(dateFilter(MS)).toBe('2024-01-02 03:04:05')
    expect(dateFilter('2024-01-02T03:04:05Z', 'YYYY-MM-DD')).toBe('2024-01-02')
  })
  it('shows text that is not a date as it is', () => {
    expect(dateFilter('soon')).toBe('soon')
  })
})
