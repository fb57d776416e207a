// The rules for tags, activity columns and numbers read from file cells, shared by the import
// dialog and the server.
import { describe, expect, it } from 'vitest'
import { checkActivities, checkTags, parseNumber, splitTags } from '../../../../src/domains/chemistry/logic/compoundData.ts'

describe('compound data rules', () => {
  it('reads numbers as files write them and nothing else', () => {
    expect(parseNumber(' 12.5 ')).toBe(12.5)
    expect(parseNumber('1e-3')).toBe(0.001)
    expect(parseNumber('1,234.5')).toBe(1234.5)
    expect(parseNumber('-.5')).toBe(-0.5)
    expect(parseNumber(7)).toBe(7)
    for (const bad of ['', 'high', '12 nM', '1,2', 'NaN', 'Infinity', '0x10', null, undefined, Number.NaN]) expect(parseNumber(bad)).toBeNull()
  })

  it('cleans tags and refuses what a file could not hold', () => {
    expect(checkTags([' a ', 'b', 'a', ''])).toEqual({ value: ['a', 'b'] })
    expect(checkTags(undefined)).toEqual({ value: [] })
    expect(checkTags(['a,b'])).toEqual({ error: 'A tag cannot contain a comma' })
    expect(checkTags(['x'.repeat(31)])).toMatchObject({ error: expect.stringMatching(/at most 30/) })
    expect(checkTags([1])).toMatchObject({ error: 'tags must be a list of text' })
    expect(splitTags('NSAID, COX，lead ,')).toEqual(['NSAID', 'COX', 'lead'])
  })

  it('accepts activity columns with sensible names and finite numbers', () => {
    expect(checkActivities({ 'IC50 (µM)': 1.5, 'Ki/nM': 3, '% inhibition': 40 })).toMatchObject({ error: expect.stringMatching(/not a valid column name/) })
    expect(checkActivities({ 'IC50 (µM)': 1.5, 'Ki/nM': 3, 'inhibition %': 40 })).toEqual({ value: { 'IC50 (µM)': 1.5, 'Ki/nM': 3, 'inhibition %': 40 } })
    expect(checkActivities({ pIC50: Number.POSITIVE_INFINITY })).toMatchObject({ error: expect.stringMatching(/must be a number/) })
    expect(checkActivities({ '': 1 })).toMatchObject({ error: expect.stringMatching(/not a valid column name/) })
  })
})
