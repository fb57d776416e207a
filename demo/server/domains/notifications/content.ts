/**
 * A notification's content on the server: the markdown as the publisher wrote it is rendered to
 * HTML by micromark (markdownToHtml, shared with the publishing form's preview) (CommonMark + GFM: tables, strikethrough, autolinks — a task list's checkbox is dropped; raw HTML in
 * the markdown is escaped, never passed through) and the HTML is then sanitised by DOMPurify
 * (on a jsdom window) with a strict allow-list before it is stored: text structure, links
 * (http, https, mailto, or a path on this site; rel=noopener noreferrer nofollow, no target) and
 * images (http, https or a path on this site — the file service's `/api/file/<key>`), no style,
 * no class, no event handler, no data: or javascript: URL, no iframe, form or SVG.
 */
import createDOMPurify, { type Config } from 'dompurify'
import { JSDOM } from 'jsdom'
import { markdownToHtml } from '../../../../src/domains/notifications/logic/markdown.ts'

export const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'del', 's', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'sub',
]
export const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'align', 'start']
/** http(s), mailto, or a path on this site (not `//host`, which is another site). */
export const ALLOWED_URI = /^(?:https?:|mailto:|\/(?!\/)|#)/i

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
}

let purifier: ReturnType<typeof createDOMPurify> | undefined

function purify() {
  if (!purifier) {
    purifier = createDOMPurify(new JSDOM('').window)
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer nofollow')
      // DOMPurify lets data: URLs through on <img> by default; not here.
      if (node.tagName === 'IMG' && !ALLOWED_URI.test(node.getAttribute('src') ?? '')) node.removeAttribute('src')
    })
  }
  return purifier
}

/** Sanitises HTML with the allow-list above. */
export function sanitizeHtml(html: string): string {
  return purify().sanitize(html, CONFIG) as string
}

/** The markdown rendered to HTML and sanitised: what is stored as `content` and shown to readers. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(markdownToHtml(markdown))
}
