/**
 * The compiled Tailwind CSS as one constructable stylesheet, adopted by every shadow root.
 * The `@property` problem of shadow roots is fixed at build time (scripts/shadowCss.ts): the
 * sheet carries Tailwind's fallback layer unconditionally and nothing is written to the host
 * document.
 */
import css from '../src/ui/styles.css?inline'

export const shadowCss: string = css

let sheet: CSSStyleSheet | null | undefined

function sharedSheet(): CSSStyleSheet | null {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(shadowCss)
    } catch {
      sheet = null
    }
  }
  return sheet
}

/** Adopts the shared sheet (or, where constructable sheets are missing, a <style>). */
export function adoptStyles(root: ShadowRoot): void {
  const shared = sharedSheet()
  if (shared && 'adoptedStyleSheets' in root) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared]
    return
  }
  const style = document.createElement('style')
  style.textContent = shadowCss
  root.prepend(style)
}
