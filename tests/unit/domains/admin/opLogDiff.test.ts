// The operation log's before/after diff and the dictionary reorder (framework-free logic).
import { describe, expect, it } from 'vitest'
import { changedFirst, diffFields, showValue } from '../../../../src/domains/admin/logic/opLogDiff.ts'
import { moveCode } from '../../../../src/domains/admin/logic/dictOrder.ts'

describe('diffFields', () => {
  it('lists every field with both sides and marks the changed ones', () => {
    const rows = diffFields({ username: 'x@acme.test', status: 'enabled', isUse: true }, { username: 'x@acme.test', status: 'disabled', isUse: true })
    expect(rows).toEqual([
      { field: 'username', before: 'x@acme.test', after: 'x@acme.test', changed: false, side: 'both' },
      { field: 'status', before: 'enabled', after: 'disabled', changed: true, side: 'both' },
      { field: 'isUse', before: 'true', after: 'true', changed: false, side: 'both' },
    ])
  })

  it('shows a creation (no before) and a deletion (no after) as every field changed', () => {
    expect(diffFields(null, { value: 'contractor', enabled: true })).toEqual([
      { field: 'value', before: '', after: 'contractor', changed: true, side: 'after' },
      { field: 'enabled', before: '', after: 'true', changed: true, side: 'after' },
    ])
    expect(diffFields({ label: 'Low' }, undefined)).toEqual([{ field: 'label', before: 'Low', after: '', changed: true, side: 'before' }])
  })

  it('keeps fields only one side has, after the other side', () => {
    expect(diffFields({ a: 1, gone: 'x' }, { a: 1, added: 'y' }).map((r) => [r.field, r.side, r.changed])).toEqual([
      ['a', 'both', false],
      ['added', 'after', true],
      ['gone', 'before', true],
    ])
  })

  it('shows objects and lists as JSON, null as empty, and compares by that text', () => {
    expect(showValue(null)).toBe('')
    expect(showValue([1, 'a'])).toBe('[1,"a"]')
    expect(showValue({ b: 2 })).toBe('{"b":2}')
    expect(diffFields({ tags: ['a'] }, { tags: ['a'] })[0].changed).toBe(false)
    expect(diffFields({ n: null }, { n: '' })[0].changed).toBe(false)
    expect(diffFields('old', 'new')).toEqual([{ field: 'value', before: 'old', after: 'new', changed: true, side: 'both' }])
    expect(diffFields(null, null)).toEqual([])
  })

  it('puts the changed rows first, keeping their order', () => {
    const rows = diffFields({ a: 1, b: 1, c: 1 }, { a: 1, b: 2, c: 3 })
    expect(changedFirst(rows).map((r) => r.field)).toEqual(['b', 'c', 'a'])
  })
})

describe('moveCode', () => {
  it('moves a code up or down and refuses past either end or an unknown code', () => {
    expect(moveCode(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c'])
    expect(moveCode(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b'])
    expect(moveCode(['a', 'b', 'c'], 'a', -1)).toBeNull()
    expect(moveCode(['a', 'b', 'c'], 'c', 1)).toBeNull()
    expect(moveCode(['a'], 'z', 1)).toBeNull()
  })
})
