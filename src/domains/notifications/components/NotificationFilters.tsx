/**
 * The centre's tabs (unread / read / all / snoozed — when the server knows snooze — / archived, the unread tab with its count) and filters:
 * type (the notification types), priority, state (current, upcoming, expired) and the title
 * search, typed freely and applied after a pause (debounced by the centre).
 */
import { useLingui } from '@lingui/react/macro'
import type { DictItem } from '#platform/core/api/types.ts'
import { SearchBox } from '#platform/ui/SearchBox.tsx'
import type { Language } from '#platform/core/i18n/language.ts'
import { cn } from '#platform/ui/cn.ts'
import { Tabs } from '#platform/ui/Tabs.tsx'
import { FIELD_SELECT } from '#platform/ui/fieldControl.ts'
import { NOTIFICATION_PRIORITIES, type NotificationBox } from '../contract.ts'
import { BOXES, STATES, type CentreFilters } from '../logic/centre.ts'
import { BOX_LABELS, PRIORITY_LABELS, STATE_LABELS, typeLabel } from '../messages/labels.ts'

export interface NotificationFiltersProps {
  filters: CentreFilters
  typed: string
  onTyped(title: string): void
  onChange(next: Partial<CentreFilters>): void
  types: readonly DictItem[] | undefined
  unread: number | null
  lang: Language
  /** The server knows snooze (its notices carry `snoozedUntil`): the Snoozed tab is shown. */
  snooze: boolean
}

export function NotificationFilters({ filters, typed, onTyped, onChange, types, unread, lang, snooze }: NotificationFiltersProps) {
  const { t, i18n } = useLingui()
  return (
    <>
      <Tabs
        label={t`Notification boxes`}
        part="tabs"
        hook="data-box"
        className="overflow-x-auto"
        tabClassName="shrink-0 whitespace-nowrap"
        value={filters.box}
        onChange={(box) => onChange({ box })}
        items={BOXES.filter((box) => snooze || box !== 'snoozed').map((box: NotificationBox) => ({
          key: box,
          label: (
            <>
              {i18n._(BOX_LABELS[box])}
              {box === 'unread' && unread !== null && unread > 0 && (
                <span className="ml-1.5 rounded-full bg-primary-soft px-1.5 text-small text-primary-strong" data-unread-tab-count>
                  {unread.toLocaleString()}
                </span>
              )}
            </>
          ),
        }))}
      />
      <div role="search" part="filters" className="grid grid-cols-2 gap-2 @xl:flex @xl:flex-wrap @xl:items-center">
        <SearchBox
          label={t`Search titles`}
          name="title"
          value={typed}
          maxLength={100}
          placeholder={t`Search titles`}
          onChange={onTyped}
          className="col-span-2 min-w-0 @xl:min-w-48 @xl:flex-1"
        />
        <select aria-label={t`Type`} name="type" value={filters.type} onChange={(e) => onChange({ type: e.target.value })} className={FIELD_SELECT}>
          <option value="">{t`All types`}</option>
          {(types ?? []).map((item) => (
            <option key={item.value} value={item.value}>
              {typeLabel(types, item.value, lang)}
            </option>
          ))}
        </select>
        <select
          aria-label={t`Priority`}
          name="priority"
          value={filters.priority}
          onChange={(e) => onChange({ priority: e.target.value as CentreFilters['priority'] })}
          className={FIELD_SELECT}
        >
          <option value="">{t`Any priority`}</option>
          {NOTIFICATION_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {i18n._(PRIORITY_LABELS[p])}
            </option>
          ))}
        </select>
        <select
          aria-label={t`State`}
          name="state"
          value={filters.state}
          onChange={(e) => onChange({ state: e.target.value as CentreFilters['state'] })}
          className={cn(FIELD_SELECT, 'col-span-2 @xl:col-span-1')}
        >
          <option value="">{t`Any state`}</option>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {i18n._(STATE_LABELS[s])}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
