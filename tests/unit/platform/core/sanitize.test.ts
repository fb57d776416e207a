// @vitest-environment jsdom
/** The sanitising policy against the shared XSS corpus (tests/fixtures/xss.ts), on jsdom's window. */
import { describe, expect, it } from 'vitest'
import createDOMPurify from 'dompurify'
import { SAFE_ATTRIBUTES, SAFE_TAGS, isSafeImage, isSafeLink, sanitizeWith, urlScheme } from '#platform/core/sanitize.ts'
import { XSS_PAYLOADS } from '../../../fixtures/xss.ts'

const purify = createDOMPurify(window)
const sanitize = (html: string) => sanitizeWith(purify, html)
const TAGS = new Set<string>(SAFE_TAGS)
const ATTRS = new Set<string>(SAFE_ATTRIBUTES)

/** Every element and attribute in the output is allowed, every URL safe. */
function assertInert(html: string): void {
  const template = window.document.createElement('template')
  template.innerHTML = html
  for (const el of template.content.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase()
    expect(TAGS.has(tag), `<${tag}> in ${html}`).toBe(true)
    for (const attr of el.attributes) {
      // DOMPurify empties `is` rather than removing it (a customised built-in cannot lose it).
      if (attr.name === 'is' && attr.value === '') continue
      expect(ATTRS.has(attr.name), `${attr.name} on <${tag}>`).toBe(true)
      if (attr.name === 'href') expect(isSafeLink(attr.value), attr.value).toBe(true)
      if (attr.name === 'src') expect(isSafeImage(attr.value), attr.value).toBe(true)
    }
  }
  // The markup itself (text is escaped when serialised, so a payload that survives only as text —
  // "javascript:alert(1)" typed as words — is inert): no dangerous tag, handler or URL.
  const walker = window.document.createTreeWalker(template.content, 4 /* SHOW_TEXT */)
  const texts: Node[] = []
  while (walker.nextNode()) texts.push(walker.currentNode)
  for (const text of texts) text.parentNode?.removeChild(text)
  const markup = template.innerHTML
  expect(markup).not.toMatch(/<\s*(script|iframe|svg|math|style|form|object|embed|template|noscript|base|meta|link)\b/i)
  expect(markup).not.toMatch(/\son[a-z]+\s*=/i)
  expect(markup).not.toMatch(/javascript\s*:|vbscript:|data:text\/html/i)
  expect(html).not.toMatch(/<\s*(script|iframe|svg)\b/i)
}

describe('sanitize against the XSS corpus', () => {
  it('has at least 50 payloads with unique names', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50)
    expect(new Set(XSS_PAYLOADS.map((p) => p.name)).size).toBe(XSS_PAYLOADS.length)
  })

  for (const payload of XSS_PAYLOADS) {
    it(`strips: ${payload.name}`, () => {
      const once = sanitize(payload.html)
      assertInert(once)
      // Sanitising the output again changes nothing (no mutation on a second parse).
      expect(sanitize(once)).toBe(once)
    })
  }
})

describe('sanitize keeps what authors write', () => {
  it('keeps headings, lists, emphasis, code, quotes and tables', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <code>c</code></p><ul><li>a</li></ul><ol start="3"><li>b</li></ol>' +
      '<blockquote><p>q</p></blockquote><pre><code>x &lt; y</code></pre><table><thead><tr><th align="left">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>'
    expect(sanitize(html)).toBe(html)
  })

  it('opens links in a new tab without an opener, and drops unsafe ones', () => {
    expect(sanitize('<a href="https://example.com/x">x</a>')).toBe('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a>')
    expect(sanitize('<a href="/studentwork/a" target="_self" rel="opener">a</a>')).toBe(
      '<a href="/studentwork/a" target="_blank" rel="noopener noreferrer">a</a>',
    )
    expect(sanitize('<a href="mailto:a@b.c">m</a>')).toContain('href="mailto:a@b.c"')
    expect(sanitize('<a href="javascript:alert(1)" target="_blank">x</a>')).toBe('<a>x</a>')
  })

  it('keeps http(s) and same-origin images and drops data: and other schemes', () => {
    expect(sanitize('<img src="https://example.com/a.png" alt="a">')).toBe('<img src="https://example.com/a.png" alt="a">')
    expect(sanitize('<img src="/api/file/1" alt="a">')).toBe('<img src="/api/file/1" alt="a">')
    expect(sanitize('<img src="data:image/png;base64,AAAA" alt="a">')).toBe('<img alt="a">')
    expect(sanitize('<img src="ftp://x/a.png">')).toBe('<img>')
  })

  it('reads schemes as a browser does', () => {
    expect(urlScheme(' \tJava\nScript:alert(1)')).toBe('javascript')
    expect(urlScheme('/path:with-colon')).toBe('')
    expect(urlScheme('//example.com/a')).toBe('')
    expect(urlScheme('HTTPS://x')).toBe('https')
  })
})
