// DateField in jsdom: the value shown in each language's wording, typed text in
// that wording or ISO applied on leaving the field, bad text or a day outside min/max answered
// with a message and no change, the calendar in the language (month and weekday names, Monday
// first in Chinese, Sunday in English) with disabled days, its keyboard (arrows, PageDown, Enter,
// Escape back to the button), Clear and Today, and the date-and-time mode's hour and minute.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { useState } from 'react'
import type { I18n } from '@lingui/core'
import { loadI18n } from '#platform/core/i18n/catalogs.ts'
import type { Language } from '#platform/core/i18n/language.ts'
import { ElementContext, type ElementContextValue } from '#platform/ui/elementContext.ts'
import { DateField, type DateFieldProps } from '#platform/ui/DateField.tsx'

const i18n = {} as Record<Language, I18n>
beforeAll(async () => {
  for (const lang of ['en', 'zh', 'tw'] as const) i18n[lang] = await loadI18n(lang)
})
afterEach(cleanup)

type Props = Partial<DateFieldProps> & { lang?: Language; initial?: string }

function Harness({ lang = 'en', initial = '', onChange, ...props }: Props) {
  const [value, setValue] = useState(initial)
  const element: ElementContextValue = { host: null, portal: document.body, lang, emit: () => true }
  return (
    <I18nProvider i18n={i18n[lang]}>
      <ElementContext.Provider value={element}>
        <DateField
          label="Day"
          name="day"
          {...props}
          value={value}
          onChange={(next) => {
            setValue(next)
            onChange?.(next)
          }}
        />
      </ElementContext.Provider>
    </I18nProvider>
  )
}

const input = () => screen.getByLabelText<HTMLInputElement>('Day', { selector: 'input' })
const trigger = () => document.querySelector<HTMLButtonElement>('[data-date-trigger]')!
const typeAndLeave = (text: string) => {
  fireEvent.change(input(), { target: { value: text } })
  fireEvent.blur(input())
}
async function openCalendar(): Promise<HTMLElement> {
  fireEvent.click(trigger())
  // The first opening imports the calendar's lazy chunk: on a loaded machine that takes over
  // waitFor's default second (seen while a benchmark ran beside the suite).
  return waitFor(
    () => {
      const grid = document.querySelector<HTMLElement>('[data-date-calendar] [role=grid]')
      expect(grid).toBeTruthy()
      return grid!
    },
    { timeout: 5000 },
  )
}
const weekdays = () => [...document.querySelectorAll('[data-date-calendar] th')].map((th) => th.textContent)
const caption = () => document.querySelector('[data-date-calendar] .rdp-caption_label')?.textContent
const day = (n: number) =>
  [...document.querySelectorAll<HTMLButtonElement>('[data-date-calendar] td:not(.rdp-outside) button')].find((b) => b.textContent === String(n))!
const focused = () => document.activeElement as HTMLElement | null

describe('DateField: the text', () => {
  it("shows the value in the language's wording", () => {
    const { unmount } = render(<Harness initial="2026-11-27" />)
    expect(input().value).toBe('Nov 27, 2026')
    unmount()
    render(<Harness lang="zh" initial="2026-11-27" />)
    expect(input().value).toBe('2026年11月27日')
    expect(input().placeholder).toBe('年-月-日')
  })

  it("applies text typed in the language's wording or in ISO when the field is left", () => {
    const onChange = vi.fn()
    render(<Harness lang="zh" onChange={onChange} />)
    typeAndLeave('2026年1月5日')
    expect(onChange).toHaveBeenLastCalledWith('2026-01-05')
    expect(input().value).toBe('2026年1月5日')
    typeAndLeave('2026-02-28')
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28')
    expect(input().value).toBe('2026年2月28日')
    fireEvent.change(input(), { target: { value: 'Mar 3, 2026' } })
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(onChange).toHaveBeenLastCalledWith('2026-03-03')
    typeAndLeave('')
    expect(onChange).toHaveBeenLastCalledWith('')
  })

  it('answers text that is not a date with a message and changes nothing', () => {
    const onChange = vi.fn()
    render(<Harness initial="2026-11-27" onChange={onChange} />)
    typeAndLeave('2026-02-30')
    expect(onChange).not.toHaveBeenCalled()
    expect(input().getAttribute('aria-invalid')).toBe('true')
    const message = document.getElementById(input().getAttribute('aria-describedby')!)!.textContent
    expect(message).toMatch(/^Enter a date such as [A-Z][a-z]{2} \d{1,2}, \d{4} or \d{4}-\d\d-\d\d\.$/)
    // Escape gives the value back.
    fireEvent.keyDown(input(), { key: 'Escape' })
    expect(input().value).toBe('Nov 27, 2026')
    expect(input().getAttribute('aria-invalid')).toBeNull()
  })

  it('refuses a day outside min and max, in Chinese', () => {
    const onChange = vi.fn()
    render(<Harness lang="zh" min="2026-11-01" max="2026-11-30" onChange={onChange} />)
    typeAndLeave('2026-12-01')
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByText('请选择2026年11月1日至2026年11月30日之间的日期。')).toBeTruthy()
  })
})

