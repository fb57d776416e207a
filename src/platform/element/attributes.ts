/**
 * Parses an element's attributes by its manifest: each text value becomes the typed value its
 * spec describes; an absent or empty attribute gives the spec's default; a bad value gives one
 * console warning naming the element, the attribute and what it accepts, and the default.
 * Framework-free.
 */
import { parseApiBase, parseBoolean, parseColor, type Warn } from '../core/attributes.ts'
import { propName, type AttributeSpec, type ElementManifest, type ParsedAttributes } from './manifest.ts'

const consoleWarn: Warn = (message) => console.warn(message)

/** What an attribute accepts, for the warning. */
export function acceptedText(spec: AttributeSpec): string {
  const type = spec.type
  switch (type.kind) {
    case 'enum':
      return `one of ${type.values.join(', ')}`
    case 'boolean':
      return '"true" or "false"'
    case 'color':
      return 'a hex, rgb(), hsl(), oklch() or oklab() colour'
    case 'url':
      return 'an absolute path or an http(s) URL'
    case 'base-path':
      return 'an absolute path such as /studentwork/'
    case 'json':
      return `JSON ${type.shape}`
    case 'parsed':
      return type.shape
    case 'string':
      return 'text'
  }
}

const BAD = Symbol('bad')

function parseOne(spec: AttributeSpec, text: string): unknown {
  const type = spec.type
  const v = text.trim()
  switch (type.kind) {
    case 'string':
      return v
    case 'enum':
      return type.values.includes(v) ? v : BAD
    case 'boolean': {
      const b = parseBoolean(v, false)
      return b || /^(false|0|no)$/i.test(v) ? b : BAD
    }
    case 'color':
      return parseColor(v, '', () => undefined) ?? BAD
    case 'url': {
      let bad = false
      const url = parseApiBase(v, '', () => (bad = true))
      return bad ? BAD : url
    }
    case 'base-path':
      if (!v.startsWith('/') || v.startsWith('//')) return BAD
      return v.endsWith('/') ? v : `${v}/`
    case 'parsed':
      return type.check(v) ?? BAD
    case 'json': {
      try {
        return type.check(JSON.parse(v)) ?? BAD
      } catch {
        return BAD
      }
    }
  }
}

/** The typed value of one attribute (or `undefined` when absent and without a default). */
export function parseAttribute(tag: string, name: string, spec: AttributeSpec, text: string | null | undefined, warn: Warn = consoleWarn): unknown {
  const fallback = spec.default
  if (text == null || (text.trim() === '' && spec.type.kind !== 'boolean')) return fallback
  const value = parseOne(spec, text)
  if (value !== BAD) return value
  const used = fallback === undefined ? 'ignoring it' : `using the default "${String(fallback)}"`
  warn(`<${tag}> ${name}="${text}" is not ${acceptedText(spec)}; ${used}.`)
  return fallback
}

/** Every attribute of the manifest, parsed from the raw values keyed by property name. */
export function parseAttributes<M extends ElementManifest>(
  manifest: M,
  raw: Readonly<Record<string, string | null | undefined>>,
  warn: Warn = consoleWarn,
): ParsedAttributes<M> {
  const out: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(manifest.attributes)) {
    const value = parseAttribute(manifest.tag, name, spec, raw[propName(name)], warn)
    if (value !== undefined) out[propName(name)] = value
  }
  return out as ParsedAttributes<M>
}
