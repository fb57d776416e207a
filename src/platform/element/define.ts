/**
 * Defines a custom element from its manifest and its React root: open shadow root, the base
 * stylesheet (and the element's own sheets) adopted before first render, each attribute of the
 * manifest observed and handed to the component parsed by the manifest (typed, defaulted, a
 * warning for a bad value). Defining twice is a no-op so two bundles or a hot reload do not
 * throw.
 *
 * On top of r2wc, the element behaves like a built-in one in any host
 * (docs/spec.md#elements-in-any-host):
 * - the prop always mirrors its attribute: removing the attribute makes the prop `undefined`
 *   (the component's default again) and an empty value arrives as `""` (r2wc ignores both);
 * - moving the element (removed and inserted again before the next microtask, as
 *   `appendChild` / `insertBefore` to another parent do) keeps its React tree and state; only
 *   an element still detached at the next microtask is unmounted;
 * - a `classname` attribute — what React 18 writes for `className` on a custom element — is
 *   mirrored into `class`.
 * It relies on r2wc 2.x's internal slots, which are `Symbol.for` keys (see @r2wc/core); the
 * browser tests in tests/e2e/host-citizen.test.ts fail if a later r2wc renames them.
 */
import r2wc from '@r2wc/react-to-web-component'
import type { ComponentType } from 'react'
import { propName, type ElementManifest, type ParsedAttributes } from './manifest.ts'
import { withParsedAttributes } from './parsed.tsx'
import { adoptStyles } from './styles.ts'

/** r2wc's props object, its render (mount or update) and its mounted-tree slot. */
const PROPS = Symbol.for('r2wc.props')
const RENDER = Symbol.for('r2wc.render')
const CONTEXT = Symbol.for('r2wc.context')

/** React 18 sets unknown props on custom elements with `setAttribute(name)`; HTML lowercases
 * the name, so `className` arrives as this attribute (React 19 writes `class` itself). */
const REACT18_CLASS = 'classname'

interface R2wcInternals {
  [PROPS]: Record<string, unknown>
  [RENDER](): void
  [CONTEXT]?: unknown
  connectedCallback(): void
  disconnectedCallback(): void
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void
}

type R2wcBase = { new (): HTMLElement & R2wcInternals; readonly observedAttributes: string[] }

export function defineElement<M extends ElementManifest>(
  manifest: M,
  component: ComponentType<ParsedAttributes<M> & { container?: ShadowRoot | HTMLElement }>,
  styles: readonly string[] = [],
): void {
  const { tag } = manifest
  if (typeof customElements === 'undefined' || customElements.get(tag)) return
  // Attribute name → r2wc prop (its own camelCase of the name, as propName gives).
  const propOf = new Map<string, string>(Object.keys(manifest.attributes).map((name) => [name, propName(name)]))
  const Base = r2wc(withParsedAttributes(manifest, component), {
    shadow: 'open',
    props: Object.fromEntries([...propOf.values()].map((prop) => [prop, 'string'])) as never,
  }) as unknown as R2wcBase

  class SwElement extends Base {
    static override get observedAttributes(): string[] {
      return [...Base.observedAttributes, REACT18_CLASS]
    }

    /** A disconnect whose unmount waits for the next microtask (a move cancels it). */
    #leaving = false
    /** Classes this element added to `class` from `classname`. */
    #mirrored: string[] = []

    constructor() {
      super()
      if (this.shadowRoot) adoptStyles(this.shadowRoot, styles)
    }

    override connectedCallback(): void {
      if (this.#leaving && this[CONTEXT]) {
        // Moved: the tree is still mounted, keep it (and its state) as it is.
        this.#leaving = false
        return
      }
      this.#leaving = false
      super.connectedCallback()
    }

    override disconnectedCallback(): void {
      this.#leaving = true
      queueMicrotask(() => {
        if (!this.#leaving || this.isConnected) return
        this.#leaving = false
        super.disconnectedCallback()
      })
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      if (name === REACT18_CLASS) return this.#mirrorClass(newValue)
      const prop = propOf.get(name)
      if (prop !== undefined && (newValue === null || newValue === '')) {
        // r2wc ignores both: the prop would keep its previous value.
        if (newValue === null) delete this[PROPS][prop]
        else this[PROPS][prop] = ''
        this[RENDER]()
        return
      }
      super.attributeChangedCallback(name, oldValue, newValue)
    }

    #mirrorClass(value: string | null): void {
      if (this.#mirrored.length > 0) this.classList.remove(...this.#mirrored)
      const wanted = value?.split(/\s+/).filter(Boolean) ?? []
      // Only what was not already there is ours to remove later.
      this.#mirrored = wanted.filter((token) => !this.classList.contains(token))
      if (this.#mirrored.length > 0) this.classList.add(...this.#mirrored)
    }
  }
  customElements.define(tag, SwElement)
}
