/**
 * Build-time rewrite of Tailwind v4's CSS for shadow roots (TOOLCHAIN.md, Tailwind #15005):
 * `@property` does not work inside a shadow root, so Tailwind's `--tw-*` defaults must come
 * from its fallback layer. We make `@layer properties { @supports (…) { … } }` unconditional
 * and drop the `@property` rules, which would only be dead weight in the element bundle.
 * Every `rem` length becomes px (`remToPxLengths`), so the host's root font size cannot resize
 * our elements.
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
  const selectors = body
    .slice(start, open)
    .split(',')
    .map((part) => part.trim())
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

/** Pixels per `rem` in our sheets: the browsers' default root font size, which Tailwind's
 * scale is designed for. */
export const PX_PER_REM = 16

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9'
const isNameStart = (c: string | undefined): boolean => c !== undefined && (/[A-Za-z_]/.test(c) || c.charCodeAt(0) >= 0x80)
const isName = (c: string | undefined): boolean => isNameStart(c) || isDigit(c) || c === '-'

/** Whether `source[at]` starts an escape (`\` not followed by a newline). */
const isEscape = (source: string, at: number): boolean => source[at] === '\\' && at + 1 < source.length && source[at + 1] !== '\n'

/** Whether an identifier starts at `at` (CSS Syntax Module Level 3, "check if three code points would start an ident sequence"). */
function startsIdent(source: string, at: number): boolean {
  const c = source[at]
  if (c === '-') return isNameStart(source[at + 1]) || source[at + 1] === '-' || isEscape(source, at + 1)
  return isNameStart(c) || isEscape(source, at)
}

/** The end of the identifier (name characters and escapes) starting at `at`. */
function identEnd(source: string, at: number): number {
  let i = at
  while (i < source.length) {
    if (isEscape(source, i)) {
      i += 2
      // A hex escape takes up to six hex digits and one whitespace after them.
      if (/[0-9a-fA-F]/.test(source[i - 1]!)) {
        let digits = 1
        while (digits < 6 && /[0-9a-fA-F]/.test(source[i] ?? '')) {
          i++
          digits++
        }
        if (/\s/.test(source[i] ?? '')) i++
      }
    } else if (isName(source[i])) i++
    else break
  }
  return i
}

/** The end of the number (sign, digits, fraction, exponent) starting at `at`, or `at` if none. */
function numberEnd(source: string, at: number): number {
  let i = at
  if (source[i] === '+' || source[i] === '-') i++
  const digitsFrom = i
  while (isDigit(source[i])) i++
  if (source[i] === '.' && isDigit(source[i + 1])) {
    i++
    while (isDigit(source[i])) i++
  }
  if (i === digitsFrom) return at
  const e = source[i]
  if ((e === 'e' || e === 'E') && (isDigit(source[i + 1]) || ((source[i + 1] === '+' || source[i + 1] === '-') && isDigit(source[i + 2])))) {
    i += 2
    while (isDigit(source[i])) i++
  }
  return i
}

/** `value` rem in px, without float noise (`.1rem` is `1.6px`, not `1.6000000000000001px`). */
function remToPx(value: number): string {
  const px = Number((value * PX_PER_REM).toFixed(4))
  return `${Object.is(px, -0) ? 0 : px}px`
}

/**
 * Rewrites every `rem` length as px at PX_PER_REM, so nothing in a shadow root depends on the
 * host page's `html { font-size }` (Tailwind v4 sizes spacing, widths, radii and text in rem).
 * It walks the CSS as tokens, so it converts dimensions wherever they are — declarations,
 * custom properties (`--spacing: .25rem`), `calc()`, `min()`, `var()` fallbacks — and never
 * touches a `rem` inside an identifier (escaped class names such as `.w-\[28rem\]`), a string,
 * a comment or a `url()`.
 * Media queries are converted too: a `rem` there means the browser's default font size (never
 * the host's root), but everything the breakpoints lay out is now in px, so px breakpoints keep
 * the layout and its breakpoints in step even for a user with a larger default font size.
 */
export function remToPxLengths(source: string): string {
  let out = ''
  let copied = 0
  let i = 0
  while (i < source.length) {
    const c = source[i]!
    if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2)
      i = end < 0 ? source.length : end + 2
    } else if (c === '"' || c === "'") {
      i++
      while (i < source.length && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1
      i++
    } else if (startsIdent(source, i)) {
      const end = identEnd(source, i)
      const name = source.slice(i, end)
      i = end
      if (name.toLowerCase() === 'url' && source[i] === '(') {
        // An unquoted url(…) is one token up to its `)`; a quoted one is a function whose
        // string the branch above skips.
        let j = i + 1
        while (/\s/.test(source[j] ?? '')) j++
        if (source[j] !== '"' && source[j] !== "'") {
          while (j < source.length && source[j] !== ')') j += source[j] === '\\' ? 2 : 1
          i = j + 1
        }
      }
    } else if (c === '#' || c === '@') {
      i = identEnd(source, i + 1)
    } else {
      const end = numberEnd(source, i)
      if (end === i) {
        i++
        continue
      }
      if (startsIdent(source, end)) {
        const unitEnd = identEnd(source, end)
        if (source.slice(end, unitEnd).toLowerCase() === 'rem') {
          const number = source.slice(i, end)
          out += source.slice(copied, i) + (number.startsWith('+') ? '+' : '') + remToPx(Number(number))
          copied = unitEnd
        }
        i = unitEnd
      } else i = source[end] === '%' ? end + 1 : end
    }
  }
  return out + source.slice(copied)
}

export function toShadowCss(source: string): string {
  return remToPxLengths(dropColorMixFallbacks(stripPropertyRules(unwrapPropertiesLayer(source))))
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
