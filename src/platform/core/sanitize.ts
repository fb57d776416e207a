/**
 * The one HTML sanitising policy (notification content, its preview, and the server before it
 * stores HTML): a strict DOMPurify allow-list — headings, paragraphs, lists, links (http(s),
 * mailto, tel or relative; always `target="_blank" rel="noopener noreferrer"`), strong/em/code/
 * pre/blockquote, images (http(s) or same-origin src), tables — and nothing else: no style, no
 * event handlers, no ids or classes, no iframe/form/svg/math. Framework-free: the caller passes a
 * DOMPurify instance (the browser's, or one made on jsdom's window on the server).
 */
import type { Config, DOMPurify } from 'dompurify'

export const SAFE_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'del',
  's',
  'code',
  'pre',
  'blockquote',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
] as const

export const SAFE_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'align', 'start', 'target', 'rel'] as const

export const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS: [...SAFE_TAGS],
  ALLOWED_ATTR: [...SAFE_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_TEMPLATES: false,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
  FORBID_TAGS: ['style', 'script', 'iframe', 'form', 'svg', 'math', 'template', 'noscript', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['style', 'srcset', 'id', 'name', 'class', 'formaction', 'action', 'xlink:href', 'background', 'cite'],
}

/** The scheme of a URL as a browser would read it (controls and whitespace dropped), or '' for a relative one. */
export function urlScheme(url: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)
  return match ? match[1]!.toLowerCase() : ''
}

const LINK_SCHEMES = new Set(['', 'http', 'https', 'mailto', 'tel'])
const IMAGE_SCHEMES = new Set(['', 'http', 'https'])

/** Whether a link's href may stay. */
export function isSafeLink(href: string): boolean {
  return LINK_SCHEMES.has(urlScheme(href))
}

/** Whether an image's src may stay: http(s), or a same-origin path (not `//host`-less schemes like data:). */
export function isSafeImage(src: string): boolean {
  return IMAGE_SCHEMES.has(urlScheme(src))
}

const configured = new WeakSet<object>()

/** Adds the link and image rules to an instance (once). */
function harden(purify: DOMPurify): void {
  if (configured.has(purify)) return
  configured.add(purify)
  purify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element
    if (typeof el.getAttribute !== 'function') return
    const tag = el.tagName.toLowerCase()
    if (tag === 'a') {
      const href = el.getAttribute('href')
      if (href !== null && !isSafeLink(href)) el.removeAttribute('href')
      if (el.hasAttribute('href')) {
        el.setAttribute('target', '_blank')
        el.setAttribute('rel', 'noopener noreferrer')
      } else {
        el.removeAttribute('target')
        el.removeAttribute('rel')
      }
    } else {
      el.removeAttribute('target')
      el.removeAttribute('rel')
      if (el.hasAttribute('href')) el.removeAttribute('href')
    }
    if (tag === 'img') {
      const src = el.getAttribute('src')
      if (src !== null && !isSafeImage(src)) el.removeAttribute('src')
    } else if (el.hasAttribute('src')) {
      el.removeAttribute('src')
    }
  })
}

/** Sanitises HTML by the policy with the given DOMPurify instance; the result is a string. */
export function sanitizeWith(purify: DOMPurify, html: string): string {
  harden(purify)
  return String(purify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false }))
}
