/**
 * The element kit's attribute step: wraps an element's component so that it receives its
 * attributes parsed by its manifest (typed values, defaults, one warning per bad value) instead
 * of the raw strings r2wc hands over.
 */
import { useMemo, type ComponentType } from 'react'
import { parseAttributes } from './attributes.ts'
import { propName, type ElementManifest, type ParsedAttributes } from './manifest.ts'

type Raw = Record<string, string | undefined> & { container?: ShadowRoot | HTMLElement }

/** `Component` fed with `manifest`-parsed attributes (re-parsed only when a raw value changes). */
export function withParsedAttributes<M extends ElementManifest>(
  manifest: M,
  Component: ComponentType<ParsedAttributes<M> & { container?: ShadowRoot | HTMLElement }>,
): ComponentType<Raw> {
  const names = Object.keys(manifest.attributes).map(propName)
  function Parsed(props: Raw) {
    const raw = names.map((name) => props[name])
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `raw` lists every attribute value
    const parsed = useMemo(() => parseAttributes(manifest, props), raw)
    return <Component {...parsed} container={props.container} />
  }
  Parsed.displayName = `Parsed(${manifest.tag})`
  return Parsed
}
