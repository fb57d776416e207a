// platform/ui/useKeptWidget.ts in jsdom with React's <Activity>, as the console's tabs use it: a
// widget is made once, kept (not disposed, not made again) while its view is hidden and shown
// again, made afresh when its deps change, disposed on a real unmount — and, for a view closed
// while hidden (which runs no clean-up), by the watch once its element has left the document.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import { Activity, useRef } from 'react'
import { useKeptWidget } from '#platform/ui/useKeptWidget.ts'

interface Widget {
  id: number
  on: boolean
}

function Probe({ dep, log }: { dep: string; log: string[] }) {
  const host = useRef<HTMLDivElement>(null)
  const made = useRef(0)
  useKeptWidget(
    host,
    () => {
      made.current += 1
      log.push(`make ${dep}`)
      return { id: made.current, on: false } as Widget
    },
    (widget) => log.push(`dispose ${widget.id}`),
    [dep],
    (widget, fresh) => {
      widget.on = true
      log.push(`connect ${widget.id}${fresh ? ' fresh' : ''}`)
      return () => log.push(`disconnect ${widget.id}`)
    },
  )
  return <div ref={host} />
}

function View({ shown, dep, log, mounted = true }: { shown: boolean; dep: string; log: string[]; mounted?: boolean }) {
  return mounted ? (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <Probe dep={dep} log={log} />
    </Activity>
  ) : null
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useKeptWidget', () => {
  it('keeps the widget while hidden and takes it back when shown again', () => {
    const log: string[] = []
    const view = render(<View shown dep="a" log={log} />)
    expect(log).toEqual(['make a', 'connect 1 fresh'])
    view.rerender(<View shown={false} dep="a" log={log} />)
    view.rerender(<View shown dep="a" log={log} />)
    expect(log).toEqual(['make a', 'connect 1 fresh', 'disconnect 1', 'connect 1'])
  })

  it('makes a new widget (disposing the kept one) when the deps change, and disposes on unmount', () => {
    const log: string[] = []
    const view = render(<View shown dep="a" log={log} />)
    view.rerender(<View shown dep="b" log={log} />)
    expect(log).toEqual(['make a', 'connect 1 fresh', 'disconnect 1', 'dispose 1', 'make b', 'connect 2 fresh'])
    view.rerender(<View shown dep="b" log={log} mounted={false} />)
    expect(log.slice(-2)).toEqual(['disconnect 2', 'dispose 2'])
  })

  it('disposes a widget whose view was closed while hidden, once its element has left the page', () => {
    vi.useFakeTimers()
    const log: string[] = []
    const view = render(<View shown dep="a" log={log} />)
    view.rerender(<View shown={false} dep="a" log={log} />)
    act(() => vi.advanceTimersByTime(20_000))
    expect(log).not.toContain('dispose 1')
    view.rerender(<View shown={false} dep="a" log={log} mounted={false} />)
    expect(log).not.toContain('dispose 1')
    act(() => vi.advanceTimersByTime(6_000))
    expect(log.at(-1)).toBe('dispose 1')
  })
})
