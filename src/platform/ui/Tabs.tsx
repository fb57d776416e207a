/**
 * Tabs: a tab list on the WAI-ARIA tabs pattern with roving focus. Only the selected tab is in
 * the tab order (tabIndex 0, the others -1); ArrowLeft/ArrowRight (wrapping), Home and End move
 * the focus and select the tab they reach (automatic activation). Each tab carries its key in a
 * data attribute (`data-tab` unless told), the hook tests and styles select it by; with
 * `idPrefix` a tab's id is `${idPrefix}-${key}`, with `panelId` it names the panel it controls.
 * The panel is the caller's (`role="tabpanel"`, `aria-labelledby` the selected tab's id).
 */
import type { ComponentPropsWithoutRef, KeyboardEvent, ReactNode } from 'react'
import { cn } from './cn.ts'

export interface TabItem<K extends string> {
  key: K
  label: ReactNode
}

export interface TabsProps<K extends string> extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'children'> {
  /** The list's accessible name. */
  label: string
  items: readonly TabItem<K>[]
  value: K
  onChange(key: NoInfer<K>): void
  /** The data attribute holding each tab's key. */
  hook?: `data-${string}`
  idPrefix?: string
  panelId?: string
  /** The line under the list and a gap between tabs (off when the caller draws the line). */
  underline?: boolean
  /** Added to every tab's classes. */
  tabClassName?: string
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

export function Tabs<const K extends string>({
  label,
  items,
  value,
  onChange,
  hook = 'data-tab',
  idPrefix,
  panelId,
  underline = true,
  tabClassName,
  className,
  ...rest
}: TabsProps<K>) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = STEP[event.key]
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')]
    const index = tabs.indexOf(event.target as HTMLElement)
    if (!step || index < 0 || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    const next = step(index, tabs.length)
    tabs[next]!.focus()
    onChange(items[next]!.key)
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={cn('flex', underline && 'gap-1 border-b border-line', className)} {...rest}>
      {items.map(({ key, label: content }) => {
        const on = key === value
        return (
          <button
            key={key}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-${key}` : undefined}
            aria-selected={on}
            aria-controls={panelId}
            tabIndex={on ? 0 : -1}
            {...{ [hook]: key }}
            onClick={() => onChange(key)}
            className={cn(
              '-mb-px cursor-pointer border-b-2 px-3 py-2 focus-visible:outline-2 focus-visible:outline-primary',
              on ? 'border-primary-strong font-medium text-primary-strong' : 'border-transparent text-muted hover:text-ink',
              tabClassName,
            )}
          >
            {content}
          </button>
        )
      })}
    </div>
  )
}
