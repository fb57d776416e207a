/**
 * Notification markdown to HTML — the one renderer the server stores content with
 * (demo/server/domains/notifications/content.ts sanitises its output before storing) and the
 * publishing form's preview shows (through SafeHtml): micromark, CommonMark + GFM (tables,
 * strikethrough, autolinks); raw HTML in the markdown is escaped, never passed through — except
 * the one tag Milkdown writes itself: a line holding only `<br />` (its empty paragraph), which
 * becomes an empty line instead of the words "<br />" (not inside a fenced code block).
 * Framework-free. The output is NOT safe until sanitised.
 */
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'

/** A line that is only a break tag, possibly inside blockquote markers. */
const BREAK_LINE = /^(\s*(?:>\s*)*)<br\s*\/?>\s*$/i
const FENCE = /^\s*(```|~~~)/

/** Milkdown's empty paragraphs (`<br />` lines) as empty lines, code blocks untouched. */
export function dropEditorBreaks(markdown: string): string {
  let fenced = false
  return markdown
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) fenced = !fenced
      return !fenced && BREAK_LINE.test(line) ? line.replace(BREAK_LINE, '$1').trimEnd() : line
    })
    .join('\n')
}

export function markdownToHtml(markdown: string): string {
  return micromark(dropEditorBreaks(markdown), { extensions: [gfm()], htmlExtensions: [gfmHtml()] })
}
