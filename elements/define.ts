/**
 * Defines a custom element from a React component: open shadow root, the base stylesheet (and
 * the element's own sheets) adopted before first render, every attribute passed as a string (parsing and validation
 * happen in the component's layer, never here). Defining twice is a no-op so two bundles or
 * a hot reload do not throw.
 */
import r2wc from '@r2wc/react-to-web-component'
import type { ComponentType } from 'react'
import { adoptStyles } from './styles.ts'

export function defineElement<P extends object>(
  tag: string,
  component: ComponentType<P>,
  props: Array<Exclude<Extract<keyof P, string>, 'container'>>,
  styles: readonly string[] = [],
): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return
  const Base = r2wc(component, {
    shadow: 'open',
    props: Object.fromEntries(props.map((name) => [name, 'string'])) as never,
  })
  class SwElement extends Base {
    constructor() {
      super()
      if (this.shadowRoot) adoptStyles(this.shadowRoot, styles)
    }
  }
  customElements.define(tag, SwElement)
}
