/**
 * The compiled Tailwind CSS as one constructable stylesheet, adopted by every shadow root.
 * The `@property` problem of shadow roots is fixed at build time (scripts/shadowCss.ts): the
 * sheet carries Tailwind's fallback layer unconditionally and nothing is written to the host
 * document.
 */
import css from '../ui/styles.css?inline'

export const shadowCss: string = css

const sheets = new Map<string, CSSStyleSheet | null>()

/** One constructable sheet per CSS text, built once per page and shared by every root. */
function sheetFor(text: string): CSSStyleSheet | null {
  if (!sheets.has(text)) {
    try {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(text)
      sheets.set(text, sheet)
    } catch {
      sheets.set(text, null)
    }
  }
  return sheets.get(text) ?? null
}

/** Adopts the base sheet plus an element's own sheets (or, where constructable sheets are
 * missing, <style> elements). */
export function adoptStyles(root: ShadowRoot, extra: readonly string[] = []): void {
  for (const text of [shadowCss, ...extra]) {
    const sheet = sheetFor(text)
    if (sheet && 'adoptedStyleSheets' in root) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      continue
    }
    const style = document.createElement('style')
    style.textContent = text
    root.append(style)
  }
}

/** Adopts one more sheet into a root (a shadow root, or the document outside one) once: a lazy
 * chunk's own CSS (e.g. a map library's), added when the chunk renders. */
export function adoptSheet(root: ShadowRoot | Document, text: string): void {
  const sheet = sheetFor(text)
  if (sheet && 'adoptedStyleSheets' in root) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const parent = root instanceof Document ? root.head : root
  if ([...parent.querySelectorAll('style')].some((s) => s.textContent === text)) return
  const style = document.createElement('style')
  style.textContent = text
  parent.append(style)
}
