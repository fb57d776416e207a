/**
 * `npm run bench`: runs the registered cases (or those named on the command line), prints a
 * table of their metrics and records them in bench/results.json. Results of cases that did not
 * run are kept, so cases can be run one at a time; the headline figures (metrics with a `figure`)
 * of every recorded case are written as a table into README.md between its bench markers. To add a case, write a `BenchCase` (see
 * lib.ts) in its own file and list it in CASES. Timings are informational: nothing here fails
 * a build.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { arch, cpus, loadavg, platform } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BenchCase, Metrics } from './lib.ts'
import { consoleCase } from './console.ts'
import { menuSearchCase } from './menuSearch.ts'
import { orgPickerCase } from './orgPicker.ts'
import { chemistryImportCase, substructureSearchCase } from './chemistry.ts'
import { compoundsCase } from './compounds.ts'
import { serverCase } from './server.ts'
import { sizesCase } from './sizes.ts'
import { writeReadmeTable } from './readme.ts'
import { notificationCentreCase } from './notificationCentre.ts'
import { publishToBellCase } from './publishToBell.ts'
import { notificationFanoutCase } from './notificationFanout.ts'
import { attendanceCase } from './attendance.ts'

const CASES: BenchCase[] = [
  sizesCase,
  menuSearchCase,
  orgPickerCase,
  consoleCase,
  serverCase,
  chemistryImportCase,
  substructureSearchCase,
  notificationCentreCase,
  publishToBellCase,
  notificationFanoutCase,
  compoundsCase,
  attendanceCase,
]

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'results.json')

export interface CaseResult {
  description: string
  ranAt: string
  metrics: Metrics
}

export interface Results {
  updatedAt: string
  environment: { node: string; platform: string; cpu: string; load?: number }
  cases: Record<string, CaseResult>
}

function readResults(): Results['cases'] {
  if (!existsSync(RESULTS)) return {}
  try {
    const parsed = JSON.parse(readFileSync(RESULTS, 'utf8')) as Partial<Results>
    return parsed.cases ?? {}
  } catch {
    return {}
  }
}

function printTable(name: string, metrics: Metrics): void {
  const rows = Object.entries(metrics).map(([key, m]) => [key, String(m.value), m.unit, m.note ?? ''])
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => (r[i] as string).length), 6))
  const line = (r: string[]) => r.map((cell, i) => (i === 1 ? cell.padStart(widths[i] as number) : cell.padEnd(widths[i] as number))).join('  ')
  console.log(`\n${name}`)
  console.log(line(['metric', 'value', 'unit', 'note']))
  for (const r of rows) console.log(line(r))
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2)
  const unknown = wanted.filter((w) => !CASES.some((c) => c.name === w))
  if (unknown.length > 0) {
    console.error(`Unknown bench case(s): ${unknown.join(', ')}. Known: ${CASES.map((c) => c.name).join(', ')}`)
    process.exitCode = 1
    return
  }
  const cases = readResults()
  for (const c of CASES.filter((c) => (wanted.length === 0 ? !c.named : wanted.includes(c.name)))) {
    const metrics = await c.run()
    cases[c.name] = { description: c.description, ranAt: new Date().toISOString(), metrics }
    printTable(`${c.name} — ${c.description}`, metrics)
  }
  const results: Results = {
    updatedAt: new Date().toISOString(),
    environment: { node: process.version, platform: `${platform()} ${arch()}`, cpu: cpus()[0]?.model ?? 'unknown', load: Math.round(loadavg()[0] * 10) / 10 },
    cases,
  }
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`)
  console.log(`\nWrote ${RESULTS}`)
  // results.json is this machine's (git-ignored): a run of some cases on a fresh checkout knows
  // only those, and would write a table without the others' rows.
  const missing = CASES.filter((c) => !c.named && !cases[c.name]).map((c) => c.name)
  if (missing.length > 0) console.log(`The README table is left as it is: no results here yet for ${missing.join(', ')} (npm run bench runs every case).`)
  else if (writeReadmeTable(results)) console.log('Updated the table in README.md')
}

await main()
