/**
 * The shape of an element manifest: the one place an element's public API is written — tag,
 * attributes (type, allowed values, default, description), events (name, detail type, when),
 * CSS custom properties, `::part` names and slots. The wrapper parses attributes from it; host
 * types, `custom-elements.json`, editor data, the README tables, build inputs and size budgets
 * are generated from it (scripts/elements.ts). Framework-free data and types.
 */

/** How an attribute's text becomes a value. A bad value warns (naming the attribute and what
 * it accepts) and the default is used. */
export type AttributeType =
  /** Any text; trimmed; empty means absent. */
  | { kind: 'string' }
  /** One of `values`. */
  | { kind: 'enum'; values: readonly string[] }
  /** `"true"`/`"false"` (also a bare attribute for true). */
  | { kind: 'boolean' }
  /** A CSS colour: hex, rgb(), hsl(), oklch(), oklab(). */
  | { kind: 'color' }
  /** An absolute path or an http(s) URL, without a trailing slash. */
  | { kind: 'url' }
  /** An absolute path, ending with a slash (a router base path). */
  | { kind: 'base-path' }
  /** JSON checked by `check` (which answers the value or `null`); `shape` documents it. */
  | { kind: 'json'; shape: string; check(value: unknown): unknown }
  /** Text (trimmed) parsed by `check` (which answers the value or `null`); `shape` documents it. */
  | { kind: 'parsed'; shape: string; check(text: string): unknown }

export interface AttributeSpec {
  type: AttributeType
  /** The value used when the attribute is absent, empty or bad (absent: no value). */
  default?: string | boolean
  /** How the default is found when it is not a constant (documentation only). */
  defaultText?: string
  description: string
}

/** An event the element dispatches (`bubbles`, `composed`). `T` is the detail's type; the
 * phantom field carries it to the host types. */
export interface EventSpec<T = unknown, N extends string = string> {
  name: N
  /** The detail's type as a host reads it in the docs (e.g. `CurrentUser`). */
  detailType: string
  description: string
  cancelable?: boolean
  readonly detail?: T
}

/** The detail of an event: its TypeScript type (phantom) and its name for the docs. */
export interface Detail<T> {
  readonly type: string
  readonly phantom?: T
}

/*#__NO_SIDE_EFFECTS__*/
export function detail<T>(type: string): Detail<T> {
  return { type }
}

/*#__NO_SIDE_EFFECTS__*/
export function defineEvent<T, const N extends string>(name: N, of: Detail<T>, description: string, options: { cancelable?: boolean } = {}): EventSpec<T, N> {
  return { name, detailType: of.type, description, ...options }
}

export interface ElementManifest {
  tag: string
  /** One line: what the element is. */
  summary: string
  /** The module a host imports (relative to the package's `dist/`). */
  module: string
  /** Gzip kB of the module with its static imports that CI allows. */
  budgetKb: number
  attributes: Readonly<Record<string, AttributeSpec>>
  events: readonly EventSpec<unknown>[]
  cssProperties: Readonly<Record<string, string>>
  parts: Readonly<Record<string, string>>
  slots: Readonly<Record<string, string>>
}

/** Checks a manifest's shape at compile time and keeps its literal types. Pure: a bundle that
 * imports a manifest's module but none of its values drops it. */
/*#__NO_SIDE_EFFECTS__*/
export function defineManifest<const M extends ElementManifest>(manifest: M): M {
  return manifest
}

/** `api-base` → `apiBase`: the property (and React prop) name of an attribute. */
export function propName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
}

type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S

/** The parsed value of an attribute of a given spec. */
export type ValueOf<A extends AttributeSpec> = A['type'] extends { kind: 'enum'; values: readonly (infer V)[] }
  ? V
  : A['type'] extends { kind: 'boolean' }
    ? boolean
    : A['type'] extends { kind: 'json'; check(value: unknown): infer J }
      ? Exclude<J, null>
      : A['type'] extends { kind: 'parsed'; check(text: string): infer P }
        ? Exclude<P, null>
        : string

/** Names of the attributes whose spec has a `default`: parsing always gives them a value. */
type Defaulted<M extends ElementManifest> = {
  [K in keyof M['attributes'] & string]: M['attributes'][K] extends { default: string | boolean } ? K : never
}[keyof M['attributes'] & string]

/** The parsed attributes a component receives, by property name: those with a default always
 * hold a value (the manifest's default is the only one — components add no fallback of their
 * own); the others are `undefined` when absent. */
export type ParsedAttributes<M extends ElementManifest> = {
  [K in Defaulted<M> as Camel<K>]: ValueOf<M['attributes'][K]>
} & {
  [K in Exclude<keyof M['attributes'] & string, Defaulted<M>> as Camel<K>]?: ValueOf<M['attributes'][K]>
}

/** The attributes as a host writes them (kebab names, text values; enums as their values). */
export type HostAttributes<M extends ElementManifest> = {
  [K in keyof M['attributes'] & string]?: M['attributes'][K]['type'] extends { kind: 'enum'; values: readonly (infer V)[] } ? V : string
}

/** The element's typed properties (camelCase names), as r2wc defines them. */
export type HostProperties<M extends ElementManifest> = {
  [K in keyof M['attributes'] & string as Camel<K>]?: HostAttributes<M>[K]
}

type DetailOf<E> = E extends EventSpec<infer T> ? T : never

/** Event name → `CustomEvent<detail>`. */
export type EventMapOf<M extends ElementManifest> = {
  [E in M['events'][number] as E['name']]: CustomEvent<DetailOf<E>>
}
