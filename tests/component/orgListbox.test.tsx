// The virtualised organisation listbox (OrgListboxView) in jsdom: over 10 000 organisations only
// the rows in view are drawn, typing filters by name, code and pinyin, ArrowUp/Down, Home/End and
// PageUp/PageDown move the active option (aria-activedescendant), Enter chooses it
// (aria-selected), typing goes back to the top with the match highlighted, and the loading,
// empty and error states. jsdom has no layout: the scroll
// element is given a 320 px box.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { useState } from 'react'
import { loadI18n } from '#platform/core/i18n/catalogs.ts'
import type { I18n } from '@lingui/core'
import type { OrgNode } from '../../src/domains/admin/contract.ts'
import { buildOrgIndex } from '../../src/domains/admin/logic/orgTree.ts'
import { OrgListboxView } from '../../src/domains/admin/components/OrgListbox.tsx'

const nodes: OrgNode[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  parentId: i < 10 ? null : (i % 10) + 1,
  code: `ORG${String(i + 1).padStart(5, '0')}`,
  name: i === 20 ? '北京校区 00021' : `Acme Lab ${String(i + 1).padStart(5, '0')}`,
  childCount: 0,
  userCount: 0,
}))
const index = buildOrgIndex(nodes)

let i18n: I18n
const KEYS = ['offsetHeight', 'clientHeight', 'offsetWidth'] as const
const saved = new Map<string, PropertyDescriptor | undefined>()
beforeAll(async () => {
  i18n = await loadI18n('en')
  for (const key of KEYS) {
    saved.set(key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => (key === 'offsetWidth' ? 300 : 320) })
  }
})
afterAll(() => {
  for (const key of KEYS) {
    const descriptor = saved.get(key)
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor)
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key]
  }
})
afterEach(cleanup)

function Harness({ loading = false, error, onChange }: { loading?: boolean; error?: Error; onChange?(id: string): void }) {
  const [value, setValue] = useState('')
  const list = loading ? undefined : nodes
  return (
    <I18nProvider i18n={i18n}>
      <OrgListboxView
        nodes={list}
        index={list ? index : undefined}
        error={error}
        value={value}
        onChange={(id) => {
          setValue(id)
          onChange?.(id)
        }}
      />
    </I18nProvider>
  )
}

const input = () => screen.getByRole('combobox')
const activeText = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.textContent ?? ''
const key = (k: string) => act(() => void fireEvent.keyDown(input(), { key: k }))

describe('OrgListboxView', () => {
  it('lists all 10 000 but draws only the rows in view', () => {
    render(<Harness />)
    const options = screen.getAllByRole('option')
    expect(options.length).toBeGreaterThan(3)
    expect(options.length).toBeLessThan(30)
    expect(options[0]?.getAttribute('aria-setsize')).toBe('10000')
    expect(screen.getByText('10,000 organisations')).toBeTruthy()
    expect(input().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id)
  })

  it('moves the active option with the keys and chooses it with Enter', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    expect(activeText()).toContain('Acme Lab 00001')
    key('ArrowDown')
    key('ArrowDown')
    expect(activeText()).toContain('Acme Lab 00003')
    key('ArrowUp')
    expect(activeText()).toContain('Acme Lab 00002')
    key('PageDown')
    expect(activeText()).toContain('Acme Lab 00007') // 320 px / 52 px rows: a page of 5
    key('PageUp')
    expect(activeText()).toContain('Acme Lab 00002')
    key('End')
    expect(input().getAttribute('aria-activedescendant')).toMatch(/o9999$/)
    // (Scrolling it into view is checked in Chromium: tests/e2e/attendance.test.ts.)
    key('Home')
    expect(activeText()).toContain('Acme Lab 00001')
    key('ArrowDown')
    key('Enter')
    expect(onChange).toHaveBeenCalledWith('2')
    const chosen = screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true')
    expect(chosen.map((o) => o.textContent)).toEqual([expect.stringContaining('Acme Lab 00002')])
  })

  it('filters by name, code and pinyin as one types, and says when nothing matches', () => {
    render(<Harness />)
    act(() => void fireEvent.change(input(), { target: { value: 'bjxq' } }))
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('北京校区 00021')])
    expect(screen.getByText('1 of 10,000 organisations match')).toBeTruthy()
    act(() => void fireEvent.change(input(), { target: { value: 'ORG0999' } }))
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-setsize')).toBe('10')
    key('End')
    key('Enter')
    expect(screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')?.textContent).toContain('ORG09999')
    act(() => void fireEvent.change(input(), { target: { value: 'nothing like it' } }))
    expect(screen.queryAllByRole('option')).toEqual([])
    expect(screen.getByText('No organisation matches')).toBeTruthy()
    expect(input().getAttribute('aria-activedescendant')).toBeNull()
  })

  it('types back at the top after the list was scrolled, and the matched part highlighted', () => {
    render(<Harness />)
    const listbox = screen.getByRole('listbox')
    // jsdom does not scroll: scrollTo sets the offset and reports it, as a browser does.
    listbox.scrollTo = ((options: ScrollToOptions) => {
      listbox.scrollTop = options.top ?? 0
      fireEvent.scroll(listbox)
    }) as typeof listbox.scrollTo
    act(() => {
      listbox.scrollTop = 52 * 500
      fireEvent.scroll(listbox)
    })
    expect(screen.getAllByRole('option')[0]?.textContent).not.toContain('Acme Lab 00001')
    act(() => void fireEvent.change(input(), { target: { value: 'lab 0000' } }))
    expect(listbox.scrollTop).toBe(0)
    const options = screen.getAllByRole('option')
    expect(options[0]?.textContent).toContain('Acme Lab 00001')
    expect(options[0]?.querySelector('mark')?.textContent).toBe('Lab 0000')
    act(() => void fireEvent.change(input(), { target: { value: 'lab 00001' } }))
    expect(screen.getAllByRole('option').map((o) => o.querySelector('mark')?.textContent)).toEqual(['Lab 00001'])
  })

  it('shows loading, then the load error with a retry', () => {
    const { rerender } = render(<Harness loading />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true')
    rerender(<Harness loading error={new Error('down')} />)
    expect(screen.getByRole('alert').textContent).toContain('The organisations could not be loaded.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
