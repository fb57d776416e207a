/**
 * The live preview's rules (docs/spec.md#live-preview-as-built): the `preview-origins` allow-list (parsing and
 * exact matching), the check of a `refreshFrame` window message — who sent it, its shape and
 * size — and the `srcdoc` document the sandboxed preview frame shows. Framework-free: the
 * shell's PreviewLayer listens for messages, PreviewFrame (loaded with this module) draws the
 * frame. The allow-list itself is in previewOrigins.ts (re-exported here).
 *
 * Two shapes of message. The family's form designers nest theirs under `data`
 * (designerPreview.ts: a Vue 2 component with its libraries, mounted as their preview page
 * does). The console's own flat one: `{ type: 'refreshFrame', html: string, js?: string,
 * styles?: string[], scripts?: string[] }` — `styles` entries are stylesheet URLs (absolute
 * http(s)) or CSS text, `scripts` entries are script URLs (absolute http(s)), loaded in order
 * before `html`; `js` runs after `html`. Other fields are ignored. At most 1 000 000 characters
 * in all, 50 entries per list.
 */

import { PREVIEW_MESSAGE_TYPE, concernsPreview, isAllowedOrigin, isRecord } from './previewOrigins.ts'
import { externalLink } from '#platform/core/routes/authority.ts'
import { buildDesignerDocument, checkDesignerPayload, type DesignerContent } from './designerPreview.ts'

export { PREVIEW_MESSAGE_TYPE, concernsPreview, isAllowedOrigin, parseOrigin, parseOriginList } from './previewOrigins.ts'
/** The most characters a message may carry in all its strings. */
export const MAX_PREVIEW_CHARS = 1_000_000
/** The most entries of `styles` and of `scripts`. */
export const MAX_PREVIEW_ENTRIES = 50

/** The console's own (flat) shape: a page. */
export interface PageContent {
  kind: 'page'
  styles: string[]
  scripts: string[]
  html: string
  js: string
}

export type PreviewContent = PageContent | DesignerContent

/** An absolute http(s) URL without spaces (a stylesheet or script to load), else `null`. */
const resourceUrl = (text: string): string | null => (/\s/.test(text) ? null : externalLink(text))

type Checked<T> = { ok: true; value: T } | { ok: false; reason: string }

function stringList(field: string, value: unknown): Checked<string[]> {
  if (value === undefined) return { ok: true, value: [] }
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return { ok: false, reason: `${field} must be an array of strings` }
  if (value.length > MAX_PREVIEW_ENTRIES) return { ok: false, reason: `${field} has more than ${MAX_PREVIEW_ENTRIES} entries` }
  return { ok: true, value: value as string[] }
}

/** A list of resource URLs: each an absolute http(s) URL. */
function urlList(field: string, value: unknown): Checked<string[]> {
  const list = stringList(field, value)
  if (!list.ok) return list
  const bad = list.value.find((s) => resourceUrl(s) === null)
  if (bad !== undefined) return { ok: false, reason: `${field} entry "${bad.slice(0, 80)}" is not an absolute http(s) URL` }
  return list
}

const sizeOf = (parts: readonly string[]) => parts.reduce((sum, s) => sum + s.length, 0)

