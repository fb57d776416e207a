/**
 * Initial focus for Radix dialogs inside a shadow root. Radix's own auto-focus tries each
 * tabbable in turn until `document.activeElement` changes — which, inside a shadow root, it never
 * does (it stays the host), so focus runs through every field (firing blur validation on each)
 * and ends on the last button. Pass this as `onOpenAutoFocus`: it focuses the first field, or the
 * first tabbable, once.
 */
const FIRST = [
  '[data-autofocus]',
  'input:not([type=hidden]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  '[href]',
  '[tabindex]:not([tabindex="-1"])',
]

export function focusFirstInDialog(event: Event): void {
  event.preventDefault()
  const content = event.currentTarget
  if (!(content instanceof HTMLElement)) return
  for (const selector of FIRST) {
    const target = content.querySelector<HTMLElement>(selector)
    if (target) return target.focus()
  }
  content.focus()
}
