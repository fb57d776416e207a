/**
 * The bell (`<sw-notifications view="bell">`): a button with the unread count (its name says the
 * count), opening a panel (Radix DropdownMenu in the shadow root) with the latest ten — newest
 * first, unread ones marked; choosing one marks it read and fires `sw-notification-open` — and
 * "See all" to `href`. The count is the page's shared unread count.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Bell } from 'lucide-react'
import { apiFor } from '#platform/store/api.ts'
import type { Page } from '#platform/core/api/types.ts'
import type { Language } from '#platform/core/i18n/language.ts'
import { useResource } from '#platform/ui/useResource.ts'
import { plainText } from '#platform/ui/SafeHtml.tsx'
import { Spinner } from '#platform/ui/Spinner.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { cn } from '#platform/ui/cn.ts'
import { createNotificationsApi, type Notification } from '../contract.ts'
import { BELL_LATEST, badgeText } from '../logic/centre.ts'
import { refreshUnreadCount, useUnreadCount } from '../store/unreadCount.ts'
import { notificationKeys } from '../logic/keys.ts'
import { PriorityBadge, TimeAgo } from './NotificationBadges.tsx'

export interface NotificationBellProps {
  apiBase: string
  lang: Language
  href?: string
  portal: HTMLElement | null
  header?: ReactNode
  empty?(defaultText: string): ReactNode
  onOpen?(id: number): void
  onUnreadChange?(count: number): void
}

function Latest({
  apiBase,
  lang,
  unread,
  onChoose,
  empty,
}: { apiBase: string; lang: Language; unread: number | null; onChoose(n: Notification): void } & Pick<NotificationBellProps, 'empty'>) {
  const { t } = useLingui()
  const api = apiFor(apiBase, createNotificationsApi)
  // The unread count in the key: a notice read elsewhere loads them again (a publish or an edit
  // invalidates the lists); the last ones stay shown meanwhile.
  const { data, error, refresh } = useResource<Page<Notification>>(
    notificationKeys.latest(apiBase, unread),
    (signal) => api.queryMyNotification({ currentPage: 1, pageSize: BELL_LATEST, box: 'all' }, signal),
    { keepPrevious: true },
  )
  if (error && !data) return <LoadError message={t`The notifications could not be loaded.`} onRetry={refresh} />
  if (!data)
    return (
      <p role="status" className="flex items-center gap-2 p-3 text-muted">
        <Spinner /> {t`Loading…`}
      </p>
    )
  if (data.list.length === 0) {
    const text = t`No notifications yet.`
    return (
      <div part="empty" data-notifications-empty className="px-2 py-4 text-center text-muted">
        {empty ? empty(text) : text}
      </div>
    )
  }
  return (
    <>
      {data.list.map((n) => (
        <DropdownMenu.Item
          key={n.id}
          data-notification-id={n.id}
          data-read={String(n.read)}
          onSelect={() => onChoose(n)}
          className="grid cursor-pointer gap-0.5 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-primary-soft"
        >
          <span className="flex min-w-0 items-center gap-2">
            <span aria-hidden className={cn('size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-primary')} />
            <span className={cn('min-w-0 flex-1 truncate text-ink', !n.read && 'font-semibold')}>
              {!n.read && <span className="sr-only">{t`Unread:`} </span>}
              {n.title}
            </span>
            <PriorityBadge priority={n.priority} />
          </span>
          <span className="truncate pl-4 text-small text-muted">{plainText(n.content)}</span>
          <span className="pl-4 text-tiny text-muted">
            <TimeAgo time={n.createTime} lang={lang} /> · {n.publisher}
          </span>
        </DropdownMenu.Item>
      ))}
    </>
  )
}

export function NotificationBell({ apiBase, lang, href, portal, header, empty, onOpen, onUnreadChange }: NotificationBellProps) {
  const { t } = useLingui()
  const api = apiFor(apiBase, createNotificationsApi)
  const [open, setOpen] = useState(false)
  const unread = useUnreadCount(apiBase, onUnreadChange)
  const badge = badgeText(unread ?? 0)
  const label = unread === null ? t`Notifications` : unread === 0 ? t`Notifications, none unread` : t`Notifications, ${unread} unread`

  function choose(n: Notification) {
    onOpen?.(n.id)
    if (!n.read)
      void api.markRead(n.id).then(
        () => refreshUnreadCount(apiBase),
        () => undefined,
      )
  }

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        part="bell"
        aria-label={label}
        data-unread={unread ?? ''}
        className="relative inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Bell aria-hidden className="size-5" />
        {badge && (
          <span
            part="badge"
            aria-hidden
            className="absolute -top-0.5 -right-0.5 min-w-4.5 rounded-full bg-danger px-1 text-center text-[11px] leading-4.5 font-semibold text-white"
          >
            {badge}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={portal}>
        <DropdownMenu.Content
          part="panel"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t`Latest notifications`}
          className="z-50 grid max-h-[min(70vh,560px)] w-[min(360px,calc(100vw-16px))] content-start gap-1 overflow-y-auto rounded-lg border border-line bg-surface p-2 text-ink shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 px-2 py-1">
            <span className="font-semibold">{t`Notifications`}</span>
            {unread !== null && unread > 0 && <span className="text-small text-muted">{t`${unread} unread`}</span>}
          </div>
          {header}
          {open && <Latest apiBase={apiBase} lang={lang} unread={unread} onChoose={choose} empty={empty} />}
          {href && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <DropdownMenu.Item asChild className="rounded px-2 py-1.5 text-center text-primary-strong outline-none data-[highlighted]:bg-primary-soft">
                <a href={href} data-action="see-all">
                  {t`See all`}
                </a>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