/** The content of a `refreshFrame` message, or why it does not have the expected shape. */
export function checkPreviewMessage(data: unknown): Checked<PreviewContent> {
  if (!isRecord(data) || data.type !== PREVIEW_MESSAGE_TYPE) return { ok: false, reason: `it is not an object with type "${PREVIEW_MESSAGE_TYPE}"` }
  if (isRecord(data.data)) {
    const designer = checkDesignerPayload(data.data, (field, value) => urlList(`data.${field}`, value))
    if (!designer.ok) return designer
    const { links, scripts, css, html, js } = designer.value
    const size = sizeOf([html, js, css, ...links, ...scripts])
    if (size > MAX_PREVIEW_CHARS) return { ok: false, reason: `it carries ${size} characters, more than ${MAX_PREVIEW_CHARS}` }
    return designer
  }
  if (typeof data.html !== 'string') return { ok: false, reason: 'html must be a string, or data an object as form designers send it' }
  if (data.js !== undefined && typeof data.js !== 'string') return { ok: false, reason: 'js must be a string' }
  const styles = stringList('styles', data.styles)
  if (!styles.ok) return styles
  const scripts = stringList('scripts', data.scripts)
  if (!scripts.ok) return scripts
  const js = (data.js as string | undefined) ?? ''
  const size = sizeOf([data.html, js, ...styles.value, ...scripts.value])
  if (size > MAX_PREVIEW_CHARS) return { ok: false, reason: `it carries ${size} characters, more than ${MAX_PREVIEW_CHARS}` }
  if (styles.value.some((s) => s.trim() === '')) return { ok: false, reason: 'styles has an empty entry' }
  const urls = urlList('scripts', scripts.value)
  if (!urls.ok) return urls
  return { ok: true, value: { kind: 'page', styles: styles.value, scripts: scripts.value, html: data.html, js } }
}

/** What to do with a window message: show it, ignore it silently (not meant for us: another
 * origin's message of another type), or ignore it with a warning. */
export type PreviewVerdict = { action: 'show'; content: PreviewContent } | { action: 'ignore' } | { action: 'warn'; message: string }

/**
 * Judges one window message. From an allowed origin, every message is meant for the console:
 * a valid `refreshFrame` shows, anything else warns (naming the reason). From any other origin a
 * `refreshFrame` warns (the origin is not in `preview-origins`); other messages are the host
 * page's own traffic and are ignored without a word.
 */
export function judgePreviewMessage(origin: string, data: unknown, allowed: readonly string[], tag = 'sw-console'): PreviewVerdict {
  const from = origin === '' || origin === 'null' ? 'an opaque origin' : origin
  if (!concernsPreview(origin, data, allowed)) return { action: 'ignore' }
  if (!isAllowedOrigin(origin, allowed)) {
    return { action: 'warn', message: `<${tag}> ignored a ${PREVIEW_MESSAGE_TYPE} message from ${from}: that origin is not in preview-origins.` }
  }
  const checked = checkPreviewMessage(data)
  if (checked.ok) return { action: 'show', content: checked.value }
  return { action: 'warn', message: `<${tag}> ignored a message from ${from}: ${checked.reason}.` }
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** CSS text that cannot end its `<style>` early. */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1')

/** Script text that cannot end its `<script>` early nor enter the parser's escaped states
 * (`<\/script` and `<\!--` mean the same inside JS strings, templates and comments). */
const scriptText = (js: string) => js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--')

const META = '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
const link = (url: string) => `<link rel="stylesheet" href="${escapeAttribute(resourceUrl(url) ?? '')}">`
const style = (css: string) => `<style>${styleText(css)}</style>`
const script = (url: string) => `<script src="${escapeAttribute(resourceUrl(url) ?? '')}"></script>`
const inline = (js: string) => `<script>${scriptText(js)}</script>`

/** The preview document for the frame's `srcdoc`. The flat shape: stylesheets and CSS, then the
 * scripts in order in the head; `html` as the body, then `js`. A designer's: see
 * designerPreview.ts; `failed` heads an error shown in the frame (in the console's language). */
export function buildPreviewDocument(content: PreviewContent, failed = 'The form could not be shown'): string {
  if (content.kind === 'vue') return buildDesignerDocument(content, { meta: META, link, style, script, inline }, failed)
  const head = [META, ...content.styles.map((entry) => (resourceUrl(entry) ? link(entry) : style(entry))), ...content.scripts.map(script)]
  const js = content.js.trim() === '' ? '' : inline(content.js)
  return `<!doctype html><html><head>${head.join('')}</head><body>${content.html}${js}</body></html>`
}
