/**
 * The menus a role may open, as a tree of checkboxes: a group's box is checked when all its
 * screens are, mixed (indeterminate) when some are, and toggles all of them; screens the admin
 * may not grant are disabled. Native checkboxes: Tab moves between them, Space toggles.
 */
import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { MenuNode } from '#platform/core/api/types.ts'
import { useComposition } from '#platform/ui/composition.ts'
import { checkState, leafIds, toggle } from '../logic/roleLogic.ts'

interface MenuChecklistProps {
  tree: MenuNode[]
  checked: ReadonlySet<number>
  grantable: ReadonlySet<number>
  /** Everything checked and nothing to change (ROLE_ADMIN). */
  locked?: boolean
  onChange(next: Set<number>): void
}

function Box({ node, checked, grantable, locked, onChange }: { node: MenuNode } & Omit<MenuChecklistProps, 'tree'>) {
  const { i18n } = useLingui()
  const { translateTitle } = useComposition()
  const ref = useRef<HTMLInputElement>(null)
  const state = locked ? 'checked' : checkState(node, checked)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed'
  }, [state])
  const children = node.children ?? []
  const disabled = locked || !leafIds(node).some((id) => grantable.has(id))
  return (
    <li>
      <label className={`flex min-h-8 items-center gap-2 rounded px-1 ${disabled ? 'text-muted' : 'cursor-pointer text-ink hover:bg-canvas'}`}>
        <input
          ref={ref}
          type="checkbox"
          data-menu={node.path}
          className="size-4 accent-[var(--sw-color-primary)]"
          checked={state === 'checked'}
          aria-checked={state === 'mixed' ? 'mixed' : state === 'checked'}
          disabled={disabled}
          onChange={() => onChange(toggle(node, checked, grantable))}
        />
        <span>{translateTitle(i18n, node.meta?.title ?? node.path)}</span>
        <span className="hidden text-small text-muted sm:inline">{node.path}</span>
      </label>
      {children.length > 0 && (
        <ul className="ml-6 grid gap-0.5">
          {children.map((child) => (
            <Box key={child.path} node={child} checked={checked} grantable={grantable} locked={locked} onChange={onChange} />
          ))}
        </ul>
      )}
    </li>
  )
}

export function MenuChecklist({ tree, ...rest }: MenuChecklistProps) {
  return (
    <ul className="grid gap-0.5" data-menu-tree>
      {tree.map((node) => (
        <Box key={node.path} node={node} {...rest} />
      ))}
    </ul>
  )
}
