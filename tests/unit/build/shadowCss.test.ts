import { describe, expect, it } from 'vitest'
import { dropColorMixFallbacks, stripPropertyRules, toShadowCss, unwrapPropertiesLayer } from '../../../scripts/shadowCss.ts'

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
    const css = '.b{color:blue}.a\\/5{color:var(--c)}@supports (color:color-mix(in lab, red, red)){.a\\/5{color:color-mix(in oklab, var(--c) 5%, transparent)}}.z{color:red}'
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

  it('composes all three', () => {
    const css = '@layer properties{@supports (x:y){*{--tw-a:0}}}@property --tw-a{syntax:"*"}.a\\/5{color:var(--c)}@supports (color:color-mix(in lab, red, red)){.a\\/5{color:color-mix(in oklab,var(--c) 5%,transparent)}}'
    expect(toShadowCss(css)).toBe('@layer properties{*{--tw-a:0}}.a\\/5{color:color-mix(in oklab,var(--c) 5%,transparent)}')
  })
})
