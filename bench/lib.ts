/**
 * The bench harness's shared pieces: the shape of a case and its metrics, and the timing
 * helpers (high-resolution clock, median, percentiles). A case returns named metrics with
 * units; bench/run.ts prints them as a table and records them in bench/results.json.
 */
import { performance } from 'node:perf_hooks'

export interface Metric {
  value: number
  /** `ms`, `µs`, `kB`, `ops/s`, `count`, … */
  unit: string
  note?: string
  /** A headline figure: its name in the README's table (with `baseline` and `target`). */
  figure?: string
  /** The same figure for the alternative measured in the same run (e.g. plain fuse.js). */
  baseline?: number
  /** What the alternative is. */
  baselineName?: string
  /** The goal, e.g. `≤ 2 ms`; the value meets it when `value ≤ target` (or ≥ with `atLeast`). */
  target?: number
  atLeast?: boolean
}

export type Metrics = Record<string, Metric>

export interface BenchCase {
  /** Stable key in results.json, e.g. `menuSearch`. */
  name: string
  description: string
  /** Runs only when named (`npm run bench -- <name>`): a long case, left out of a plain run. */
  named?: true
  run(): Promise<Metrics> | Metrics
}

/** Milliseconds taken by `fn` (one run). */
export function timeMs(fn: () => unknown): number {
  const start = performance.now()
  fn()
  return performance.now() - start
}

/** The p-th percentile (0–100) of the samples, nearest-rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number
}

export const median = (samples: readonly number[]) => percentile(samples, 50)

/** Rounds for display and storage: 3 significant decimals are plenty for timings. */
export function round(value: number, decimals = 3): number {
  const f = 10 ** decimals
  return Math.round(value * f) / f
}

/** mulberry32: a small seeded PRNG, so generated bench data is the same on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
