/**
 * The chosen organisation beside the tree: its name, code, path and counts, and what can be
 * done with it — a new sub-organisation, rename, "Move to…", delete. Delete is offered only for
 * an empty organisation; otherwise the button stays focusable and says why it cannot be used.
 */
import { forwardRef } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { FolderInput, FolderPlus, Pencil, Trash2 } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import type { OrgNode } from '../contract.ts'

interface OrgDetailsProps {
  org: OrgNode
  path: string[]
  onCreateChild(): void
  onRename(): void
  onMove(): void
  onDelete(): void
}

export const OrgDetails = forwardRef<HTMLHeadingElement, OrgDetailsProps>(function OrgDetails({ org, path, onCreateChild, onRename, onMove, onDelete }, ref) {
  const { t } = useLingui()
  const children = org.childCount
  const users = org.userCount
  const why =
    children > 0 && users > 0
      ? t`It cannot be deleted: it still has ${plural(children, { one: '# sub-organisation', other: '# sub-organisations' })} and ${plural(users, { one: '# user', other: '# users' })}.`
      : children > 0
        ? t`It cannot be deleted: it still has ${plural(children, { one: '# sub-organisation', other: '# sub-organisations' })}.`
        : users > 0
          ? t`It cannot be deleted: it still has ${plural(users, { one: '# user', other: '# users' })}.`
          : null
  return (
    <section aria-labelledby="sw-org-details-title" className="grid content-start gap-3 rounded-md border border-line p-4" data-org-details={org.id}>
      <div>
        <h2 id="sw-org-details-title" ref={ref} tabIndex={-1} className="text-subtitle font-semibold break-words text-ink outline-none">
          {org.name}
        </h2>
        {path.length > 0 && <p className="mt-1 text-small break-words text-muted">{path.join(' / ')}</p>}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">{t`Code`}</dt>
        <dd className="font-mono text-ink">{org.code}</dd>
        <dt className="text-muted">{t`Sub-organisations`}</dt>
        <dd className="text-ink tabular-nums">{children}</dd>
        <dt className="text-muted">{t({ message: 'Users', context: 'the users of an organisation' })}</dt>
        <dd className="text-ink tabular-nums">{users}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onCreateChild} data-action="new-child">
          <FolderPlus aria-hidden className="size-4" />
          {t`New sub-organisation`}
        </Button>
        <Button variant="secondary" onClick={onRename} data-action="rename">
          <Pencil aria-hidden className="size-4" />
          {t`Rename`}
        </Button>
        <Button variant="secondary" onClick={onMove} data-action="move">
          <FolderInput aria-hidden className="size-4" />
          {t`Move to…`}
        </Button>
        <Button
          variant="secondary"
          data-action="delete"
          aria-disabled={why ? true : undefined}
          aria-describedby={why ? 'sw-org-delete-why' : undefined}
          onClick={() => !why && onDelete()}
          className={why ? 'cursor-not-allowed opacity-60 hover:border-line hover:text-ink' : 'hover:border-danger hover:text-danger'}
        >
          <Trash2 aria-hidden className="size-4" />
          {t`Delete`}
        </Button>
      </div>
      {why && (
        <p id="sw-org-delete-why" className="text-small text-muted" data-delete-why>
          {why}
        </p>
      )}
    </section>
  )
})
