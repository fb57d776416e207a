/**
 * The live preview as the family's form designers send it (README, "Live preview of a generated form"): `{type: 'refreshFrame',
 * data: {html, js, css, scripts, links, generateConf?}}` — `html` a Vue 2 template, `js` the
 * component's options object (its `export default` removed), `css` text, `links` stylesheet URLs
 * and `scripts` the URLs of the libraries it needs (Vue 2, Element UI…), in order. Forks that
 * rename the fields (`template`, `script`, `styles`) are read too. The document for the
 * sandboxed frame does what the family's own preview page does: the links, the CSS, the scripts
 * in order, then the component mounted (`js` with `template: <div>html</div>`, as `child` of a
 * root that holds `visible: true`, a dialog form's `:visible.sync`); anything that goes wrong —
 * a script that does not load, Vue missing, a syntax or render error — shows inside the frame.
 * Framework-free; preview.ts checks the message's origin and size and calls this.
 */

/** The generated component, as the frame mounts it. */
export interface DesignerContent {
  kind: 'vue'
  links: string[]
  scripts: string[]
  css: string
  html: string
  js: string
  /** A dialog form (`generateConf.type === 'dialog'`): mounted open, closable. */
  dialog: boolean
}

type Checked<T> = { ok: true; value: T } | { ok: false; reason: string }

/** The first of `names` present in `data`, as text. */
function text(data: Record<string, unknown>, names: readonly string[], required: boolean): Checked<string> {
  const name = names.find((n) => data[n] !== undefined)
  if (name === undefined) return required ? { ok: false, reason: `data.${names[0]} must be a string` } : { ok: true, value: '' }
  const value = data[name]
  // A fork may send its styles as a list of CSS texts.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return { ok: true, value: value.join('\n') }
  return typeof value === 'string' ? { ok: true, value } : { ok: false, reason: `data.${name} must be a string` }
}

/** Reads the nested payload; `urls` checks a list of resource URLs (preview.ts owns the rule). */
export function checkDesignerPayload(
  data: Record<string, unknown>,
  urls: (field: 'links' | 'scripts', value: unknown) => Checked<string[]>,
): Checked<DesignerContent> {
  const html = text(data, ['html', 'template'], true)
  if (!html.ok) return html
  const js = text(data, ['js', 'script'], true)
  if (!js.ok) return js
  const css = text(data, ['css', 'styles'], false)
  if (!css.ok) return css
  const links = urls('links', data.links)
  if (!links.ok) return links
  const scripts = urls('scripts', data.scripts)
  if (!scripts.ok) return scripts
  const conf = data.generateConf
  const dialog = typeof conf === 'object' && conf !== null && (conf as Record<string, unknown>).type === 'dialog'
  // The options object alone: an `export default` left in, or a trailing semicolon, would not
  // read as an expression.
  const options = js.value
    .trim()
    .replace(/^export\s+default\s+/, '')
    .replace(/;\s*$/, '')
  return { ok: true, value: { kind: 'vue', links: links.value, scripts: scripts.value, css: css.value, html: html.value, js: options, dialog } }
}

/** What the root passes the component, as the family's preview page does. */
const CHILD_ATTRIBUTES = {
  file: '',
  dialog: ' width="600px" class="dialog-width" v-if="visible" :visible.sync="visible" :modal-append-to-body="false" ',
}

/** A JavaScript string literal that cannot end its `<script>`. */
const jsString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The frame's document. `parts` writes each element, from preview.ts (one escaping rule for
 * both shapes); `failed` is the sentence an error is shown under, in the console's language. */
export function buildDesignerDocument(
  content: DesignerContent,
  parts: { meta: string; link(url: string): string; style(css: string): string; script(url: string): string; inline(js: string): string },
  failed: string,
): string {
  const head = [parts.meta, ...content.links.map(parts.link), parts.style(content.css)].join('')
  // Before the libraries: an error while one loads or runs is shown too.
  const report = `(function () {
  var shown = false
  window.__swPreviewFailed = function (error) {
    if (shown) return
    shown = true
    var box = document.createElement('div')
    box.setAttribute('role', 'alert')
    box.setAttribute('data-preview-error', '')
    box.style.cssText = 'margin:16px;padding:12px 16px;border:1px solid #f5c2c7;border-radius:6px;background:#fff5f5;color:#842029;font:14px/1.5 system-ui,sans-serif'
    var title = document.createElement('strong')
    title.textContent = ${jsString(failed)}
    var detail = document.createElement('pre')
    detail.style.cssText = 'margin:8px 0 0;white-space:pre-wrap;font:12px/1.4 ui-monospace,monospace'
    detail.textContent = String((error && (error.message || error)) || error)
    box.appendChild(title)
    box.appendChild(detail)
    document.body.insertBefore(box, document.body.firstChild)
  }
  window.addEventListener('error', function (event) {
    var target = event.target
    // A library that did not load; another resource (a picture, a font) leaves the form be.
    if (target && target.tagName === 'SCRIPT') window.__swPreviewFailed(new Error('Could not load ' + target.src))
    else if (target && target.tagName === 'LINK') window.__swPreviewFailed(new Error('Could not load ' + target.href))
    else if (target === window) window.__swPreviewFailed(event.error || event.message)
  }, true)
})()`
  const mount = `(function () {
  try {
    if (typeof Vue === 'undefined') throw new Error('Vue is not loaded: the message must name Vue 2 in its scripts')
    Vue.config.errorHandler = function (error) { window.__swPreviewFailed(error) }
    var main = (
${content.js}
)
    main.template = '<div>' + ${jsString(content.html)} + '</div>'
    new Vue({
      components: { child: main },
      data: function () { return { visible: true } },
      template: '<div><child' + ${jsString(content.dialog ? CHILD_ATTRIBUTES.dialog : CHILD_ATTRIBUTES.file)} + '/></div>',
    }).$mount('#app')
  } catch (error) {
    window.__swPreviewFailed(error)
  }
})()`
  const body = [parts.inline(report), '<div id="app"></div>', ...content.scripts.map(parts.script), parts.inline(mount)].join('')
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`
}
