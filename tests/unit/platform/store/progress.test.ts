import { describe, expect, it } from 'vitest'
import { beginLoad, progressState } from '#platform/store/progress.ts'

describe('route-load progress counter', () => {
  it('counts overlapping loads and ends each once, however often it is ended', () => {
    const first = beginLoad()
    const second = beginLoad()
    expect(progressState.pending).toBe(2)
    first()
    first()
    expect(progressState.pending).toBe(1)
    second()
    expect(progressState.pending).toBe(0)
  })
})
