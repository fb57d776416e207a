// The console's Lingui instances format dates, numbers and plurals by each language's BCP 47 tag:
// our code `tw` alone is Twi to Intl (it fell back to English month names and Twi plural rules).
import { describe, expect, it } from 'vitest'
import { loadI18n } from '#platform/core/i18n/catalogs.ts'

const NOVEMBER = new Date('2026-11-01T00:00:00Z')

describe('loadI18n', () => {
  it.each([
    ['en', 'November 2026'],
    ['zh', '2026年11月'],
    ['tw', '2026年11月'],
  ] as const)('formats a month in %s as %s', async (lang, month) => {
    const i18n = await loadI18n(lang)
    expect(i18n.date(NOVEMBER, { timeZone: 'UTC', year: 'numeric', month: 'long' })).toBe(month)
  })

  it('writes Traditional Chinese numbers and weekdays, not Twi', async () => {
    const i18n = await loadI18n('tw')
    expect(i18n.date(NOVEMBER, { timeZone: 'UTC', weekday: 'long' })).toBe('星期日')
    expect(i18n.number(12345.5)).toBe('12,345.5')
  })
})
