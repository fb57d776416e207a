/**
 * The preview of notification content: the markdown rendered to HTML as the server renders it,
 * then shown through the sanitised-HTML renderer readers see it through, in the same look.
 */
import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import DOMPurify from 'dompurify'
import { micromark } from 'micromark'
import { cn } from '../../../platform/ui/cn.ts'
import { RICH_TEXT } from './richText.ts'

// LOCAL STAND-IN (swap at merge): the server's markdown → HTML function (notif-server) and the
// shared SafeHtml renderer (notif-centre, src/platform/ui/SafeHtml.tsx) replace these two lines.
const renderMarkdown = (markdown: string) => micromark(markdown)
function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}

export function ContentPreview({ markdown }: { markdown: string }) {
  const { t } = useLingui()
  const html = useMemo(() => renderMarkdown(markdown), [markdown])
  return (
    <div data-preview className="min-h-[360px] rounded-control border border-line bg-surface px-3 py-2">
      {markdown.trim() ? <SafeHtml html={html} className={cn(RICH_TEXT)} /> : <p className="text-muted">{t`Nothing to preview yet.`}</p>}
    </div>
  )
}
