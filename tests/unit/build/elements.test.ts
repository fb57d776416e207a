// What scripts/elements.ts generates from the element manifests.
import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { MANIFESTS } from '../../../elements/manifest.ts'
import { customElementsJson, problems, readmeTables, rewriteReadme, vscodeCustomData, vueTypes, webTypes } from '../../../scripts/elements.ts'
import { parseAttributes } from '#platform/element/attributes.ts'
import { consoleManifest } from '../../../src/domains/shell/elements/console.manifest.ts'

type Declaration = {
  tagName: string
  attributes: Array<{ name: string; default?: string; type: { text: string } }>
  events: Array<{ name: string; type: { text: string } }>
  cssParts: Array<{ name: string }>
}

describe('generated from the manifests', () => {
  it('describes every element in custom-elements.json (schema 2.1)', () => {
    const json = customElementsJson('1.2.3') as {
      schemaVersion: string
      modules: Array<{ path: string; declarations: Declaration[]; exports: Array<{ kind: string; name: string }> }>
    }
    expect(json.schemaVersion).toBe('2.1.0')
    expect(json.modules.map((m) => m.path)).toEqual([
      'elements/sw-login.js',
      'elements/sw-signup.js',
      'elements/sw-console.js',
      'elements/sw-notifications.js',
      'elements/sw-signin-map.js',
    ])
    const login = json.modules[0]!.declarations[0]!
    expect(login.tagName).toBe('sw-login')
    expect(login.attributes.find((a) => a.name === 'variant')).toMatchObject({ type: { text: "'classic' | 'new'" }, default: "'classic'" })
    expect(login.events.map((e) => [e.name, e.type.text])).toEqual([
      ['sw-login', 'CustomEvent<CurrentUser>'],
      ['sw-error', 'CustomEvent<{ message: string; tag: string }>'],
    ])
    expect(json.modules[2]!.exports[0]).toMatchObject({ kind: 'custom-element-definition', name: 'sw-console' })
  })

  it('gives editors every attribute with its values', () => {
    const data = vscodeCustomData() as { tags: Array<{ name: string; attributes: Array<{ name: string; values?: Array<{ name: string }> }> }> }
    const router = data.tags.find((t) => t.name === 'sw-console')!.attributes.find((a) => a.name === 'router')
    expect(router?.values?.map((v) => v.name)).toEqual(['browser', 'hash', 'memory'])
    const types = webTypes('1.2.3') as { contributions: { html: { elements: Array<{ name: string }> } } }
    expect(types.contributions.html.elements.map((e) => e.name)).toEqual(MANIFESTS.map((m) => m.tag))
    expect(vueTypes()).toContain(
      "'sw-console': DefineComponent<SwConsoleAttributes & Handlers<'sw-login' | 'sw-logout' | 'sw-navigate' | 'sw-preview' | 'sw-error'>>",
    )
    expect(vueTypes()).toContain("'sw-signin-map': DefineComponent<SwSigninMapAttributes & Handlers<'sw-scope-change' | 'sw-check-in' | 'sw-error'>>")
  })

  it('keeps the README tables in step with the manifests, and says when they are not', () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(rewriteReadme(readme)).toBe(readme)
    expect(readmeTables(consoleManifest)).toContain('| `initial-path` | text | `/` |')
    const stale = readme.replace('| `initial-path` | text | `/` |', '| `initial-path` | text | `/old` |')
    expect(rewriteReadme(stale)).toBe(readme)
    expect(problems()).toEqual([])
  })
})

describe('attribute parsing by the manifest', () => {
  it('types values, applies defaults, and warns once per bad value naming what is accepted', () => {
    const warn = vi.fn()
    const parsed = parseAttributes(
      consoleManifest,
      { router: 'foo', size: 'huge', lang: 'xx', notice: '{not json', basePath: 'portal', syncTitle: 'true', initialPath: '/workbench' },
      warn,
    )
    expect(parsed).toMatchObject({
      router: 'browser',
      basePath: '/studentwork/',
      syncTitle: true,
      initialPath: '/workbench',
      apiBase: '/api',
      siteTitle: 'Studentwork',
    })
    expect(parsed.size).toBeUndefined()
    expect(parsed.lang).toBeUndefined()
    expect(parsed.notice).toBeUndefined()
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '<sw-console> base-path="portal" is not an absolute path such as /studentwork/; using the default "/studentwork/".',
      '<sw-console> router="foo" is not one of browser, hash, memory; using the default "browser".',
      '<sw-console> lang="xx" is not one of en, zh, tw; ignoring it.',
      '<sw-console> size="huge" is not one of default, medium, small, mini; ignoring it.',
      '<sw-console> notice="{not json" is not JSON {"start","end","text"}; ignoring it.',
    ])
  })

  it('reads a good notice, a bare boolean and a base path without its slash', () => {
    const parsed = parseAttributes(consoleManifest, { notice: '{"start":"2025-01-26","end":"2025-02-05","text":"Paused"}', syncTitle: '', basePath: '/portal' })
    expect(parsed.notice).toEqual({ start: '2025-01-26', end: '2025-02-05', text: 'Paused' })
    expect(parsed.syncTitle).toBe(true)
    expect(parsed.basePath).toBe('/portal/')
  })
})
