import { describe, expect, it } from 'vitest'
import {
  MAX_PREVIEW_CHARS,
  MAX_PREVIEW_ENTRIES,
  buildPreviewDocument,
  checkPreviewMessage,
  isAllowedOrigin,
  judgePreviewMessage,
  parseOrigin,
  parseOriginList,
} from '../../../../../src/domains/shell/logic/preview.ts'
import { parseAttribute } from '#platform/element/attributes.ts'
import { consoleManifest } from '../../../../../src/domains/shell/elements/console.manifest.ts'

describe('parseOrigin', () => {
  it('answers the normal form of an http(s) origin', () => {
    expect(parseOrigin('https://forms.example.com')).toBe('https://forms.example.com')
    expect(parseOrigin('HTTPS://Forms.Example.com/')).toBe('https://forms.example.com')
    expect(parseOrigin('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173')
    expect(parseOrigin('https://a.test:443')).toBe('https://a.test')
  })
  it('refuses anything else', () => {
    for (const bad of [
      '*',
      'null',
      'forms.example.com',
      'https://a.test/path',
      'https://a.test?x',
      'https://u:p@a.test',
      'ftp://a.test',
      'javascript:alert(1)',
      'https://',
      '//a.test',
    ]) {
      expect(parseOrigin(bad), bad).toBeNull()
    }
  })
})

describe('parseOriginList', () => {
  it('splits on spaces and commas, normalises and drops duplicates', () => {
    expect(parseOriginList('https://a.test, http://b.test:8080  https://A.test/')).toEqual(['https://a.test', 'http://b.test:8080'])
  })
  it('refuses the whole list when one entry is not an origin (accepting nothing)', () => {
    expect(parseOriginList('https://a.test *')).toBeNull()
    expect(parseOriginList(' , ')).toBeNull()
  })
  it('warns once through the element kit and leaves no origin', () => {
    const warnings: string[] = []
    const spec = consoleManifest.attributes['preview-origins']
    expect(parseAttribute('sw-console', 'preview-origins', spec, 'https://a.test/x', (w) => warnings.push(w))).toBeUndefined()
    expect(warnings).toEqual([
      '<sw-console> preview-origins="https://a.test/x" is not http(s) origins separated by spaces or commas, such as https://forms.example.com; ignoring it.',
    ])
    expect(parseAttribute('sw-console', 'preview-origins', spec, 'https://a.test', (w) => warnings.push(w))).toEqual(['https://a.test'])
    expect(parseAttribute('sw-console', 'preview-origins', spec, null, (w) => warnings.push(w))).toBeUndefined()
    expect(warnings).toHaveLength(1)
  })
})

describe('isAllowedOrigin', () => {
  it('matches exactly, never the opaque origin', () => {
    expect(isAllowedOrigin('https://a.test', ['https://a.test'])).toBe(true)
    expect(isAllowedOrigin('https://a.test:8443', ['https://a.test'])).toBe(false)
    expect(isAllowedOrigin('https://sub.a.test', ['https://a.test'])).toBe(false)
    expect(isAllowedOrigin('null', ['null'])).toBe(false)
  })
})

const message = {
  type: 'refreshFrame',
  styles: ['https://cdn.test/form.css', 'body{margin:0}'],
  scripts: ['https://cdn.test/vue.js'],
  html: '<div id="app"></div>',
  js: 'new Vue({el:"#app"})',
}

describe('checkPreviewMessage', () => {
  it('accepts the documented shape, with styles, scripts and js optional', () => {
    expect(checkPreviewMessage(message)).toEqual({
      ok: true,
      value: { kind: 'page', styles: message.styles, scripts: message.scripts, html: message.html, js: message.js },
    })
    expect(checkPreviewMessage({ type: 'refreshFrame', html: '<p>x</p>', extra: 1 })).toEqual({
      ok: true,
      value: { kind: 'page', styles: [], scripts: [], html: '<p>x</p>', js: '' },
    })
  })
  it('names what is wrong with every other shape', () => {
    const reason = (data: unknown) => {
      const checked = checkPreviewMessage(data)
      return checked.ok ? 'ok' : checked.reason
    }
    expect(reason('refreshFrame')).toMatch(/not an object with type/)
    expect(reason({ ...message, type: 'other' })).toMatch(/not an object with type/)
    expect(reason({ ...message, html: 1 })).toBe('html must be a string, or data an object as form designers send it')
    expect(reason({ ...message, js: {} })).toBe('js must be a string')
    expect(reason({ ...message, styles: 'a.css' })).toBe('styles must be an array of strings')
    expect(reason({ ...message, scripts: [1] })).toBe('scripts must be an array of strings')
    expect(reason({ ...message, styles: [' '] })).toBe('styles has an empty entry')
    expect(reason({ ...message, scripts: ['javascript:alert(1)'] })).toMatch(/is not an absolute http\(s\) URL/)
    expect(reason({ ...message, scripts: ['/relative.js'] })).toMatch(/is not an absolute http\(s\) URL/)
    expect(reason({ ...message, styles: Array(MAX_PREVIEW_ENTRIES + 1).fill('a{}') })).toMatch(/more than 50 entries/)
    expect(reason({ type: 'refreshFrame', html: 'x'.repeat(MAX_PREVIEW_CHARS), js: 'y' })).toMatch(/1000001 characters/)
    expect(reason({ type: 'refreshFrame', html: 'x'.repeat(MAX_PREVIEW_CHARS) })).toBe('ok')
  })
})

describe('judgePreviewMessage', () => {
  const allowed = ['https://designer.test']
  it('shows a valid message from an allowed origin', () => {
    expect(judgePreviewMessage('https://designer.test', message, allowed)).toMatchObject({ action: 'show' })
  })
  it('warns about any other message from an allowed origin', () => {
    expect(judgePreviewMessage('https://designer.test', { type: 'refreshFrame' }, allowed)).toEqual({
      action: 'warn',
      message: '<sw-console> ignored a message from https://designer.test: html must be a string, or data an object as form designers send it.',
    })
    expect(judgePreviewMessage('https://designer.test', 'hello', allowed)).toMatchObject({ action: 'warn' })
  })
  it('warns about a refreshFrame from another origin, and ignores the rest of its traffic silently', () => {
    expect(judgePreviewMessage('https://evil.test', message, allowed)).toEqual({
      action: 'warn',
      message: '<sw-console> ignored a refreshFrame message from https://evil.test: that origin is not in preview-origins.',
    })
    expect(judgePreviewMessage('null', message, allowed)).toMatchObject({ message: expect.stringContaining('from an opaque origin') })
    expect(judgePreviewMessage('https://evil.test', { type: 'webpackOk' }, allowed)).toEqual({ action: 'ignore' })
    // Nothing configured: nothing accepted.
    expect(judgePreviewMessage('https://designer.test', message, [])).toMatchObject({ action: 'warn' })
  })
})

describe('buildPreviewDocument', () => {
  it('puts styles and scripts in the head in order, then the html and the js', () => {
    const doc = buildPreviewDocument({ kind: 'page', styles: message.styles, scripts: message.scripts, html: message.html, js: message.js })
    expect(doc).toBe(
      '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<link rel="stylesheet" href="https://cdn.test/form.css"><style>body{margin:0}</style><script src="https://cdn.test/vue.js"></script>' +
        '</head><body><div id="app"></div><script>new Vue({el:"#app"})</script></body></html>',
    )
  })
  it('escapes URLs in attributes and keeps CSS and JS inside their elements', () => {
    const doc = buildPreviewDocument({
      kind: 'page',
      styles: ['https://cdn.test/a.css?x="><script>alert(1)</script>', 'a{content:"</style><script>alert(1)</script>"}'],
      scripts: ['https://cdn.test/a.js?"onload="x'],
      html: '',
      js: 'const s = "</script><img src=x onerror=alert(1)>"; // <!-- <script>',
    })
    expect(doc).not.toContain('"><script>alert(1)')
    expect(doc).toContain('<style>a{content:"<\\/style><script>alert(1)</script>"}</style>')
    expect(doc).toContain('<script>const s = "<\\/script><img src=x onerror=alert(1)>"; // <\\!-- <script></script>')
    expect(doc).not.toMatch(/src="[^"]*"onload/)
    // Only the element we wrote ends each style and script block.
    expect(doc.match(/<\/style>/g)).toHaveLength(1)
  })
  it('writes no script element for empty js', () => {
    expect(buildPreviewDocument({ kind: 'page', styles: [], scripts: [], html: '<p>x</p>', js: '  ' })).not.toContain('<script')
  })
})

/** A form as JakHuang/form-generator's designer posts it to its preview frame (its `run()`):
 * the payload under `data`, `js` the options object with `export default` removed. */
const DESIGNED = {
  type: 'refreshFrame',
  data: {
    generateConf: { type: 'file', formRef: 'elForm', formModel: 'formData' },
    html: '<el-form ref="elForm" :model="formData" size="medium" label-width="100px"><el-form-item label="Name" prop="field101"><el-input v-model="formData.field101"></el-input></el-form-item></el-form>',
    js: '{\n  components: {},\n  props: [],\n  data () {\n    return { formData: { field101: undefined } }\n  },\n  methods: {}\n}',
    css: '.el-form { padding: 8px }',
    scripts: ['https://lib.test/vue.min.js', 'https://lib.test/element-ui.js'],
    links: ['https://lib.test/theme-chalk/index.css'],
  },
}

describe("the form designers' nested shape", () => {
  it('reads the payload under data, and the renamed fields of forks', () => {
    expect(checkPreviewMessage(DESIGNED)).toEqual({
      ok: true,
      value: {
        kind: 'vue',
        links: DESIGNED.data.links,
        scripts: DESIGNED.data.scripts,
        css: DESIGNED.data.css,
        html: DESIGNED.data.html,
        js: DESIGNED.data.js,
        dialog: false,
      },
    })
    const fork = {
      type: 'refreshFrame',
      data: {
        template: '<p>x</p>',
        script: 'export default { data () { return {} } };',
        styles: ['p { color: red }', 'a { color: blue }'],
        generateConf: { type: 'dialog' },
      },
    }
    expect(checkPreviewMessage(fork)).toEqual({
      ok: true,
      value: {
        kind: 'vue',
        links: [],
        scripts: [],
        css: 'p { color: red }\na { color: blue }',
        html: '<p>x</p>',
        js: '{ data () { return {} } }',
        dialog: true,
      },
    })
  })

  it('names what is wrong with a nested payload', () => {
    const bad = (data: Record<string, unknown>) => checkPreviewMessage({ type: 'refreshFrame', data: { ...DESIGNED.data, ...data } })
    expect(bad({ html: 3 })).toEqual({ ok: false, reason: 'data.html must be a string' })
    expect(checkPreviewMessage({ type: 'refreshFrame', data: { js: '{}' } })).toEqual({ ok: false, reason: 'data.html must be a string' })
    expect(checkPreviewMessage({ type: 'refreshFrame', data: { html: '' } })).toEqual({ ok: false, reason: 'data.js must be a string' })
    expect(bad({ scripts: ['javascript:alert(1)'] })).toEqual({ ok: false, reason: 'data.scripts entry "javascript:alert(1)" is not an absolute http(s) URL' })
    expect(bad({ links: 'https://lib.test/a.css' })).toEqual({ ok: false, reason: 'data.links must be an array of strings' })
    expect(bad({ css: 'x'.repeat(MAX_PREVIEW_CHARS) })).toMatchObject({ ok: false, reason: expect.stringContaining('more than') })
  })

  it('builds the family preview page: links and CSS, the scripts in order, then the component mounted', () => {
    const checked = checkPreviewMessage(DESIGNED)
    if (!checked.ok || checked.value.kind !== 'vue') throw new Error('not read as a designer form')
    const doc = buildPreviewDocument(checked.value, '表单无法显示')
    const at = (text: string) => doc.indexOf(text)
    expect(at('<link rel="stylesheet" href="https://lib.test/theme-chalk/index.css">')).toBeGreaterThan(0)
    expect(at('<style>.el-form { padding: 8px }</style>')).toBeGreaterThan(at('theme-chalk'))
    expect(at('<script src="https://lib.test/vue.min.js">')).toBeLessThan(at('<script src="https://lib.test/element-ui.js">'))
    expect(at('new Vue(')).toBeGreaterThan(at('element-ui.js'))
    expect(doc).toContain('"表单无法显示"')
    // A dialog form is mounted open, closable through :visible.sync, as the family's page does.
    expect(doc).not.toContain('visible.sync')
    expect(buildPreviewDocument({ ...checked.value, dialog: true })).toContain(':visible.sync=\\"visible\\"')
    // The template travels as a string literal that cannot end its script early.
    const hostile = buildPreviewDocument({ ...checked.value, html: '</script><script>alert(1)</script>' })
    expect(hostile).not.toContain('</script><script>alert(1)')
  })
})
