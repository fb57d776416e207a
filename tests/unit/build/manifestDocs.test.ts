// The build's manifest rewrite (scripts/manifestDocs.ts): documentation leaves, what the element
// kit reads at run time stays.
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { stripManifestDocs } from '../../../scripts/manifestDocs.ts'

describe('manifest docs stripped from the bundle', () => {
  it('keeps tag, types, defaults, shapes and events; drops the documentation', () => {
    const code = `export const E = defineEvent('sw-e', detail('Detail'), 'When it fires.', { cancelable: true })
export const m = defineManifest({ tag: 'sw-x', summary: 'S', module: 'elements/sw-x.js', budgetKb: 9,
  attributes: { a: { type: { kind: 'parsed', shape: 'a list', check }, default: 'd', defaultText: 'dt', description: \`D \${X.description}\` },
    b: { description: 'only docs' } },
  events: [E], cssProperties: P, parts: { root: 'R' }, slots: {} })`
    const out = stripManifestDocs(code)
    const context = {
      defineManifest: (x: unknown) => x,
      defineEvent: (name: string, of: { type: string }, description: string, options = {}) => ({ name, detailType: of.type, description, ...options }),
      detail: (type: string) => ({ type }),
      check: () => null,
      X: { description: 'x' },
      P: {},
    }
    const { m, E } = runInNewContext(`${out.replace(/export const /g, 'var ')}; ({ m, E })`, context)
    expect(m).toEqual({
      tag: 'sw-x',
      attributes: { a: { type: { kind: 'parsed', shape: 'a list', check: expect.any(Function) }, default: 'd' }, b: {} },
      events: [E],
    })
    expect(E).toEqual({ name: 'sw-e', detailType: '', description: '', cancelable: true })
    expect(out).not.toMatch(/summary|only docs|When it fires|budgetKb|cssProperties|parts|slots/)
  })
})
