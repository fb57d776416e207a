// The page's shared unread count (notifications/store/unreadCount.ts) in jsdom: one stream
// subscription and one count fetch however often the component renders — a stream event that
// changes the count re-renders the bell, and that must not close the stream and open a new one
// (it did: useSyncExternalStore got a new subscribe function on every render).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import type { NotificationEvent } from '../../src/domains/notifications/contract.ts'

const live = vi.hoisted(() => ({
  subscribed: 0,
  stopped: 0,
  listener: null as null | { onEvent(event: NotificationEvent): void },
  counts: 0,
}))

vi.mock('../../src/domains/notifications/runtime/notificationStream.ts', () => ({
  subscribeNotifications(_apiBase: string, listener: { onEvent(event: NotificationEvent): void }) {
    live.subscribed += 1
    live.listener = listener
    return () => {
      live.stopped += 1
    }
  },
}))
vi.mock('#platform/store/api.ts', () => ({
  apiFor: () => ({
    queryUnreadCount: async () => {
      live.counts += 1
      return { count: 3 }
    },
  }),
}))

const { useUnreadCount } = await import('../../src/domains/notifications/store/unreadCount.ts')

function Probe() {
  const [renders, setRenders] = useState(0)
  const count = useUnreadCount('/api/unread-probe')
  return (
    <button type="button" onClick={() => setRenders((n) => n + 1)}>
      {`count ${String(count)} renders ${renders}`}
    </button>
  )
}

afterEach(cleanup)

describe('useUnreadCount', () => {
  it('keeps one stream subscription and one count fetch across renders and stream events', async () => {
    render(<Probe />)
    await screen.findByText(/count 3 /)
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button'))
    await screen.findByText(/renders 5/)
    act(() => live.listener?.onEvent({ kind: 'published', notificationId: 7, unread: 4 }))
    await screen.findByText(/count 4 /)
    act(() => live.listener?.onEvent({ kind: 'published', notificationId: 8, unread: 5 }))
    await screen.findByText(/count 5 /)
    expect(live.subscribed).toBe(1)
    expect(live.stopped).toBe(0)
    expect(live.counts).toBe(1)
    cleanup()
    expect(live.stopped).toBe(1)
  })
})
