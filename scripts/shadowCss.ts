/**
 * Build-time rewrite of Tailwind v4's CSS for shadow roots (TOOLCHAIN.md, Tailwind #15005):
 * `@property` does not work inside a shadow root, so Tailwind's `--tw-*` defaults must come
 * from its fallback layer. We make `@layer properties { @supports (…) { … } }` unconditional
 * and drop the `@property` rules, which would only be dead weight in the element bundle.
 */
import type { Plugin } from 'vite'

/** The index of the brace closing the block whose `{` is at `open`, or -1. */
function closingBrace(source: string, open: number): number {
  let depth = 0
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++
    else if (source[i] === '}' && --depth === 0) return i
  }
  return -1
}

/** Removes the `@supports (…) {` wrapper (and its closing brace) inside `@layer properties`. */
export function unwrapPropertiesLayer(source: string): string {
  const layer = source.indexOf('@layer properties')
  if (layer < 0) return source
  const layerOpen = source.indexOf('{', layer)
  const supports = source.indexOf('@supports', layerOpen)
  if (layerOpen < 0 || supports < 0 || source.slice(layerOpen + 1, supports).trim() !== '') return source
  const open = source.indexOf('{', supports)
  const close = closingBrace(source, open)
  if (close < 0) return source
  return source.slice(0, supports) + source.slice(open + 1, close) + source.slice(close + 1)
}

/** Drops every `@property --name { … }` rule. */
export function stripPropertyRules(source: string): string {
  let out = source
  for (let at = out.indexOf('@property'); at >= 0; at = out.indexOf('@property', at)) {
    const open = out.indexOf('{', at)
    const close = closingBrace(out, open)
    if (open < 0 || close < 0) break
    out = out.slice(0, at) + out.slice(close + 1)
  }
  return out
}

const COLOR_MIX_SUPPORTS = /@supports\s*\(color:\s*color-mix\(in lab,\s*red,\s*red\)\)\s*\{/g

/** Removes `selector` from the rule that ends right before `end` (the fallback Tailwind
 * writes just before its `@supports` block); a rule left with no selector goes entirely. */
function dropFallback(before: string, selector: string): string {
  const body = before.trimEnd()
  if (!body.endsWith('}')) return before
  const open = body.lastIndexOf('{')
  const start = Math.max(body.lastIndexOf('}', open) + 1, body.lastIndexOf('{', open - 1) + 1)
  const selectors = body.slice(start, open).split(',').map((part) => part.trim())
  if (!selectors.includes(selector)) return before
  const rest = selectors.filter((part) => part !== selector)
  const rule = rest.length === 0 ? '' : `${rest.join(',')}${body.slice(open)}`
  return body.slice(0, start) + rule
}

/** Tailwind writes each colour with an opacity twice: a fallback for browsers without
 * `color-mix()`, then the real rule inside `@supports (color:color-mix(…))`. Every browser
 * with constructable stylesheets has `color-mix()`, so the fallback is dropped and the real
 * rule kept without its `@supports` wrapper. */
export function dropColorMixFallbacks(source: string): string {
  let out = source
  for (;;) {
    COLOR_MIX_SUPPORTS.lastIndex = 0
    const match = COLOR_MIX_SUPPORTS.exec(out)
    if (!match) return out
    const open = match.index + match[0].length - 1
    const close = closingBrace(out, open)
    if (close < 0) return out
    const inner = out.slice(open + 1, close)
    const selector = inner.slice(0, inner.indexOf('{')).trim()
    const before = selector.includes(',') ? out.slice(0, match.index) : dropFallback(out.slice(0, match.index), selector)
    out = before + inner + out.slice(close + 1)
  }
}

export function toShadowCss(source: string): string {
  return dropColorMixFallbacks(stripPropertyRules(unwrapPropertiesLayer(source)))
}

/** Vite plugin: applies `toShadowCss` to the element stylesheets (CSS under src/ imported with
 * `?inline`) after Tailwind generated them. */
export function shadowCssPlugin(): Plugin {
  return {
    name: 'studentwork:shadow-css',
    transform(code, id) {
      const [file, query = ''] = id.split('?')
      if (!file.endsWith('.css') || !file.includes('/src/') || !query.split('&').includes('inline')) return null
      return { code: toShadowCss(code), map: null }
    },
  }
}
