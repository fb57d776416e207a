// Helpers for driving elements in jsdom: mount a tag, query inside its shadow root, type.
import { waitFor } from '@testing-library/dom'

export async function mount(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div')
  holder.innerHTML = html
  document.body.append(holder)
  const element = holder.firstElementChild as HTMLElement
  // r2wc renders outside act(): poll until React has drawn into the shadow root, and past the
  // placeholder an element shows while its main chunk arrives.
  await waitFor(
    () => {
      expect(element.shadowRoot?.querySelector('.sw-root')).toBeTruthy()
      expect(element.shadowRoot?.querySelector('[data-element-loading]')).toBeNull()
      // A file's first mount transforms the element's lazy chunk: seconds on a loaded machine.
    },
    { timeout: 10_000 },
  )
  return element
}

export function shadow(element: HTMLElement): ShadowRoot {
  if (!element.shadowRoot) throw new Error('no shadow root')
  return element.shadowRoot
}

export function $(element: HTMLElement, selector: string): HTMLElement {
  const found = shadow(element).querySelector<HTMLElement>(selector)
  if (!found) throw new Error(`nothing matches ${selector}`)
  return found
}

/** Sets an input's value the way React notices (native setter + input event). */
export function type(input: HTMLElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

import { expect } from 'vitest'
