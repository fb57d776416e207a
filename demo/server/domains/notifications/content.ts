/**
 * A notification's content on the server: the markdown as the publisher wrote it is rendered to
 * HTML by micromark (markdownToHtml, shared with the publishing form's preview: CommonMark + GFM
 * tables, strikethrough, autolinks; raw HTML in the markdown is escaped, never passed through),
 * then sanitised before it is stored by the same allow-list the console applies where it renders
 * it (src/platform/core/sanitize.ts: text structure, links opening in a new tab with
 * rel=noopener noreferrer, http(s) or same-site images; no style, class, handler, data: or
 * javascript: URL, iframe, form or SVG), with DOMPurify on a jsdom window.
 */
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { markdownToHtml } from '../../../../src/domains/notifications/logic/markdown.ts'
import { sanitizeWith } from '#platform/core/sanitize.ts'

let purifier: ReturnType<typeof createDOMPurify> | undefined

/** Sanitises HTML by the console's one policy (src/platform/core/sanitize.ts) on a jsdom window. */
export function sanitizeHtml(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window)
  return sanitizeWith(purifier, html)
}

/** The markdown rendered to HTML and sanitised: what is stored as `content` and shown to readers. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(markdownToHtml(markdown))
}
