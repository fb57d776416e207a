/**
 * /workbench: the signed-in dashboard — the user's notifications counted by type and by
 * priority, what is unread, a weekly trend chart (chart.js, lazy), from the API (large
 * numbers abbreviated: k, M…), and the attendance domain's "Check in" card (lazy, with its map).
 */
import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { Bell, BellDot, CircleAlert, type LucideIcon } from 'lucide-react'
import type { DictItem } from '#platform/core/api/types.ts'
import { createNotificationsApi, notificationKeys, type Notification } from '../../notifications/index.ts'
import { CheckInCard } from '../../attendance/index.ts'
import { numberFormatter } from '#platform/core/format.ts'
import { localized } from '#platform/core/i18n/localized.ts'
import type { Language } from '#platform/core/i18n/language.ts'
import { apiFor } from '#platform/store/api.ts'
import { useResource } from '#platform/ui/useResource.ts'
import { userState } from '#platform/store/user.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { Button } from '#platform/ui/Button.tsx'

// chart.js loads with the chart, not with the console.
const TrendChart = lazy(() => import('./TrendChart.tsx'))

interface Data {
  notifications: Notification[]
  total: number
  types: DictItem[]
}

function label(item: DictItem, lang: Language): string {
  return localized(lang, { en: item.label, zh: item.labelZh, tw: item.labelTw })
}

function Stat({ icon: Icon, title, value }: { icon: LucideIcon; title: string; value: number }) {
  return (
    <div className="flex items-center gap-4 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary-strong">
        <Icon aria-hidden className="size-5" />
      </span>
      <div>
        <p className="text-muted">{title}</p>
        <p className="text-[1.6em] leading-tight font-semibold text-ink">{numberFormatter(value, 1)}</p>
      </div>
    </div>
  )
}

function Breakdown({ title, rows }: { title: string; rows: Array<{ key: string; label: string; count: number }> }) {
  const max = Math.max(1, ...rows.map((r) => r.count))
  return (
    <section className="rounded-lg border border-line bg-surface p-4 shadow-sm">
      <h2 className="mb-3 font-semibold text-ink">{title}</h2>
      <ul className="grid gap-2.5">
        {rows.map((row) => (
          <li key={row.key} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-3">
              <span className="truncate text-muted">{row.label}</span>
              <span className="font-medium text-ink tabular-nums">{numberFormatter(row.count, 1)}</span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-primary-soft" aria-hidden>
              <div className="h-full rounded-full bg-primary-strong" style={{ width: `${(row.count / max) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function Workbench() {
  const { t } = useLingui()
  const { lang } = useElement()
  const { apiBase } = useConsole()
  const { user } = useSnapshot(userState)
  const { data, error, refresh } = useResource<Data>(notificationKeys.summary(apiBase), async (signal) => {
    const api = apiFor(apiBase, createNotificationsApi)
    const [page, types] = await Promise.all([api.queryMyNotification({ currentPage: 1, pageSize: 1000 }, signal), api.queryNotificationType(signal)])
    return { notifications: page.list, total: page.pagination.total, types }
  })

  if (error && !data) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md border border-danger/30 bg-danger/5 p-3 text-danger">
        <CircleAlert aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 flex-1">{t`The workbench could not load its data.`}</span>
        <Button variant="secondary" onClick={() => refresh()}>
          {t`Try again`}
        </Button>
      </div>
    )
  }
  if (!data) return <PageLoader />

  const count = (pick: (n: Notification) => boolean) => data.notifications.filter(pick).length
  const priorities = [
    { key: 'high', label: t`High` },
    { key: 'medium', label: t`Medium` },
    { key: 'low', label: t`Low` },
  ]
  return (
    <div className="grid gap-4">
      <h1 className="text-title font-semibold text-ink">{t`Welcome back, ${user?.nickname || user?.fullName || ''}`}</h1>
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat icon={Bell} title={t`Notifications`} value={data.total} />
        <Stat icon={BellDot} title={t`Unread`} value={count((n) => !n.read)} />
        <Stat icon={CircleAlert} title={t`High priority`} value={count((n) => n.priority === 'high')} />
      </div>
      <Suspense fallback={<PageLoader />}>
        <CheckInCard />
      </Suspense>
      <div className="grid gap-4 lg:grid-cols-2">
        <Breakdown
          title={t`By type`}
          rows={data.types.map((type) => ({ key: type.value, label: label(type, lang), count: count((n) => n.type === type.value) }))}
        />
        <Breakdown title={t`By priority`} rows={priorities.map((p) => ({ ...p, count: count((n) => n.priority === p.key) }))} />
      </div>
      <section className="rounded-lg border border-line bg-surface p-4 shadow-sm">
        <h2 className="mb-3 font-semibold text-ink">{t`Trend over 13 weeks`}</h2>
        <Suspense fallback={<PageLoader />}>
          <TrendChart notifications={data.notifications} />
        </Suspense>
      </section>
    </div>
  )
}
