/**
 * Typing into inputs inside a shadow root for play functions: user-event types into
 * `document.activeElement`, which is the host element, not the inner input. These set the value
 * through the native setter and dispatch the events React listens to.
 */
export function fillInput(input: HTMLInputElement, value: string): void {
  input.focus()
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
}

/** Sets the value and fires `input` only, leaving the focus where it is (a field that closes on
 * blur, such as the menu search, stays open). */
export function typeInto(input: HTMLInputElement, value: string): void {
  input.focus()
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

export function chooseOption(select: HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value)
  select.dispatchEvent(new Event('change', { bubbles: true }))
}
