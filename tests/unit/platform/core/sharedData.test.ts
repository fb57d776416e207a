import { describe, expect, it } from 'vitest'
import { keepEqual } from '#platform/core/sharedData.ts'

describe('keepEqual', () => {
  it('returns the previous value whole when nothing changed', () => {
    const previous = {
      list: [
        { id: 1, tags: ['a'] },
        { id: 2, tags: [] },
      ],
      total: 2,
      nested: { x: null },
    }
    const next = JSON.parse(JSON.stringify(previous)) as typeof previous
    expect(keepEqual(previous, next)).toBe(previous)
  })

  it('shares the unchanged parts and takes the changed ones', () => {
    const previous = { list: [{ id: 1 }, { id: 2, name: 'b' }], total: 2 }
    const next = { list: [{ id: 1 }, { id: 2, name: 'B' }], total: 2 }
    const kept = keepEqual(previous, next)
    expect(kept).not.toBe(previous)
    expect(kept).toEqual(next)
    expect(kept.list[0]).toBe(previous.list[0])
    expect(kept.list[1]).toBe(next.list[1])
  })

  it('sees added, removed and reordered entries and keys', () => {
    const previous = { a: 1, list: [1, 2] } as Record<string, unknown>
    expect(keepEqual(previous, { a: 1, list: [1, 2], b: 2 })).not.toBe(previous)
    expect(keepEqual(previous, { a: 1 })).toEqual({ a: 1 })
    expect(keepEqual(previous, { a: 1, list: [2, 1] })).toEqual({ a: 1, list: [2, 1] })
    expect(keepEqual([1, 2], [1, 2, 3])).toEqual([1, 2, 3])
    expect(keepEqual([1, 2, 3], [1, 2])).toEqual([1, 2])
    expect(keepEqual({ a: undefined }, { b: undefined })).toEqual({ b: undefined })
  })

  it('compares other objects by identity and copes with a change of type', () => {
    const date = new Date(0)
    expect(keepEqual({ at: date }, { at: new Date(0) }).at).not.toBe(date)
    expect(keepEqual([1], { 0: 1 })).toEqual({ 0: 1 })
    expect(keepEqual(null, { a: 1 })).toEqual({ a: 1 })
    expect(keepEqual(Number.NaN, Number.NaN)).toBeNaN()
  })
})
