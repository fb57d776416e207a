// The product's requirements live in the repository (docs/spec.md): the code cites them by
// anchor, `docs/spec.md#route-guard`, never "spec §2" (a document a clone does not have) or
// "issue 3" (an outside tracker). This test fails when such a citation comes back into src/,
// demo/ or elements/ — in a comment, or in a query string's SQL comment — and when any anchor
// cited anywhere (code, tests, stories, bench, scripts, docs, README) is missing from
// docs/spec.md. Anchors are the `<a id="…"></a>` lines above its headings.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const SPEC = 'docs/spec.md'
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|html|sql)$/
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|html|sql|md|json)$/
/** Files at the root that may cite: the README and the tool configurations. */
const ROOT_FILE = /\.(md|ts)$/

/** Files under `dir` (relative to the root, `/`-separated) whose name matches `pattern`. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  const out: string[] = []
  const walk = (path: string) => {
    for (const entry of readdirSync(join(ROOT, path), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
      const child = `${path}/${entry.name}`
      if (entry.isDirectory()) walk(child)
      else if (pattern.test(entry.name)) out.push(child)
    }
  }
  walk(dir)
  return out
}

/** An applied migration must keep its text byte for byte (its checksum is recorded in every
 * database it ran on: demo/server/platform/migrate.ts), so its old comments stay. */
const isMigration = (file: string) => /\/migrations\/\d{4}-[^/]*\.sql$/.test(file)

/** Citations of documents outside the repository: a section of the old spec ("spec §2",
 * "§4"), an issue of the tracker ("issue 15", "issues 3, 15", "Issue #9"). */
const OUTSIDE = /\bspec\s*§\s*[\d.–-]*|§\s*\d+|\bissues?\s*#?\d+/gi

function outsideCitations(file: string, text: string): string[] {
  const found: string[] = []
  text.split('\n').forEach((line, i) => {
    for (const match of line.matchAll(OUTSIDE)) found.push(`${file}:${i + 1}: ${match[0]}`)
  })
  return found
}

/** The anchors docs/spec.md defines. */
function anchorsOf(markdown: string): string[] {
  return [...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!)
}

/** `docs/spec.md#<id>` anywhere; in docs/*.md also `spec.md#<id>` links; in docs/spec.md `(#<id>)`. */
function citedAnchors(file: string, text: string): { anchor: string; where: string }[] {
  const patterns = [/docs\/spec\.md#([A-Za-z0-9_-]+)/g]
  if (file.startsWith('docs/')) patterns.push(/\]\(spec\.md#([A-Za-z0-9_-]+)\)/g)
  if (file === SPEC) patterns.push(/\]\(#([A-Za-z0-9_-]+)\)/g)
  const out: { anchor: string; where: string }[] = []
  text.split('\n').forEach((line, i) => {
    for (const pattern of patterns) for (const m of line.matchAll(pattern)) out.push({ anchor: m[1]!, where: `${file}:${i + 1}` })
  })
  return out
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8')
const spec = read(SPEC)
const anchors = anchorsOf(spec)

describe('the requirements are cited from the repository (docs/spec.md)', () => {
  it('defines each anchor once', () => {
    expect(anchors.length).toBeGreaterThan(50)
    expect(anchors.filter((a, i) => anchors.indexOf(a) !== i)).toEqual([])
  })

  it('the code and its tests cite no outside spec section and no issue number', () => {
    const files = ['src', 'demo', 'elements', 'scripts', 'tests', 'stories', 'bench', '.storybook']
      .flatMap((dir) => filesUnder(dir, SOURCE))
      // This test's own examples of what it refuses.
      .filter((f) => !isMigration(f) && f !== 'tests/unit/docs/specCitations.test.ts')
    expect(files.length).toBeGreaterThan(700)
    const found = files.flatMap((file) => outsideCitations(file, read(file)))
    expect(found, 'cite docs/spec.md#<anchor> instead, or say the rule').toEqual([])
  })

  it('every docs/spec.md anchor cited exists', () => {
    const dirs = ['src', 'demo', 'elements', 'scripts', 'tests', 'stories', 'bench', 'docs']
    const files = [...dirs.flatMap((dir) => filesUnder(dir, TEXT)), ...readdirSync(ROOT).filter((f) => ROOT_FILE.test(f))]
    const cited = files.flatMap((file) => citedAnchors(file, read(file)))
    expect(cited.length).toBeGreaterThan(100)
    const known = new Set(anchors)
    expect(cited.filter((c) => !known.has(c.anchor)).map((c) => `${c.where}: #${c.anchor}`)).toEqual([])
  })

  it('finds what it looks for', () => {
    expect(outsideCitations('a.ts', '/** The guard (spec §2). */\n// issue 15: faster\n// Issue #3\n// issue 10 §4')).toHaveLength(5)
    expect(outsideCitations('a.ts', '// docs/spec.md#route-guard; an AttributeSpec; 3 issues left')).toEqual([])
    expect(citedAnchors('src/a.ts', '// (docs/spec.md#route-guard)').map((c) => c.anchor)).toEqual(['route-guard'])
    expect(citedAnchors('docs/api.md', '[spec.md](spec.md#grants)').map((c) => c.anchor)).toEqual(['grants'])
    expect(isMigration('demo/server/domains/admin/migrations/0006-administration.sql')).toBe(true)
  })
})
