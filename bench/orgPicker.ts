/**
 * Bench case `orgPicker` (docs/spec.md#attendance): the organisation picker over 10 000 organisations in
 * Debian's Chromium — the admin domain's virtualised OrgListbox against a plain non-virtual list
 * (every match a DOM row, the same search and row content) in the same run. The page
 * (bench/orgPicker/page.tsx) is bundled here with the project's own Vite plugins (Lingui macro,
 * React) in production mode; a small stylesheet gives both lists the same 320 px scroll box.
 * Open: first render of the picker until committed and laid out. Keystroke: the first
 * character typed into it (300 ms after opening, as a person would; both lists build their
 * search index when idle meanwhile) until the list shows the matches, laid out; reported beside
 * it, the same keystroke until the next frame has been drawn (what a person sees, including
 * the wait for the display's frame). Medians of several runs.
 */
import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'
import { launchBrowser } from '../scripts/drive/browser.ts'
import { sharedPlugins } from '../vite.shared.ts'
import { median, round, type BenchCase } from './lib.ts'

const RUNS = 11
const PLAIN_RUNS = 7
/** The first keystroke: a digit found in about a third of the names and codes. */
const KEY = '5'
const CSS =
  '[role=listbox]{position:relative;height:320px;overflow-y:auto} [role=option]{box-sizing:border-box;overflow:hidden;white-space:nowrap} body{font:14px sans-serif}'

interface Run {
  ms: number
  /** The keystroke until the next frame was drawn. */
  frame?: number
  rows: number
  matches?: number
}

async function bundle(): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: sharedPlugins(),
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      lib: { entry: fileURLToPath(new URL('./orgPicker/page.tsx', import.meta.url)), formats: ['iife'], name: 'orgBenchPage' },
    },
  })
  const outputs = (Array.isArray(out) ? out : [out]) as Rollup.RollupOutput[]
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk')
  if (!chunk || chunk.type !== 'chunk') throw new Error('orgPicker: no bundle')
  return chunk.code
}

export const orgPickerCase: BenchCase = {
  name: 'orgPicker',
  description: 'organisation picker over 10 000 organisations in Chromium: virtualised OrgListbox vs a plain list of every row',
  async run() {
    const [code, browser] = await Promise.all([bundle(), launchBrowser()])
    try {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage()
      await page.setContent(`<!doctype html><html><head><style>${CSS}</style></head><body></body></html>`)
      await page.addScriptTag({ content: code })
      // The page's own clock (performance.now) around each step; the script runs there.
      const run = (kind: 'ours' | 'plain') =>
        page.evaluate(`(async () => {
          const bench = window.orgBench
          const opened = await bench.open(${JSON.stringify(kind)})
          const typed = await bench.type(${JSON.stringify(KEY)})
          bench.close()
          return { opened, typed }
        })()`) as Promise<{ opened: Run; typed: Run }>
      await run('ours') // warm-up: JIT, fonts, the catalog
      await run('plain')
      const ours: { opened: Run; typed: Run }[] = []
      const plain: { opened: Run; typed: Run }[] = []
      for (let i = 0; i < RUNS; i++) {
        ours.push(await run('ours'))
        if (i < PLAIN_RUNS) plain.push(await run('plain'))
      }
      const open = median(ours.map((r) => r.opened.ms))
      const plainOpen = median(plain.map((r) => r.opened.ms))
      const key = median(ours.map((r) => r.typed.ms))
      const plainKey = median(plain.map((r) => r.typed.ms))
      const frame = median(ours.map((r) => r.typed.frame ?? 0))
      const plainFrame = median(plain.map((r) => r.typed.frame ?? 0))
      const baselineName = 'plain list, every row in the DOM'
      const last = ours[ours.length - 1] as { opened: Run; typed: Run }
      const lastPlain = plain[plain.length - 1] as { opened: Run; typed: Run }
      return {
        organisations: { value: 10_000, unit: 'count' },
        openMedian: {
          value: round(open, 1),
          unit: 'ms',
          figure: 'Org picker, 10 000 organisations: open (render + layout)',
          baseline: round(plainOpen, 1),
          baselineName,
          target: 50,
          note: `median of ${RUNS} (plain ${PLAIN_RUNS})`,
        },
        keystrokeMedian: {
          value: round(key, 1),
          unit: 'ms',
          figure: `Org picker: first keystroke ("${KEY}", ${last.typed.matches ?? 0} matches) until shown`,
          baseline: round(plainKey, 1),
          baselineName,
          target: 50,
          note: `median of ${RUNS} (plain ${PLAIN_RUNS})`,
        },
        keystrokeFrameMedian: {
          value: round(frame, 1),
          unit: 'ms',
          baseline: round(plainFrame, 1),
          baselineName,
          note: `until the next frame drawn (incl. the wait for it); plain ${round(plainFrame, 1)} ms`,
        },
        openSpeedup: { value: round(plainOpen / open, 1), unit: '×', figure: 'Org picker: open, speed-up over a plain list', target: 20, atLeast: true },
        keystrokeSpeedup: {
          value: round(plainKey / key, 1),
          unit: '×',
          figure: 'Org picker: first keystroke, speed-up over a plain list',
          target: 20,
          atLeast: true,
        },
        rowsDrawn: { value: last.opened.rows, unit: 'count', note: `plain list: ${lastPlain.opened.rows}` },
      }
    } finally {
      await browser.close()
    }
  },
}
