import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ERROR_TOAST_MS, dismissToast, feedbackState, showToast } from '#platform/store/feedback.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  for (const toast of [...feedbackState.toasts]) dismissToast(toast.id)
  vi.useRealTimers()
})

describe('toasts', () => {
  it('shows one toast for a fault that failed several requests at once', () => {
    // The workbench loads two lists together: a server that is down fails both.
    const a = showToast({ kind: 'error', text: 'Network Error' })
    const b = showToast({ kind: 'error', text: 'Network Error' })
    expect(b).toBe(a)
    expect(feedbackState.toasts.map((t) => t.text)).toEqual(['Network Error'])
  })

  it('keeps the toast on screen its full time from the last repeat', () => {
    showToast({ kind: 'error', text: 'timeout of 5000ms exceeded' })
    vi.advanceTimersByTime(ERROR_TOAST_MS - 1000)
    showToast({ kind: 'error', text: 'timeout of 5000ms exceeded' })
    vi.advanceTimersByTime(ERROR_TOAST_MS - 1000)
    expect(feedbackState.toasts).toHaveLength(1)
    vi.advanceTimersByTime(1000)
    expect(feedbackState.toasts).toHaveLength(0)
  })

  it('shows different toasts, and the same text of another kind, side by side', () => {
    showToast({ kind: 'error', text: 'Error' })
    showToast({ kind: 'error', text: 'Another' })
    showToast({ kind: 'warning', text: 'Error' })
    showToast({ kind: 'error', message: { id: 'x', message: 'Error' } })
    expect(feedbackState.toasts).toHaveLength(4)
  })
})
