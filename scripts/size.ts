/**
 * Bundle budgets (`npm run size`): for each element entry in dist/, the gzip size of the entry
 * plus every chunk it imports statically (transitively) — what a host downloads before the
 * element can render. Lazy chunks (dynamic import) are listed but not counted. Sizes are
 * deterministic, so CI fails when a budget is exceeded. kB = 1000 bytes, as Vite reports.
 */
import { readFileSync, existsSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { MANIFESTS } from '../elements/manifest.ts'

/** Each element's budget, from its manifest. */
export const BUDGETS_KB: Record<string, number> = Object.fromEntries(MANIFESTS.map((m) => [m.module, m.budgetKb]))

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)|["'`](\.\.?\/(?:chunks\/)?[^"'`/]+\.js)["'`]/g

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length
}

/** The entry and its static import closure, as absolute paths. */
export function staticClosure(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const target = resolve(dirname(file), match[1])
      if (existsSync(target)) visit(target)
    }
  }
  visit(entry)
  return [...seen]
}

export function lazyChunks(closure: string[]): string[] {
  const lazy = new Set<string>()
  for (const file of closure) {
    const code = readFileSync(file, 'utf8')
    for (const match of code.matchAll(DYNAMIC_IMPORT)) {
      const spec = match[1] ?? match[2]
      const target = resolve(dirname(file), spec)
      if (existsSync(target) && !closure.includes(target)) lazy.add(target)
    }
  }
  return [...lazy]
}

export interface SizeReport {
  entry: string
  staticBytes: number
  files: Array<{ file: string; gzip: number }>
  lazy: Array<{ file: string; gzip: number }>
  budgetKb?: number
}

export function measure(dist: string, entry: string): SizeReport {
  const abs = join(dist, entry)
  const closure = staticClosure(abs)
  const files = closure.map((file) => ({ file: relative(dist, file), gzip: gzipSize(file) }))
  const lazy = lazyChunks(closure).map((file) => ({ file: relative(dist, file), gzip: gzipSize(file) }))
  return { entry, staticBytes: files.reduce((sum, f) => sum + f.gzip, 0), files, lazy, budgetKb: BUDGETS_KB[entry] }
}

function main(): void {
  const dist = resolve('dist')
  if (!existsSync(dist)) {
    console.error('dist/ is missing: run `npm run build` first.')
    process.exit(2)
  }
  let failed = false
  for (const entry of Object.keys(BUDGETS_KB)) {
    const report = measure(dist, entry)
    const kb = report.staticBytes / 1000
    const ok = report.budgetKb === undefined || kb <= report.budgetKb
    failed ||= !ok
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${entry}: ${kb.toFixed(2)} kB gzip with static imports (budget ${report.budgetKb} kB)`)
    for (const f of report.files) console.log(`       ${f.file.padEnd(48)} ${(f.gzip / 1000).toFixed(2)} kB`)
    for (const f of report.lazy) console.log(`  lazy ${f.file.padEnd(48)} ${(f.gzip / 1000).toFixed(2)} kB`)
  }
  if (failed) {
    console.error('A bundle budget is exceeded.')
    process.exit(1)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main()
