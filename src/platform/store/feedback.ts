/**
 * Toasts and the re-login confirm, shared by every element of the page. Only one element — the
 * first mounted "feedback host" — renders them, so two elements never show the same box twice.
 * A toast identical to one on screen (a fault that failed two requests at once) is not shown
 * again: the one on screen stays its full time from now.
 */
import { proxy } from 'valtio'
import type { MessageDescriptor } from '@lingui/core'

export const ERROR_TOAST_MS = 5000
export const PASSWORD_MESSAGE_MS = 2000

export type ToastKind = 'error' | 'warning' | 'success' | 'info' | 'loading'

export interface Toast {
  id: number
  kind: ToastKind
  /** Server text, shown as plain text. */
  text?: string
  /** A message of ours, translated by the rendering element. */
  message?: MessageDescriptor
  duration: number
}

export interface FeedbackState {
  toasts: Toast[]
  /** Session-ended confirm ('Confirm logout'). */
  sessionConfirm: boolean
  hosts: string[]
}

export const feedbackState = proxy<FeedbackState>({ toasts: [], sessionConfirm: false, hosts: [] })

let nextId = 1
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function sameToast(a: Omit<Toast, 'id' | 'duration'>, b: Omit<Toast, 'id' | 'duration'>): boolean {
  return a.kind === b.kind && a.text === b.text && (a.message?.id ?? a.message?.message) === (b.message?.id ?? b.message?.message)
}

function dismissLater(id: number, duration: number): void {
  const timer = timers.get(id)
  if (timer) clearTimeout(timer)
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  )
}

/** Shows a toast (or restarts the time of the identical one on screen); returns its id. */
export function showToast(toast: Omit<Toast, 'id' | 'duration'> & { duration?: number }): number {
  const duration = toast.duration ?? ERROR_TOAST_MS
  const shown = feedbackState.toasts.find((t) => sameToast(t, toast))
  if (shown) {
    dismissLater(shown.id, duration)
    return shown.id
  }
  const id = nextId++
  feedbackState.toasts.push({ ...toast, id, duration })
  dismissLater(id, duration)
  return id
}

export function dismissToast(id: number): void {
  const timer = timers.get(id)
  if (timer) clearTimeout(timer)
  timers.delete(id)
  const index = feedbackState.toasts.findIndex((t) => t.id === id)
  if (index >= 0) feedbackState.toasts.splice(index, 1)
}

export function openSessionConfirm(): void {
  feedbackState.sessionConfirm = true
}

export function closeSessionConfirm(): void {
  feedbackState.sessionConfirm = false
}

export function registerFeedbackHost(id: string): () => void {
  feedbackState.hosts.push(id)
  return () => {
    const index = feedbackState.hosts.indexOf(id)
    if (index >= 0) feedbackState.hosts.splice(index, 1)
  }
}
