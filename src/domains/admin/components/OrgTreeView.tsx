/**
 * The organisation tree as a virtualised WAI-ARIA tree view (@tanstack/react-virtual): only the
 * rows in view are in the DOM, so 10 000 organisations expanded stay smooth. The tree holds the
 * focus and points at the active row with aria-activedescendant; arrows move, expand and
 * collapse, Home/End jump, Enter opens the row. Each row shows its counts and the searched part
 * of its name; rows can be dragged onto another row (or the top-level zone) to move them.
 *
 * The drag changes nothing on the page while the browser starts it: Chromium 150 ends a drag at
 * once when its dragstart handler changes the DOM (the dimmed row, the drop zone), so that waits
 * for the next task; and the top-level zone appears below the tree, so no row moves from under
 * the pointer that is aiming at it.
 */
import { type DragEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Building2, ChevronRight, Users } from 'lucide-react'
import { cn } from '#platform/ui/cn.ts'
import type { OrgRow } from '../logic/orgTree.ts'

export const ORG_ROW_HEIGHT = 36

interface OrgTreeViewProps {
  label: string
  rows: readonly OrgRow[]
  expanded: ReadonlySet<number>
  activeId: number | null
  /** Bumped to scroll the active row into view (after a search, a create or a move). */
  reveal: number
  onActivate(id: number): void
  onToggle(id: number): void
  onOpen(id: number): void
  onRename(id: number): void
  /** Whether `dragId` may be dropped onto `targetId` (null: the top level). */
  canDrop(dragId: number, targetId: number | null): boolean
  onDrop(dragId: number, targetId: number | null): void
}

