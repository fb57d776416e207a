/** The breadcrumb (docs/spec.md#breadcrumb): home first unless the first route is Home; the last item is text. */
import { Link } from 'react-router-dom'
import { useLingui } from '@lingui/react/macro'
import { ChevronRight } from 'lucide-react'
import type { BreadcrumbItem } from '../logic/breadcrumb.ts'
import { useComposition } from '#platform/ui/composition.ts'
import { cn } from '#platform/ui/cn.ts'

export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t, i18n } = useLingui()
  const { translateTitle } = useComposition()
  return (
    <nav aria-label={t`Breadcrumb`} part="breadcrumb" className="hidden min-w-24 flex-1 sm:block">
      <ol className="flex items-center gap-1 text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1
          const title = translateTitle(i18n, item.title)
          return (
            <li key={`${item.path}-${index}`} className="flex min-w-0 items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden className="size-3.5 shrink-0" />}
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined} className={cn('truncate', last && 'text-ink')}>
                  {title}
                </span>
              ) : (
                <Link to={item.to} className="truncate hover:text-primary-strong">
                  {title}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
