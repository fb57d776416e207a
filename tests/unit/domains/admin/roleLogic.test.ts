// The roles screen's rules: tri-state menu checkboxes, toggling groups within what may be
// granted, the ids saved, and moving roles between the grant dialog's lists.
import { describe, expect, it } from 'vitest'
import type { MenuNode } from '#platform/core/api/types.ts'
import { checkedLeaves, checkState, moveRoles, savedMenuIds, toggle } from '../../../../src/domains/admin/logic/roleLogic.ts'

const tree: MenuNode[] = [
  {
    id: 1,
    path: '/drug',
    children: [
      { id: 11, path: '/workbench' },
      { id: 14, path: '/guide' },
    ],
  },
  { id: 3, path: '/message', children: [{ id: 31, path: '/mynotification' }] },
]
const all = new Set([1, 11, 14, 3, 31])

describe('menu tree checkboxes', () => {
  it('reads a stored grant as its checked screens, groups by their screens', () => {
    const checked = checkedLeaves(tree, [1, 11, 3, 31])
    expect([...checked]).toEqual([11, 31])
    expect(checkState(tree[0]!, checked)).toBe('mixed')
    expect(checkState(tree[1]!, checked)).toBe('checked')
    expect(checkState(tree[0]!, new Set())).toBe('unchecked')
    expect([...checkedLeaves(tree, 'all')]).toEqual([11, 14, 31])
  })

  it('toggles a group: mixed or unchecked takes all its screens, checked drops them', () => {
    const mixed = new Set([11])
    const on = toggle(tree[0]!, mixed, all)
    expect([...on].sort()).toEqual([11, 14])
    expect([...toggle(tree[0]!, on, all)]).toEqual([])
    expect([...toggle(tree[0]!.children![1]!, mixed, all)].sort()).toEqual([11, 14])
  })

  it('never changes a screen the caller may not grant', () => {
    const limited = new Set([1, 11, 3, 31])
    expect([...toggle(tree[0]!, new Set(), limited)]).toEqual([11])
    expect([...toggle(tree[0]!, new Set([11, 14]), limited)]).toEqual([14])
  })

  it('saves the checked screens in tree order', () => {
    expect(savedMenuIds(tree, new Set([31, 11]))).toEqual([11, 31])
  })
})

describe('grant lists', () => {
  const r = (id: string) => ({ id })
  const lists = { authorized: [r('1'), r('2')], unauthorized: [r('3'), r('4')] }

  it('moves the chosen roles across, keeping the order of each side', () => {
    expect(moveRoles(lists, 'authorized', new Set(['4']))).toEqual({ authorized: [r('1'), r('2'), r('4')], unauthorized: [r('3')] })
    expect(moveRoles(lists, 'unauthorized', new Set(['1']))).toEqual({ authorized: [r('2')], unauthorized: [r('3'), r('4'), r('1')] })
  })

  it('moves every role with all', () => {
    expect(moveRoles(lists, 'unauthorized', 'all')).toEqual({ authorized: [], unauthorized: [r('3'), r('4'), r('1'), r('2')] })
  })
})
