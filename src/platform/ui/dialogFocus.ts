/**
 * Focus handling for Radix dialogs inside a shadow root, where `document.activeElement` is the
 * host rather than the focused control. Radix relies on it twice, and both go wrong here:
 * - auto-focus tries each tabbable in turn until `document.activeElement` changes, so focus ran
 *   through every field (firing blur validation on each) and ended on the last button;
 * - the Tab trap cannot tell that focus is on the last (or first) control, so Tab left the dialog.
 * Spread `shadowDialogFocus` on `Dialog.Content`: it focuses the first field once, and wraps Tab
 * and Shift+Tab inside the dialog using the shadow root's own `activeElement`.
 */
import type { KeyboardEvent } from 'react'

const TABBABLE = [
  'input:not([type=hidden]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  '[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0)
}

function focusFirstInDialog(event: Event): void {
  event.preventDefault()
  const content = event.currentTarget
  if (!(content instanceof HTMLElement)) return
  const preferred = content.querySelector<HTMLElement>('[data-autofocus]') ?? content.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled])')
  ;(preferred ?? tabbables(content)[0] ?? content).focus()
}

function keepTabInDialog(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return
  const content = event.currentTarget
  const list = tabbables(content)
  if (list.length === 0) return
  const active = (content.getRootNode() as Document | ShadowRoot).activeElement
  const first = list[0]!
  const last = list[list.length - 1]!
  const target = event.shiftKey ? (active === first || active === content ? last : null) : active === last ? first : null
  if (!target) return
  event.preventDefault()
  target.focus()
}

export const shadowDialogFocus = { onOpenAutoFocus: focusFirstInDialog, onKeyDown: keepTabInDialog }
