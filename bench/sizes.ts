/**
 * Bench case `sizes`: what each element downloads before it can render (gzip, the entry and its
 * static imports — the figure `npm run size` holds to the manifests' budgets) from the current
 * dist/ (run `npm run build` first), beside the targets of docs/spec.md#download-size. No baseline is run: the
 * budgets in CI are the guard.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { measure } from '../scripts/size.ts'
import { round, type BenchCase, type Metrics } from './lib.ts'

/** The targets of docs/spec.md#download-size, kB gzip. */
const TARGETS: Record<string, number> = { 'elements/sw-login.js': 75, 'elements/sw-console.js': 140 }

export const sizesCase: BenchCase = {
  name: 'sizes',
  description: 'initial download of each element (gzip, entry + static imports) from dist/',
  run() {
    const dist = resolve('dist')
    if (!existsSync(dist)) throw new Error('dist/ is missing: run `npm run build` first')
    const metrics: Metrics = {}
    for (const [entry, target] of Object.entries(TARGETS)) {
      const report = measure(dist, entry)
      const tag = entry.replace(/^elements\/|\.js$/g, '')
      metrics[tag] = {
        value: round(report.staticBytes / 1000, 2),
        unit: 'kB',
        figure: `\`<${tag}>\` initial download (gzip)`,
        target,
        note: `budget ${report.budgetKb} kB; lazy chunks not counted`,
      }
    }
    return metrics
  },
}
