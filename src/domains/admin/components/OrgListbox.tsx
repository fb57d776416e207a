/**
 * Choose one of the tenant's organisations (10 000 in the demo tenant) from the whole list: a
 * search field (WAI-ARIA combobox) over a virtualised listbox (@tanstack/react-virtual, fixed
 * rows, only those in view drawn) of every match by name, code or pinyin, each with its code and
 * path. ArrowUp/Down, Home/End and PageUp/PageDown move the active option (scrolled into view),
 * Enter or a click chooses it. OrgListboxView takes the list (the bench renders it with
 * generated data); OrgListbox reads the shared tree (useOrgTree).
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useLingui } from '@lingui/react/macro'
import { Search } from 'lucide-react'
import { nextIndex } from '#platform/core/listKeys.ts'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { Spinner } from '#platform/ui/Spinner.tsx'
import { cn } from '#platform/ui/cn.ts'
import type { OrgNode } from '../contract.ts'
import { useOrgTree } from '../hooks/orgData.ts'
import { findOrgs, warmOrgSearch, type MatchRange } from '../logic/orgSearch.ts'
import { pathNames, type OrgIndex } from '../logic/orgTree.ts'

export const ORG_ROW_HEIGHT = 52
/** Made once: React skips an unchanged element on every keystroke. */
const SEARCH_ICON = <Search aria-hidden className="size-4 shrink-0 text-muted" />
/** A row's classes by (active, chosen), merged once rather than for every row drawn. */
const ROW_CLASS = [false, true].flatMap((chosen) =>
  [false, true].map((active) =>
    cn(
      'grid cursor-pointer content-center gap-0.5 border-b border-line px-3',
      active && 'bg-canvas outline-2 -outline-offset-2 outline-primary/40',
      chosen && 'bg-primary-soft',
    ),
  ),
)
const NAME_CLASS = cn('truncate', 'text-ink')
const NAME_CLASS_CHOSEN = cn('truncate', 'font-medium text-primary-strong')
const DETAIL_CLASS = 'truncate text-small text-muted'
const DETAIL_CLASS_CHOSEN = 'truncate text-small text-ink/80'

export interface OrgListboxViewProps {
  nodes: readonly OrgNode[] | undefined
  index: OrgIndex | undefined
  error?: Error | undefined
  onRetry?(): void
  /** The chosen organisation's id ('' for none). */
  value: string
  onChange(id: string): void
  label?: string
}

/** Longest slice of index building (ms): below a long task, and enough for a list like the
 * demo tenant's in one go even on a busy machine. */
const WARM_SLICE_MS = 40

/** Builds the list's search index while the browser is idle, in slices that leave it
 * responsive (the pinyin of 10 000 Chinese names takes about 100 ms); returns the cancel. */
export function warmWhenIdle(nodes: readonly OrgNode[] | undefined): (() => void) | undefined {
  if (!nodes) return undefined
  let cancel: () => void = () => {}
  const slice = (ms: number) => {
    const end = performance.now() + ms
    if (!warmOrgSearch(nodes, () => performance.now() > end)) schedule()
  }
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback((deadline) => slice(Math.max(deadline.timeRemaining(), WARM_SLICE_MS)), { timeout: 1000 })
      cancel = () => cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(() => slice(WARM_SLICE_MS), 50)
      cancel = () => clearTimeout(handle)
    }
  }
  schedule()
  return () => cancel()
}

function Highlighted({ name, range }: { name: string; range: MatchRange | null | undefined }) {
  if (!range) return <>{name}</>
  return (
    <>
      {name.slice(0, range[0])}
      <mark className="rounded-sm bg-primary/15 text-inherit">{name.slice(range[0], range[1])}</mark>
      {name.slice(range[1])}
    </>
  )
}

