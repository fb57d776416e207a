// The reduced dynamic-import helper (scripts/preloadHelper.ts): it returns the import, and on a
// failed load raises Vite's cancelable `vite:preloadError` on window before rethrowing.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRELOAD_HELPER_CODE, PRELOAD_HELPER_ID, preloadHelperPlugin } from '../../../scripts/preloadHelper.ts'

type Preload = (load: () => Promise<unknown>) => Promise<unknown>

async function helper(): Promise<Preload> {
  const url = `data:text/javascript;base64,${Buffer.from(PRELOAD_HELPER_CODE).toString('base64')}`
  return ((await import(/* @vite-ignore */ url)) as { __vitePreload: Preload }).__vitePreload
}

afterEach(() => vi.unstubAllGlobals())

describe('reduced preload helper', () => {
  it('resolves to the imported module', async () => {
    const preload = await helper()
    await expect(preload(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 })
  })

  it('raises vite:preloadError on window and rethrows, unless a listener prevents it', async () => {
    const target = new EventTarget()
    vi.stubGlobal('window', target)
    const preload = await helper()
    const failure = new Error('chunk missing')
    const seen: unknown[] = []
    const listener = (event: Event) => seen.push((event as Event & { payload: unknown }).payload)
    target.addEventListener('vite:preloadError', listener)
    await expect(preload(() => Promise.reject(failure))).rejects.toBe(failure)
    expect(seen).toEqual([failure])
    target.addEventListener('vite:preloadError', (event) => event.preventDefault())
    await expect(preload(() => Promise.reject(failure))).resolves.toBeUndefined()
  })

  it("replaces only Vite's helper module, in builds", () => {
    const plugin = preloadHelperPlugin()
    expect(plugin.apply).toBe('build')
    const load = plugin.load as (id: string) => string | null
    expect(load(PRELOAD_HELPER_ID)).toBe(PRELOAD_HELPER_CODE)
    expect(load('/src/x.ts')).toBeNull()
  })
})