describe('DateField: the calendar', () => {
  it('is in English with Sunday first', async () => {
    render(<Harness initial="2026-11-27" />)
    await openCalendar()
    expect(caption()).toBe('November 2026')
    expect(weekdays()[0]).toBe('Su')
    expect(trigger().getAttribute('aria-label')).toBe('Day: open the calendar')
  })

  it('is in Chinese with Monday first (zh) and Sunday first (tw)', async () => {
    const { unmount } = render(<Harness lang="zh" initial="2026-11-27" />)
    await openCalendar()
    expect(caption()).toBe('2026年11月')
    expect(weekdays()).toEqual(['一', '二', '三', '四', '五', '六', '日'])
    expect(trigger().getAttribute('aria-label')).toBe('Day：打开日历')
    expect(screen.getByRole('button', { name: '清空' })).toBeTruthy()
    unmount()
    render(<Harness lang="tw" initial="2026-11-27" />)
    await openCalendar()
    expect(weekdays()[0]).toBe('日')
    expect(screen.getByRole('button', { name: '清除' })).toBeTruthy()
  })

  it('disables the days outside min and max', async () => {
    render(<Harness initial="2026-11-15" min="2026-11-10" max="2026-11-20" />)
    await openCalendar()
    expect(day(9).disabled).toBe(true)
    expect(day(10).disabled).toBe(false)
    expect(day(20).disabled).toBe(false)
    expect(day(21).disabled).toBe(true)
  })

  it('moves with the keys, chooses with Enter and closes; Escape returns to the button', async () => {
    const onChange = vi.fn()
    render(<Harness initial="2026-11-27" onChange={onChange} />)
    await openCalendar()
    await waitFor(() => expect(focused()?.textContent).toBe('27'))
    act(() => void fireEvent.keyDown(focused()!, { key: 'ArrowRight' }))
    await waitFor(() => expect(focused()?.textContent).toBe('28'))
    act(() => void fireEvent.keyDown(focused()!, { key: 'PageDown' }))
    await waitFor(() => expect(caption()).toBe('December 2026'))
    fireEvent.click(focused()!)
    expect(onChange).toHaveBeenLastCalledWith('2026-12-28')
    await waitFor(() => expect(document.querySelector('[data-date-calendar]')).toBeNull())
    expect(input().value).toBe('Dec 28, 2026')

    await openCalendar()
    act(() => void fireEvent.keyDown(focused()!, { key: 'Escape' }))
    await waitFor(() => expect(document.querySelector('[data-date-calendar]')).toBeNull())
    expect(focused()).toBe(trigger())
  })

  it('clears, and picks today', async () => {
    const onChange = vi.fn()
    render(<Harness initial="2026-11-27" onChange={onChange} />)
    await openCalendar()
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(onChange).toHaveBeenLastCalledWith('')
    expect(input().value).toBe('')
    await openCalendar()
    fireEvent.click(screen.getByRole('button', { name: 'Today' }))
    const now = new Date()
    expect(onChange).toHaveBeenLastCalledWith(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`)
  })
})

describe('DateField: date and time', () => {
  it('keeps the calendar open for the time, which changes the value', async () => {
    const onChange = vi.fn()
    render(<Harness mode="datetime" lang="zh" initial="2026-11-27T08:30" onChange={onChange} />)
    expect(input().value).toBe('2026年11月27日 08:30')
    await openCalendar()
    fireEvent.click(day(3))
    expect(onChange).toHaveBeenLastCalledWith('2026-11-03T08:30')
    expect(document.querySelector('[data-date-calendar]')).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox', { name: '小时' }), { target: { value: '17' } })
    expect(onChange).toHaveBeenLastCalledWith('2026-11-03T17:30')
    fireEvent.change(screen.getByRole('combobox', { name: '分钟' }), { target: { value: '05' } })
    expect(onChange).toHaveBeenLastCalledWith('2026-11-03T17:05')
    fireEvent.click(screen.getByRole('button', { name: '完成' }))
    await waitFor(() => expect(document.querySelector('[data-date-calendar]')).toBeNull())
    expect(input().value).toBe('2026年11月3日 17:05')
  })

  it('reads a typed date and time, and a date alone as 00:00', () => {
    const onChange = vi.fn()
    render(<Harness mode="datetime" onChange={onChange} />)
    typeAndLeave('Nov 27, 2026 14:30')
    expect(onChange).toHaveBeenLastCalledWith('2026-11-27T14:30')
    typeAndLeave('2026-11-28')
    expect(onChange).toHaveBeenLastCalledWith('2026-11-28T00:00')
    expect(input().value).toBe('Nov 28, 2026 00:00')
  })
})
