/**
 * /system/orgs — the tenant's organisation tree (docs/spec.md#administration): all organisations (10 000 in the
 * demo tenant) in a virtualised tree view with counts, searched by name, code or pinyin (the
 * matches shown with their ancestors expanded and the match highlighted), expand/collapse all;
 * create (top level or under the chosen one), rename, move by drag-and-drop or "Move to…"
 * (undoable), delete when empty (confirmed). The data is the shared tree (useOrgTree); every
 * write invalidates the organisations (`adminKeys.orgs`), so the tree loads again in place for
 * every screen and picker that shows it.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ChevronsDownUp, ChevronsUpDown, FolderPlus } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { SearchBox } from '#platform/ui/SearchBox.tsx'
import { ConfirmDialog } from '#platform/ui/ConfirmDialog.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { UndoBar } from '#platform/ui/UndoBar.tsx'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { apiFor } from '#platform/store/api.ts'
import { showToast } from '#platform/store/feedback.ts'
import { invalidate } from '#platform/store/resource.ts'
import { problemOf } from '#platform/core/http/errors.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { createAdminApi, type OrgNode } from '../contract.ts'
import { useOrgTree } from '../hooks/orgData.ts'
import { adminKeys } from '../logic/keys.ts'
import { ancestorIds, parentIds, pathNames, subtreeIds, visibleRows } from '../logic/orgTree.ts'
import { filterOrgTree, warmOrgSearch } from '../logic/orgSearch.ts'
import { OrgTreeView } from '../components/OrgTreeView.tsx'
import { OrgDetails } from '../components/OrgDetails.tsx'
import { OrgNameDialog } from '../components/OrgNameDialog.tsx'
import { OrgMoveDialog } from '../components/OrgMoveDialog.tsx'

type Editing = { kind: 'create'; parent: OrgNode | null } | { kind: 'rename'; org: OrgNode } | { kind: 'move'; org: OrgNode } | { kind: 'delete'; org: OrgNode }

export function Orgs() {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const locale = LOCALE_TAG[useElement().lang]
  const api = apiFor(apiBase, createAdminApi)
  const { nodes, index, error, refresh } = useOrgTree()
  const [typed, setTyped] = useState('')
  const query = useDeferredValue(typed)
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  /** While searching: the expanded nodes of that query (starting with the matches' ancestors). */
  const [searchExpanded, setSearchExpanded] = useState<{ query: string; set: ReadonlySet<number> } | null>(null)
  const [activeId, setActiveId] = useState<number | null>(null)
  const [reveal, setReveal] = useState(0)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [moved, setMoved] = useState<{ org: OrgNode; from: number | null; text: string } | null>(null)
  const details = useRef<HTMLHeadingElement>(null)
  const changed = () => void invalidate(adminKeys.orgs(apiBase))

  // The pinyin of the names is worked out once the tree is on screen, so the first keystroke is quick.
  useEffect(() => {
    if (!nodes) return
    const timer = setTimeout(() => warmOrgSearch(nodes), 300)
    return () => clearTimeout(timer)
  }, [nodes])

  const filter = useMemo(() => (index ? filterOrgTree(index, query) : null), [index, query])
  const open: ReadonlySet<number> = filter ? (searchExpanded?.query === query ? searchExpanded.set : filter.ancestors) : expanded
  const rows = useMemo(() => (index ? visibleRows(index, open, filter) : []), [index, open, filter])
  const active = activeId !== null ? index?.byId.get(activeId) : undefined

  const setOpen = (next: ReadonlySet<number>) => (filter ? setSearchExpanded({ query, set: next }) : setExpanded(next))
  const toggle = (id: number) => {
    const next = new Set(open)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setOpen(next)
  }
  /** Shows an organisation: its ancestors expanded, chosen and scrolled into view. */
  const showOrg = (id: number, parentId: number | null) => {
    const chain = [...(parentId === null ? [] : [parentId, ...(index ? ancestorIds(index, parentId) : [])])]
    setTyped('')
    setSearchExpanded(null)
    setExpanded((e) => new Set([...e, ...chain]))
    setActiveId(id)
    setReveal((r) => r + 1)
  }

  async function move(org: OrgNode, parentId: number | null, undoable = true) {
    await api.moveOrg(org.id, parentId)
    const parent = parentId === null ? null : index?.byId.get(parentId)
    if (undoable)
      setMoved({ org, from: org.parentId, text: parent ? t`${org.name} was moved under ${parent.name}.` : t`${org.name} was moved to the top level.` })
    else setMoved(null)
    changed()
    showOrg(org.id, parentId)
  }

  const problemText = (caught: unknown) => problemOf(caught, String(caught)).message

  if (error && !nodes) {
    return (
      <Frame title={t`Organisations`}>
        <LoadError message={t`The organisations could not be loaded.`} onRetry={refresh} />
      </Frame>
    )
  }
  if (!nodes || !index) {
    return (
      <Frame title={t`Organisations`}>
        <PageLoader />
      </Frame>
    )
  }
  const count = nodes.length.toLocaleString(locale)
  const matchCount = filter?.matches.size ?? 0

  return (
    <Frame
      title={t`Organisations`}
      summary={t`${count} organisations`}
      action={
        <Button data-action="new-top" onClick={() => setEditing({ kind: 'create', parent: null })}>
          <FolderPlus aria-hidden className="size-4" />
          {t`New organisation`}
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <form role="search" className="min-w-48 flex-1" onSubmit={(e) => e.preventDefault()}>
          <SearchBox
            label={t`Search organisations`}
            name="orgSearch"
            value={typed}
            maxLength={64}
            placeholder={t`Name, code or pinyin (e.g. bj)`}
            onChange={setTyped}
          />
        </form>
        <Button variant="secondary" data-action="expand-all" onClick={() => setOpen(parentIds(index))}>
          <ChevronsUpDown aria-hidden className="size-4" />
          {t`Expand all`}
        </Button>
        <Button variant="secondary" data-action="collapse-all" onClick={() => setOpen(new Set())}>
          <ChevronsDownUp aria-hidden className="size-4" />
          {t`Collapse all`}
        </Button>
      </div>
      <p role="status" className="min-h-[1.5em] text-small text-muted" data-org-status>
        {filter
          ? matchCount === 0
            ? t`No organisation matches “${query}”.`
            : t`${plural(matchCount, { one: '# organisation matches', other: '# organisations match' })} “${query}”.`
          : ''}
      </p>
      {moved && (
        <UndoBar
          text={moved.text}
          onUndo={() => {
            const { org, from } = moved
            move(org, from, false).catch((caught: unknown) => showToast({ kind: 'error', text: problemText(caught) }))
          }}
        />
      )}
      {nodes.length === 0 ? (
        <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">{t`There is no organisation yet. Create the first one.`}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(16rem,1fr)]">
          {filter && matchCount === 0 ? (
            <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">{t`No organisation matches “${query}”.`}</p>
          ) : (
            <OrgTreeView
              label={t`Organisations`}
              rows={rows}
              expanded={open}
              activeId={activeId}
              reveal={reveal}
              onActivate={setActiveId}
              onToggle={toggle}
              onOpen={(id) => {
                setActiveId(id)
                requestAnimationFrame(() => details.current?.focus())
              }}
              onRename={(id) => {
                const org = index.byId.get(id)
                if (org) setEditing({ kind: 'rename', org })
              }}
              canDrop={(dragId, targetId) => {
                const org = index.byId.get(dragId)
                if (!org || org.parentId === targetId) return false
                return targetId === null || !subtreeIds(index, dragId).has(targetId)
              }}
              onDrop={(dragId, targetId) => {
                const org = index.byId.get(dragId)
                if (org) move(org, targetId).catch((caught: unknown) => showToast({ kind: 'error', text: problemText(caught) }))
              }}
            />
          )}
          {active ? (
            <OrgDetails
              ref={details}
              org={active}
              path={pathNames(index, active.id).slice(0, -1)}
              onCreateChild={() => setEditing({ kind: 'create', parent: active })}
              onRename={() => setEditing({ kind: 'rename', org: active })}
              onMove={() => setEditing({ kind: 'move', org: active })}
              onDelete={() => setEditing({ kind: 'delete', org: active })}
            />
          ) : (
            <p className="rounded-md border border-dashed border-line p-4 text-muted">{t`Choose an organisation in the tree to see it and act on it. Drag one onto another to move it.`}</p>
          )}
        </div>
      )}
      {editing?.kind === 'create' && (
        <OrgNameDialog
          mode="create"
          parentName={editing.parent?.name ?? null}
          onCancel={() => setEditing(null)}
          onSave={async ({ name, code }) => {
            const parentId = editing.parent?.id ?? null
            const created = await api.createOrg({ name, parentId, ...(code ? { code } : {}) })
            setEditing(null)
            changed()
            showOrg(created.id, parentId)
            showToast({ kind: 'success', message: msg`The organisation is created.`, duration: 2500 })
          }}
        />
      )}
      {editing?.kind === 'rename' && (
        <OrgNameDialog
          mode="rename"
          parentName={null}
          initialName={editing.org.name}
          onCancel={() => setEditing(null)}
          onSave={async ({ name }) => {
            await api.renameOrg(editing.org.id, name)
            setEditing(null)
            changed()
            showToast({ kind: 'success', message: msg`Saved.`, duration: 2000 })
          }}
        />
      )}
      {editing?.kind === 'move' && (
        <OrgMoveDialog
          org={editing.org}
          index={index}
          onCancel={() => setEditing(null)}
          onMove={async (parentId) => {
            await move(editing.org, parentId)
            setEditing(null)
          }}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={t`Delete ${editing.org.name}?`}
          description={t`The organisation is removed for good. It has no sub-organisation and no user.`}
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          onCancel={() => setEditing(null)}
          onConfirm={() => {
            const { org } = editing
            setEditing(null)
            api.deleteOrg(org.id).then(
              () => {
                setActiveId(org.parentId)
                changed()
                showToast({ kind: 'success', message: msg`The organisation is deleted.`, duration: 2500 })
              },
              () => {
                // the HTTP layer showed why
              },
            )
          }}
        />
      )}
    </Frame>
  )
}

function Frame({ title, summary, action, children }: { title: string; summary?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="sw-orgs-title" className="grid min-w-0 content-start gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 id="sw-orgs-title" className="text-title font-semibold text-ink">
            {title}
          </h1>
          {summary && <p className="text-small text-muted">{summary}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  )
}