export function OrgTreeView({ label, rows, expanded, activeId, reveal, onActivate, onToggle, onOpen, onRename, canDrop, onDrop }: OrgTreeViewProps) {
  const { t } = useLingui()
  const subOrgs = (count: number) => t`${plural(count, { one: '# sub-organisation', other: '# sub-organisations' })}`
  const users = (count: number) => t`${plural(count, { one: '# user', other: '# users' })}`
  const scroller = useRef<HTMLDivElement>(null)
  // The row being dragged: the ref for the event handlers (set at once), the state for drawing.
  const dragging = useRef<number | null>(null)
  const [dragId, setDragId] = useState<number | null>(null)
  const [dropId, setDropId] = useState<number | 'top' | null>(null)
  const activeIndex = activeId === null ? -1 : rows.findIndex((r) => r.node.id === activeId)
  // The same function while the rows are the same: the virtualiser measures every row again
  // (10 000 at most) whenever its getItemKey changes, so an inline one did it on every render.
  const getItemKey = useCallback((i: number) => rows[i].node.id, [rows])
  // eslint-disable-next-line react-hooks/incompatible-library -- the rows are rendered from this component only
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ORG_ROW_HEIGHT,
    overscan: 10,
    getItemKey,
    // The active row stays rendered, so aria-activedescendant always points at an element.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range)
      return activeIndex >= 0 && !indexes.includes(activeIndex) ? [...indexes, activeIndex].sort((a, b) => a - b) : indexes
    },
  })

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- scroll when asked or the active row moves
  }, [reveal, activeIndex])

  const go = (index: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))]
    if (row) onActivate(row.node.id)
  }

  function onKeyDown(event: KeyboardEvent) {
    if (rows.length === 0) return
    const at = activeIndex < 0 ? 0 : activeIndex
    const row = rows[at]
    const open = expanded.has(row.node.id)
    const keys: Record<string, () => void> = {
      ArrowDown: () => go(activeIndex < 0 ? 0 : at + 1),
      ArrowUp: () => go(at - 1),
      Home: () => go(0),
      End: () => go(rows.length - 1),
      PageDown: () => go(at + 10),
      PageUp: () => go(at - 10),
      ArrowRight: () => (row.hasChildren && !open ? onToggle(row.node.id) : row.hasChildren ? go(at + 1) : undefined),
      ArrowLeft: () => {
        if (row.hasChildren && open) onToggle(row.node.id)
        else if (row.node.parentId !== null) go(rows.findIndex((r) => r.node.id === row.node.parentId))
      },
      Enter: () => onOpen(row.node.id),
      ' ': () => onActivate(row.node.id),
      F2: () => onRename(row.node.id),
    }
    const action = keys[event.key]
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    action()
  }

  const startDrag = (event: DragEvent, node: { id: number; name: string }) => {
    event.dataTransfer.effectAllowed = 'move'
    event.dataTransfer.setData('text/plain', node.name)
    dragging.current = node.id
    setTimeout(() => dragging.current === node.id && setDragId(node.id), 0)
  }
  const endDrag = () => {
    dragging.current = null
    setDragId(null)
    setDropId(null)
  }
  const dragOver = (event: DragEvent, target: number | null) => {
    const id = dragging.current
    if (id === null || !canDrop(id, target)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'move'
    setDropId(target ?? 'top')
  }
  const drop = (event: DragEvent, target: number | null) => {
    event.preventDefault()
    const id = dragging.current
    endDrag()
    if (id !== null && canDrop(id, target)) onDrop(id, target)
  }

  return (
    <div className="grid content-start gap-2">
      <div
        ref={scroller}
        role="tree"
        aria-label={label}
        tabIndex={0}
        aria-activedescendant={activeIndex >= 0 ? `sw-org-${rows[activeIndex].node.id}` : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => activeIndex < 0 && rows.length > 0 && onActivate(rows[0].node.id)}
        data-org-tree
        className="h-[min(62vh,36rem)] min-h-64 overflow-auto rounded-md border border-line bg-surface outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
      >
        <div role="presentation" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]
            const { node } = row
            const open = expanded.has(node.id)
            const active = node.id === activeId
            return (
              <div
                key={item.key}
                id={`sw-org-${node.id}`}
                role="treeitem"
                aria-level={row.level}
                aria-setsize={row.setSize}
                aria-posinset={row.posInSet}
                aria-expanded={row.hasChildren ? open : undefined}
                aria-selected={active}
                data-org-id={node.id}
                draggable
                onDragStart={(e) => startDrag(e, node)}
                onDragEnd={endDrag}
                onDragOver={(e) => dragOver(e, node.id)}
                onDragLeave={() => dropId === node.id && setDropId(null)}
                onDrop={(e) => drop(e, node.id)}
                onClick={() => onActivate(node.id)}
                onDoubleClick={() => row.hasChildren && onToggle(node.id)}
                className={cn(
                  'absolute left-0 flex w-full cursor-pointer items-center gap-1 pr-2 select-none',
                  active ? 'bg-primary-soft text-primary-strong' : 'text-ink hover:bg-canvas',
                  dropId === node.id && 'outline-2 -outline-offset-2 outline-primary',
                  dragId === node.id && 'opacity-50',
                )}
                style={{ top: 0, height: ORG_ROW_HEIGHT, transform: `translateY(${item.start}px)`, paddingLeft: `${0.25 + (row.level - 1) * 1.25}rem` }}
              >
                <span
                  aria-hidden
                  data-toggle
                  onClick={(e) => {
                    e.stopPropagation()
                    if (row.hasChildren) onToggle(node.id)
                    onActivate(node.id)
                  }}
                  className={cn('grid size-6 shrink-0 place-items-center rounded', row.hasChildren ? 'text-muted hover:bg-line/60' : 'invisible')}
                >
                  <ChevronRight className={cn('size-4 transition-transform', open && 'rotate-90')} />
                </span>
                <span className="min-w-0 flex-1 truncate" data-org-name>
                  <Highlighted name={node.name} range={row.highlight} />
                </span>
                <span className={cn('flex shrink-0 items-center gap-2 text-small tabular-nums', active ? 'text-primary-strong' : 'text-muted')}>
                  {node.childCount > 0 && (
                    <span className="flex items-center gap-0.5" title={subOrgs(node.childCount)}>
                      <Building2 aria-hidden className="size-3.5" />
                      <span aria-hidden>{node.childCount}</span>
                    </span>
                  )}
                  <span className="flex items-center gap-0.5" title={users(node.userCount)}>
                    <Users aria-hidden className="size-3.5" />
                    <span aria-hidden>{node.userCount}</span>
                  </span>
                  <span className="sr-only">
                    {node.childCount > 0 ? `${subOrgs(node.childCount)}, ` : ''}
                    {users(node.userCount)}
                  </span>
                </span>
              </div>
            )
          })}
        </div>
      </div>
      {dragId !== null && (
        <div
          data-drop="top"
          onDragOver={(e) => dragOver(e, null)}
          onDragLeave={() => setDropId(null)}
          onDrop={(e) => drop(e, null)}
          className={cn(
            'rounded-control border-2 border-dashed p-2 text-center text-muted',
            dropId === 'top' ? 'border-primary bg-primary-soft text-primary-strong' : 'border-line',
          )}
        >
          {t`Drop here to move it to the top level`}
        </div>
      )}
    </div>
  )
}

/** The name with the searched part marked. */
export function Highlighted({ name, range }: { name: string; range: readonly [number, number] | null }) {
  if (!range) return <>{name}</>
  return (
    <>
      {name.slice(0, range[0])}
      <mark className="rounded-sm bg-warning/15 font-semibold text-ink">{name.slice(range[0], range[1])}</mark>
      {name.slice(range[1])}
    </>
  )
}
