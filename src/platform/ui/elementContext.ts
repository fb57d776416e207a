/**
 * What a component needs to know about the element it lives in: the host (for events), the
 * node Radix portals render into (inside the shadow root) and the resolved language.
 */
import { createContext, useContext } from 'react'
import type { Language } from '../core/i18n/language.ts'

export interface ElementContextValue {
  host: HTMLElement | null
  portal: HTMLElement | null
  lang: Language
  /** Dispatches `name` on the host (bubbles, composed). Returns false when a listener called
   * preventDefault() on a cancelable event. */
  emit<T>(name: string, detail: T, options?: { cancelable?: boolean }): boolean
}

export const ElementContext = createContext<ElementContextValue>({
  host: null,
  portal: null,
  lang: 'en',
  emit: () => true,
})

export function useElement(): ElementContextValue {
  return useContext(ElementContext)
}

export function dispatchFrom(host: HTMLElement | null, name: string, detail: unknown, cancelable = false): boolean {
  if (!host) return true
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }))
}
