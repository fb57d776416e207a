// The Tabs primitive in jsdom: one tab in the tab order (the selected), ArrowRight/ArrowLeft
// (wrapping), Home and End move the focus and select the tab they reach, a click selects, each
// tab carries its key in its hook attribute, and ids and aria-controls pair tabs with a panel.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { Tabs } from '#platform/ui/Tabs.tsx'

afterEach(cleanup)

function Harness({ onChange, hook }: { onChange?(key: string): void; hook?: `data-${string}` }) {
  const [tab, setTab] = useState<'one' | 'two' | 'three'>('one')
  return (
    <>
      <Tabs
        label="Boxes"
        idPrefix="t"
        panelId="panel"
        hook={hook}
        value={tab}
        onChange={(key) => {
          setTab(key)
          onChange?.(key)
        }}
        items={[
          { key: 'one', label: 'One' },
          { key: 'two', label: 'Two' },
          { key: 'three', label: 'Three' },
        ]}
      />
      <div id="panel" role="tabpanel" aria-labelledby={`t-${tab}`}>
        {tab}
      </div>
    </>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })
const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent)

describe('Tabs', () => {
  it('keeps only the selected tab in the tab order and pairs tabs with the panel', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist', { name: 'Boxes' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1])
    expect(tab('One').id).toBe('t-one')
    expect(tab('Two').getAttribute('aria-controls')).toBe('panel')
    expect(tab('Three').getAttribute('data-tab')).toBe('three')
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('one')
  })

  it('moves the focus and the selection with the arrows, Home and End', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    tab('One').focus()
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('Two'))
    expect(selected()).toEqual(['Two'])
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1])
    fireEvent.keyDown(tab('Two'), { key: 'End' })
    expect(document.activeElement).toBe(tab('Three'))
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' })
    expect(selected()).toEqual(['One'])
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(tab('Three'))
    fireEvent.keyDown(tab('Three'), { key: 'Home' })
    expect(document.activeElement).toBe(tab('One'))
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['two', 'three', 'one', 'three', 'one'])
    // Other keys (and arrows with a modifier) are left alone.
    fireEvent.keyDown(tab('One'), { key: 'ArrowDown' })
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight', altKey: true })
    expect(onChange).toHaveBeenCalledTimes(5)
  })

  it('selects on click and names the key in the hook attribute it is given', () => {
    render(<Harness hook="data-box" />)
    fireEvent.click(tab('Three'))
    expect(selected()).toEqual(['Three'])
    expect(tab('Three').getAttribute('data-box')).toBe('three')
    expect(tab('Three').hasAttribute('data-tab')).toBe(false)
  })
})
