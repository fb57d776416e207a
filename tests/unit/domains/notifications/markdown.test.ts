/** The notification markdown renderer: GFM, raw HTML escaped, Milkdown's `<br />` lines dropped. */
import { describe, expect, it } from 'vitest'
import { dropEditorBreaks, markdownToHtml } from '../../../../src/domains/notifications/logic/markdown.ts'

describe('markdownToHtml', () => {
  it('renders GFM and escapes raw HTML', () => {
    expect(markdownToHtml('# Hi\n\n~~old~~ <b>x</b>')).toBe('<h1>Hi</h1>\n<p><del>old</del> &lt;b&gt;x&lt;/b&gt;</p>')
  })

  it("turns Milkdown's empty paragraphs into nothing instead of the words <br />", () => {
    const html = markdownToHtml('# Goggles on\n\n> Ask your supervisor.\n>\n> <br />\n\n<br />\n\nEnd')
    expect(html).not.toContain('br')
    expect(html).toContain('<p>End</p>')
  })

  it('keeps <br /> inside a fenced code block and inside a line of text', () => {
    expect(dropEditorBreaks('```\n<br />\n```')).toBe('```\n<br />\n```')
    expect(markdownToHtml('a <br /> b')).toContain('a &lt;br /&gt; b')
  })
})
