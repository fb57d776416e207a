// One layout inside every domain (docs/ARCHITECTURE.md, "Inside a domain"): at its root only its
// public face, its console part, its endpoint calls and its stylesheets; everything else in the
// folder named for what it holds. A module at a domain's root, or a folder of another name, fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const DOMAINS = fileURLToPath(new URL('../../src/domains/', import.meta.url))
const ROOT_FILES = /^(index\.ts|routes\.ts|contract\.ts|[a-zA-Z]+\.css)$/
const FOLDERS = new Set(['contract', 'logic', 'data', 'runtime', 'workers', 'store', 'hooks', 'messages', 'components', 'screens', 'elements'])

describe('the layout inside every domain', () => {
  for (const domain of readdirSync(DOMAINS)) {
    it(`${domain} keeps it`, () => {
      const entries = readdirSync(`${DOMAINS}${domain}`, { withFileTypes: true })
      expect(entries.filter((e) => e.isFile() && !ROOT_FILES.test(e.name)).map((e) => e.name)).toEqual([])
      expect(entries.filter((e) => e.isDirectory() && !FOLDERS.has(e.name)).map((e) => e.name)).toEqual([])
      expect(entries.some((e) => e.name === 'index.ts')).toBe(true)
    })
  }

  it('keeps hooks in hooks/ and label maps in messages/, not among the components and screens', () => {
    const misplaced: string[] = []
    for (const domain of readdirSync(DOMAINS)) {
      for (const kind of ['components', 'screens']) {
        const folder = `${DOMAINS}${domain}/${kind}`
        if (!existsSync(folder)) continue
        for (const file of readdirSync(folder)) {
          if (/^use[A-Z].*\.tsx?$|[lL]abels\.ts$/.test(file)) misplaced.push(`${domain}/${kind}/${file}`)
          // A hook exported beside a component: its callers then import a component file for it.
          else if (/^export function use[A-Z]/m.test(readFileSync(`${folder}/${file}`, 'utf8'))) misplaced.push(`${domain}/${kind}/${file} (a hook)`)
        }
      }
    }
    expect(misplaced).toEqual([])
  })
})