export function OrgListboxView({ nodes, index, error, onRetry, value, onChange, label }: OrgListboxViewProps) {
  const { t, i18n } = useLingui()
  const base = useId()
  const listId = `${base}-list`
  const scroller = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  const { list, ranges } = useMemo(() => (nodes ? findOrgs(nodes, query) : { list: [] as readonly OrgNode[], ranges: null }), [nodes, query])
  const chosen = value ? index?.byId.get(Number(value)) : undefined
  const [active, setActive] = useState(() => Math.max(0, chosen && nodes ? nodes.indexOf(chosen) : 0))
  const current = Math.min(active, list.length - 1)
  // eslint-disable-next-line react-hooks/incompatible-library -- the rows are rendered from this component only
  const virtualizer = useVirtualizer({
    count: list.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ORG_ROW_HEIGHT,
    overscan: 3,
    initialOffset: () => current * ORG_ROW_HEIGHT,
  })
  const optionId = (i: number) => `${base}-o${i}`
  // The search keys (pinyin) are computed while the browser is idle, before the first keystroke.
  useEffect(() => warmWhenIdle(nodes), [nodes])

  const choose = (i: number) => {
    const node = list[i]
    if (!node) return
    setActive(i)
    onChange(String(node.id))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 320) / ORG_ROW_HEIGHT) - 1)
    const next = nextIndex(event.key, current, list.length, page)
    if (next !== null) {
      event.preventDefault()
      setActive(next)
      virtualizer.scrollToIndex(next, { align: 'auto' })
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault()
      choose(current)
    }
  }

  const heading = label ?? t`Organisation`
  if (error && !nodes) return <LoadError message={t`The organisations could not be loaded.`} onRetry={() => onRetry?.()} />
  const count = list.length
  const total = nodes?.length ?? 0
  const shownCount = count.toLocaleString(i18n.locale)
  const shownTotal = total.toLocaleString(i18n.locale)
  const chosenName = chosen?.name ?? ''
  return (
    <div className="grid min-w-0 gap-2" data-org-listbox>
      <label htmlFor={`${base}-q`} className="font-medium text-ink">
        {heading}
      </label>
      <div className="flex h-[var(--sw-control-h)] items-center gap-2 rounded-control border border-line bg-surface px-3 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25">
        {SEARCH_ICON}
        <input
          id={`${base}-q`}
          name="orgQuery"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-expanded="true"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-describedby={`${base}-status`}
          aria-activedescendant={count > 0 && current >= 0 ? optionId(current) : undefined}
          placeholder={t`Name, code or pinyin`}
          value={query}
          disabled={!nodes}
          onChange={(e) => {
            setQuery(e.target.value)
            setActive(0)
            // Only when scrolled: scrollToOffset reads the scroll height, a forced layout.
            if (virtualizer.scrollOffset) virtualizer.scrollToOffset(0)
          }}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent text-ink outline-none placeholder:text-muted/70"
        />
      </div>
      <p id={`${base}-status`} aria-live="polite" className="text-small text-muted">
        {!nodes ? t`Loading…` : query.trim() ? t`${shownCount} of ${shownTotal} organisations match` : t`${shownCount} organisations`}
        {chosen && <span className="sr-only">{t`Chosen: ${chosenName}`}</span>}
      </p>
      <div
        ref={scroller}
        id={listId}
        role="listbox"
        tabIndex={0}
        aria-label={heading}
        aria-activedescendant={count > 0 && current >= 0 ? optionId(current) : undefined}
        aria-busy={!nodes || undefined}
        onKeyDown={onKeyDown}
        // At most 320 px; a short list of matches is only as tall as its rows.
        style={nodes && count < 6 ? { height: Math.max(count, 1) * ORG_ROW_HEIGHT + 2 } : undefined}
        className="relative h-80 overflow-y-auto overscroll-contain rounded-md border border-line bg-surface outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
      >
        {!nodes ? (
          <div className="flex h-full items-center justify-center text-muted">
            <Spinner />
          </div>
        ) : count === 0 ? (
          <p className="p-4 text-center text-muted">{t`No organisation matches`}</p>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((row) => {
              const node = list[row.index] as OrgNode
              const selected = String(node.id) === value
              const parents = index ? pathNames(index, node.id).slice(0, -1) : []
              return (
                <div
                  // By position: a keystroke refills the drawn rows instead of replacing them.
                  key={row.index}
                  id={optionId(row.index)}
                  role="option"
                  aria-selected={selected}
                  aria-setsize={count}
                  aria-posinset={row.index + 1}
                  data-org-id={node.id}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(row.index)}
                  style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ORG_ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
                  className={ROW_CLASS[Number(row.index === current) + 2 * Number(selected)]}
                >
                  <span className={selected ? NAME_CLASS_CHOSEN : NAME_CLASS}>
                    <Highlighted name={node.name} range={ranges?.get(node.id)} />
                  </span>
                  {/* Muted grey falls under 4.5:1 on the chosen row's tint: a darker ink there. */}
                  <span className={selected ? DETAIL_CLASS_CHOSEN : DETAIL_CLASS}>
                    {node.code}
                    {parents.length > 0 && ` · ${parents.join(' / ')}`}
                  </span>
                </div>
              )
            })}
          </div>
        )}
      </div>
    </div>
  )
}

/** The listbox over the tenant's shared organisation tree. */
export function OrgListbox(props: Pick<OrgListboxViewProps, 'value' | 'onChange' | 'label'>) {
  const { nodes, index, error, refresh } = useOrgTree()
  return <OrgListboxView nodes={nodes} index={index} error={error} onRetry={refresh} {...props} />
}
