/** Previous/next paging under a server-paged list, with its summary ("Page 2 of 9 · 170 users"). */
import { useLingui } from '@lingui/react/macro'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from './Button.tsx'

export function Pager({ summary, current, pages, onPage }: { summary: string; current: number; pages: number; onPage(page: number): void }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Pages`} className="flex items-center justify-end gap-2 text-muted">
      <span>{summary}</span>
      <Button variant="secondary" aria-label={t`Previous page`} disabled={current <= 1} onClick={() => onPage(current - 1)}>
        <ChevronLeft aria-hidden className="size-4" />
      </Button>
      <Button variant="secondary" aria-label={t`Next page`} disabled={current >= pages} onClick={() => onPage(current + 1)}>
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  )
}
