/**
 * The preview of notification content: exactly what readers will see — the markdown rendered by
 * the server's own renderer (logic/markdown.ts) and shown through the one sanitised-HTML
 * renderer readers see it through (SafeHtml, `.sw-prose`).
 */
import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SafeHtml } from '#platform/ui/SafeHtml.tsx'
import { markdownToHtml } from '../logic/markdown.ts'

export function ContentPreview({ markdown }: { markdown: string }) {
  const { t } = useLingui()
  const html = useMemo(() => markdownToHtml(markdown), [markdown])
  return (
    <div data-preview className="min-h-[360px] rounded-control border border-line bg-surface px-3 py-2">
      {markdown.trim() ? <SafeHtml html={html} /> : <p className="text-muted">{t`Nothing to preview yet.`}</p>}
    </div>
  )
}
