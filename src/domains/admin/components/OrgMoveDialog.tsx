/**
 * "Move to…": choose the new parent of an organisation with the keyboard or the mouse — a
 * search by name, code or pinyin, then a radio group of the top level and up to 50 matches
 * (each with its path); the organisation itself, its own sub-organisations and its current
 * parent are not offered. `onMove` runs as a mutation (one at a time, "Move here" busy
 * meanwhile); the server's refusal shows above the buttons.
 */
import { useMemo, useState, type FormEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FormFooter } from '#platform/ui/FormFooter.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { cn } from '#platform/ui/cn.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import type { OrgNode } from '../contract.ts'
import { childrenOf, pathNames, subtreeIds, type OrgIndex } from '../logic/orgTree.ts'
import { searchOrgs } from '../logic/orgSearch.ts'
import { Highlighted } from './OrgTreeView.tsx'

const SHOWN = 50
const TOP = 'top'

interface OrgMoveDialogProps {
  org: OrgNode
  index: OrgIndex
  onCancel(): void
  onMove(parentId: number | null): Promise<void>
}

export function OrgMoveDialog({ org, index, onCancel, onMove }: OrgMoveDialogProps) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const [choice, setChoice] = useState<string>('')
  const { run: moveTo, pending: busy, problem, setProblem } = useMutation(onMove)
  const excluded = useMemo(() => subtreeIds(index, org.id), [index, org.id])
  const options = useMemo(() => {
    const allowed = (n: OrgNode) => !excluded.has(n.id) && n.id !== org.parentId
    if (!query.trim())
      return childrenOf(index, null)
        .filter(allowed)
        .slice(0, SHOWN)
        .map((node) => ({ node, range: null }))
    const found = searchOrgs(index.nodes, query, SHOWN + excluded.size + 1)
    return [...found]
      .map(([id, range]) => ({ node: index.byId.get(id)!, range }))
      .filter((o) => allowed(o.node))
      .slice(0, SHOWN)
  }, [index, query, excluded, org.parentId])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!choice) {
      setProblem({ message: t`Choose the new place of the organisation.` })
      return
    }
    await moveTo(choice === TOP ? null : Number(choice))
  }

  const radio = (value: string, label: ReactNode, detail?: string) => (
    <label
      key={value}
      className={cn('flex cursor-pointer items-start gap-2 rounded-control px-2 py-1.5 hover:bg-canvas', choice === value && 'bg-primary-soft')}
    >
      <input
        type="radio"
        name="parent"
        value={value}
        checked={choice === value}
        onChange={() => setChoice(value)}
        className="mt-1 accent-[var(--color-primary-strong)]"
      />
      <span className="min-w-0">
        <span className="block text-ink">{label}</span>
        {detail && <span className="block truncate text-small text-muted">{detail}</span>}
      </span>
    </label>
  )

  return (
    <DialogRoot open onOpenChange={(open) => !open && onCancel()}>
      <DialogLayer part="dialog" className="w-[min(34rem,calc(100vw-2rem))] p-6">
        <DialogHeader title={t`Move ${org.name} to…`} description={t`Choose the new parent organisation, or the top level.`} />
        <form noValidate onSubmit={submit} className="grid gap-3" data-org-move>
          <TextField
            label={t`Find the new parent`}
            name="parentQuery"
            hint={t`Name, code or pinyin`}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            data-autofocus
          />
          <fieldset className="grid max-h-[min(45vh,22rem)] gap-0.5 overflow-auto rounded-md border border-line p-1">
            <legend className="sr-only">{t`New parent`}</legend>
            {org.parentId !== null && radio(TOP, t`Top level`, t`No parent organisation`)}
            {options.map(({ node, range }) =>
              radio(String(node.id), <Highlighted name={node.name} range={range} />, pathNames(index, node.id).slice(0, -1).join(' / ') || t`Top level`),
            )}
            {options.length === 0 && <p className="p-2 text-muted">{t`No organisation matches.`}</p>}
          </fieldset>
          <FormFooter problem={problem?.message} submitLabel={t`Move here`} busy={busy} onCancel={onCancel} />
        </form>
      </DialogLayer>
    </DialogRoot>
  )
}
