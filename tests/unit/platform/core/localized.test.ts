import { describe, expect, it } from 'vitest'
import { localized } from '#platform/core/i18n/localized.ts'

describe('localized', () => {
  it("picks the user's language and falls back to English when it is missing or empty", () => {
    const post = { en: 'Chemistry lead', zh: '化学负责人', tw: '化學負責人' }
    expect(localized('en', post)).toBe('Chemistry lead')
    expect(localized('zh', post)).toBe('化学负责人')
    expect(localized('tw', post)).toBe('化學負責人')
    expect(localized('zh', { en: 'Research lead', zh: null })).toBe('Research lead')
    expect(localized('tw', { en: 'Research lead', tw: '' })).toBe('Research lead')
  })
})
