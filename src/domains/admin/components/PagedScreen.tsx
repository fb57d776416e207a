/**
 * The frame of an administrator's server-paged list (the operation log, the sign-in log, the
 * online sessions): a titled section with Refresh, a search form of the screen's filters, then
 * the list — or its error (with Retry), its first load, its empty message — and the pager. The
 * screen reads its pages with `useResource(key, load, { keepPrevious: true })`, so the page on
 * view stays while the next one loads, and counts them with `pageCount`.
 */
import type { FormEvent, ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { RefreshCw, Search } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { Pager } from '#platform/ui/Pager.tsx'
import type { Page } from '#platform/core/api/types.ts'

interface PagedScreenProps<T> {
  /** The heading's id (the section is labelled by it). */
  id: string
  title: string
  /** Under the heading (a count). */
  subtitle?: ReactNode
  /** `data-action` of the Refresh button. */
  refreshAction: string
  onRefresh(): void
  /** The filter fields; the form's Search button submits them. */
  filters: ReactNode
  onSearch(): void
  /** The page on view (the last one while the next loads), or undefined before the first. */
  page: Page<T> | undefined
  error: unknown
  errorText: string
  emptyText: string
  /** The pager's summary ("Page 2 of 9 · 170 attempts"), its position and the way to move. */
  summary: string
  current: number
  pages: number
  onPage(page: number): void
  /** The list of `page.list`. */
  children: ReactNode
}

export function PagedScreen<T>({
  id,
  title,
  subtitle,
  refreshAction,
  onRefresh,
  filters,
  onSearch,
  page,
  error,
  errorText,
  emptyText,
  summary,
  current,
  pages,
  onPage,
  children,
}: PagedScreenProps<T>) {
  const { t } = useLingui()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch()
  }
  return (
    <section aria-labelledby={id} className="grid min-w-0 grid-cols-1 content-start gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 id={id} className="text-title font-semibold text-ink">
            {title}
          </h1>
          {subtitle && <p className="text-small text-muted">{subtitle}</p>}
        </div>
        <Button variant="ghost" data-action={refreshAction} onClick={onRefresh}>
          <RefreshCw aria-hidden className="size-4" />
          {t`Refresh`}
        </Button>
      </div>
      <form role="search" className="flex flex-wrap items-end gap-3" onSubmit={submit}>
        {filters}
        <Button type="submit" variant="secondary">
          <Search aria-hidden className="size-4" />
          {t`Search`}
        </Button>
      </form>
      {error && !page ? (
        <LoadError message={errorText} onRetry={onRefresh} />
      ) : !page ? (
        <PageLoader />
      ) : page.list.length === 0 ? (
        <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">{emptyText}</p>
      ) : (
        children
      )}
      {page && page.pagination.total > 0 && <Pager summary={summary} current={current} pages={pages} onPage={onPage} />}
    </section>
  )
}
