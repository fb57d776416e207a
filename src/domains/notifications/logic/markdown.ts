/**
 * Notification markdown to HTML — the one renderer the server stores content with
 * (demo/server/domains/notifications/content.ts sanitises its output before storing) and the
 * publishing form's preview shows (through SafeHtml): micromark, CommonMark + GFM (tables,
 * strikethrough, autolinks); raw HTML in the markdown is escaped, never passed through.
 * Framework-free. The output is NOT safe until sanitised.
 */
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'

export function markdownToHtml(markdown: string): string {
  return micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] })
}
