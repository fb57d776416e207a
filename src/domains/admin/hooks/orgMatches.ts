/**
 * The organisations a picker offers: the first SHOWN of the shared tree (useOrgTree), or the first
 * SHOWN matches of a query by name, code or pinyin, with the ones in `keep` (the chosen one) always
 * listed first; and each one's label, its name with its parent's.
 */
import { useMemo } from 'react'
import type { OrgNode } from '../contract.ts'
import { searchOrgs } from '../logic/orgSearch.ts'
import { useOrgTree } from './orgData.ts'

const SHOWN = 50

export interface OrgMatches {
  /** false while the tree loads. */
  loaded: boolean
  matches: OrgNode[]
  label(id: number): string
}

export function useOrgMatches(query: string, keep: readonly number[] = []): OrgMatches {
  const { nodes, index } = useOrgTree()
  const keepKey = keep.join(',')
  const matches = useMemo(() => {
    if (!nodes || !index) return []
    const found = query.trim() ? [...searchOrgs(nodes, query, SHOWN).keys()].map((id) => index.byId.get(id)!) : nodes.slice(0, SHOWN)
    const kept = keepKey ? keepKey.split(',').flatMap((id) => index.byId.get(Number(id)) ?? []) : []
    return [...kept, ...found.filter((o) => !kept.includes(o))]
  }, [nodes, index, query, keepKey])
  const label = (id: number) => {
    const node = index?.byId.get(id)
    const parent = node?.parentId != null ? index?.byId.get(node.parentId) : undefined
    return parent ? `${node?.name ?? ''} — ${parent.name}` : (node?.name ?? '')
  }
  return { loaded: nodes !== undefined, matches, label }
}
