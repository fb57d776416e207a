/**
 * What a component needs to know about the element it lives in: the host (for events), the
 * node Radix portals render into (inside the shadow root) and the resolved language.
 */
import { createContext, useContext } from 'react'
import type { Language } from '../core/i18n/language.ts'
import type { EventSpec } from '../element/manifest.ts'

export interface ElementContextValue {
  host: HTMLElement | null
  portal: HTMLElement | null
  lang: Language
  /** Dispatches a manifest's event on the host (bubbles, composed; cancelable as the event
   * says), its detail checked against the event's type. Returns false when a listener called
   * preventDefault() on a cancelable event. */
  emit<T>(event: EventSpec<T, string>, detail: T): boolean
}

export const ElementContext = createContext<ElementContextValue | null>(null)

/** The element a component lives in; throws outside an element root. */
export function useElement(): ElementContextValue {
  const element = useContext(ElementContext)
  if (!element) throw new Error('useElement() is used outside an element (no ElementRoot above it).')
  return element
}

export function dispatchFrom(host: HTMLElement | null, name: string, detail: unknown, cancelable = false): boolean {
  if (!host) return true
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }))
}
