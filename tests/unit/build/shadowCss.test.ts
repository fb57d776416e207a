import { describe, expect, it } from 'vitest'
import { dropColorMixFallbacks, remToPxLengths, stripPropertyRules, toShadowCss, unwrapPropertiesLayer } from '../../../scripts/shadowCss.ts'

describe('shadow-root CSS rewrite', () => {
  it('makes the properties layer unconditional', () => {
    const css = '@layer properties{@supports ((-webkit-hyphens:none)) and (not (margin-trim:inline)){*,:before{--tw-shadow:0 0 #0000}}}.a{color:red}'
    expect(unwrapPropertiesLayer(css)).toBe('@layer properties{*,:before{--tw-shadow:0 0 #0000}}.a{color:red}')
  })

  it('leaves CSS without a properties layer alone', () => {
    expect(unwrapPropertiesLayer('.a{color:red}')).toBe('.a{color:red}')
  })

  it('drops @property rules', () => {
    const css = '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}.a{color:red}@property --tw-x{syntax:"*";inherits:false}'
    expect(stripPropertyRules(css)).toBe('.a{color:red}')
  })

  it('keeps the color-mix rule and drops its fallback, minified', () => {
    const css =
      '.b{color:blue}.a\\/5{color:var(--c)}@supports (color:color-mix(in lab, red, red)){.a\\/5{color:color-mix(in oklab, var(--c) 5%, transparent)}}.z{color:red}'
    expect(dropColorMixFallbacks(css)).toBe('.b{color:blue}.a\\/5{color:color-mix(in oklab, var(--c) 5%, transparent)}.z{color:red}')
  })

  it('removes only the matching selector from a grouped fallback, pretty-printed', () => {
    const css = `.x { color: red; }
  .border-danger, .border-danger\\/30 {
    border-color: var(--d);
  }
  @supports (color: color-mix(in lab, red, red)) {
    .border-danger\\/30 {
      border-color: color-mix(in oklab, var(--d) 30%, transparent);
    }
  }
`
    const out = dropColorMixFallbacks(css)
    expect(out).toContain('.border-danger{\n    border-color: var(--d);\n  }')
    expect(out).toContain('.border-danger\\/30 {\n      border-color: color-mix(in oklab, var(--d) 30%, transparent);')
    expect(out).not.toContain('@supports')
  })

  it('composes all four', () => {
    const css =
      '@layer properties{@supports (x:y){*{--tw-a:0}}}@property --tw-a{syntax:"*"}.b{margin:1rem}.a\\/5{color:var(--c)}@supports (color:color-mix(in lab, red, red)){.a\\/5{color:color-mix(in oklab,var(--c) 5%,transparent)}}'
    expect(toShadowCss(css)).toBe('@layer properties{*{--tw-a:0}}.b{margin:16px}.a\\/5{color:color-mix(in oklab,var(--c) 5%,transparent)}')
  })
})

describe('rem lengths become px at 16px per rem', () => {
  it("converts Tailwind's theme variables and plain declarations", () => {
    expect(remToPxLengths(':root,:host{--spacing:.25rem;--text-sm:.875rem;--text-sm--line-height:calc(1.25 / .875);--radius-lg:.5rem}')).toBe(
      ':root,:host{--spacing:4px;--text-sm:14px;--text-sm--line-height:calc(1.25 / .875);--radius-lg:8px}',
    )
    expect(remToPxLengths('.p-8{padding:calc(var(--spacing) * 8)}.rounded{border-radius:.25rem}')).toBe(
      '.p-8{padding:calc(var(--spacing) * 8)}.rounded{border-radius:4px}',
    )
  })

  it('converts inside calc(), min() and var() fallbacks, keeping signs and other units', () => {
    expect(remToPxLengths('.a{margin-top:calc(1.5em + .25rem);width:min(28rem,100vw - 2rem);height:var(--h, 2REM);inset:-.5rem +1rem 1e1rem 0.1rem}')).toBe(
      '.a{margin-top:calc(1.5em + 4px);width:min(448px,100vw - 32px);height:var(--h, 32px);inset:-8px +16px 160px 1.6px}',
    )
  })

  it('converts media query conditions too (see remToPxLengths)', () => {
    expect(remToPxLengths('@media (min-width:40rem){.sm\\:p-8{padding:2rem}}')).toBe('@media (min-width:640px){.sm\\:p-8{padding:32px}}')
  })

  it('leaves escaped class names, strings, comments and url() alone', () => {
    const selectors =
      '.w-\\[min\\(28rem\\,calc\\(100vw-2rem\\)\\)\\]{width:1rem}.mt-\\[calc\\(1\\.5em\\+0\\.25rem\\)\\]{top:0}.\\32 xl\\:inline{display:inline}'
    expect(remToPxLengths(selectors)).toBe(selectors.replace('width:1rem', 'width:16px'))
    const rest = '.a{content:"2rem \\" 3rem";background:url(img/2rem.png);mask:url( "4rem.svg" )}/* 5rem */'
    expect(remToPxLengths(rest)).toBe(rest)
  })

  it('leaves other units, identifiers ending in rem and the rem() function alone', () => {
    const css = '.a{width:100vw-2rem;height:1.5em;top:12%;--lorem:ipsum-2rem;z-index:rem(7, 3);scale:2}'
    expect(remToPxLengths(css)).toBe(css)
  })

  it('is idempotent on px output and works pretty-printed', () => {
    const pretty = '.card {\n  padding: 1.5rem;\n  gap: .75rem;\n}\n'
    const once = remToPxLengths(pretty)
    expect(once).toBe('.card {\n  padding: 24px;\n  gap: 12px;\n}\n')
    expect(remToPxLengths(once)).toBe(once)
  })
})
