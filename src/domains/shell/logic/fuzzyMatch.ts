/**
 * Fuse.js-compatible fuzzy scoring of one text (docs/spec.md#menu-search-speed): a port of fuse.js 7.5's bitap
 * `search` (MIT, Kiro Risk) with the options the menu search uses (location 0, distance 100,
 * case-insensitive, no match indices), so a score here is the score fuse.js gives the same
 * text, to the last bit. It allocates nothing per text (two reused bit arrays), which is most of
 * its speed; the rest comes from scoring only the few texts a prefilter lets through
 * (fuzzyIndex.ts). Also the field-length norm and the per-field combination fuse.js applies.
 * Framework-free.
 */

/** Fuse's `distance`: how far from `location` (0) a match may start before it costs 1. */
const DISTANCE = 100
/** Bitap works on at most 32 UTF-16 units; longer patterns are split into chunks, as in fuse. */
const CHUNK = 32

interface Chunk {
  pattern: string
  /** Bit masks of the pattern's characters, indexed by the index's character ids. */
  masks: Int32Array
  startIndex: number
}

export interface FuzzyPattern {
  /** The lower-cased pattern. */
  text: string
  threshold: number
  chunks: Chunk[]
  /** The most edits a match may have and still score within the threshold (i/m ≤ threshold). */
  maxErrors: number
}

/** Character ids of the indexed texts: a pattern character without one matches nothing. */
export type CharIds = ReadonlyMap<number, number>

function masksOf(pattern: string, ids: CharIds): Int32Array {
  const masks = new Int32Array(ids.size + 1)
  const len = pattern.length
  for (let i = 0; i < len; i++) {
    const id = ids.get(pattern.charCodeAt(i))
    if (id !== undefined) masks[id] = (masks[id] as number) | (1 << (len - i - 1))
  }
  return masks
}

export function preparePattern(query: string, threshold: number, ids: CharIds): FuzzyPattern {
  const text = query.toLowerCase()
  const chunks: Chunk[] = []
  const len = text.length
  const add = (pattern: string, startIndex: number) => chunks.push({ pattern, masks: masksOf(pattern, ids), startIndex })
  if (len > CHUNK) {
    const remainder = len % CHUNK
    for (let i = 0; i < len - remainder; i += CHUNK) add(text.substr(i, CHUNK), i)
    if (remainder) add(text.substr(len - CHUNK), len - CHUNK)
  } else if (len > 0) {
    add(text, 0)
  }
  let maxErrors = 0
  while (maxErrors + 1 < len && (maxErrors + 1) / Math.min(len, CHUNK) <= threshold) maxErrors++
  return { text, threshold, chunks, maxErrors }
}

let current = new Int32Array(128)
let previous = new Int32Array(128)
/** The score of the last `bitap` call (fuse's `Math.max(0.001, finalScore)`). */
let lastScore = 1

/** fuse.js `search()` for one chunk over `text`, whose character ids are codes[from, from +
 * text.length); true on a match, the score in `lastScore`. */
function bitap(text: string, codes: Uint16Array, from: number, chunk: Chunk, threshold: number): boolean {
  const { pattern, masks } = chunk
  const m = pattern.length
  const n = text.length
  const expected = Math.max(0, Math.min(chunk.startIndex, n))
  let currentThreshold = threshold
  let best = expected
  let index: number
  while ((index = text.indexOf(pattern, best)) > -1) {
    currentThreshold = Math.min(0 / m + Math.abs(expected - index) / DISTANCE, currentThreshold)
    best = index + m
  }
  best = -1
  let finalScore = 1
  let binMax = m + n
  const mask = 1 << (m - 1)
  const size = n + m + 3
  if (current.length < size) {
    current = new Int32Array(size * 2)
    previous = new Int32Array(size * 2)
  }
  // With the expected location 0 every level writes bits[1 .. finish + 1] and reads no more of
  // the level before, so nothing is left over from an earlier text; otherwise start clean.
  if (expected > 0) previous.fill(0, 0, size)
  for (let i = 0; i < m; i++) {
    let binMin = 0
    let binMid = binMax
    while (binMin < binMid) {
      if (i / m + Math.abs(binMid) / DISTANCE <= currentThreshold) binMin = binMid
      else binMax = binMid
      binMid = Math.floor((binMax - binMin) / 2 + binMin)
    }
    binMax = binMid
    let start = Math.max(1, expected - binMid + 1)
    const finish = Math.min(expected + binMid, n) + m
    const bits = current
    const last = previous
    if (expected > 0) bits.fill(0, 0, size)
    bits[finish + 1] = (1 << i) - 1
    for (let j = finish; j >= start; j--) {
      const location = j - 1
      const charMatch = location < n ? (masks[codes[from + location] as number] as number) : 0
      let v = (((bits[j + 1] as number) << 1) | 1) & charMatch
      if (i) v |= (((last[j + 1] as number) | (last[j] as number)) << 1) | 1 | (last[j + 1] as number)
      bits[j] = v
      if (v & mask) {
        finalScore = i / m + Math.abs(expected - location) / DISTANCE
        if (finalScore <= currentThreshold) {
          currentThreshold = finalScore
          best = location
          if (best <= expected) break
          start = Math.max(1, 2 * expected - best)
        }
      }
    }
    if ((i + 1) / m + 0 / DISTANCE > currentThreshold) break
    previous = bits
    current = last
  }
  lastScore = Math.max(0.001, finalScore)
  return best >= 0
}

/** fuse.js `BitapSearch.searchIn` on an already lower-cased text (its character ids at
 * codes[from …]): the score (0 = perfect) or -1 when the text does not match. */
export function fuzzyScore(lowerText: string, codes: Uint16Array, from: number, pattern: FuzzyPattern): number {
  if (pattern.text === lowerText) return 0
  if (pattern.maxErrors === 0 && pattern.chunks.length === 1) {
    // No edit fits the threshold (m ≤ 2): bitap can only accept the first exact occurrence,
    // scored by its distance from the start.
    const at = lowerText.indexOf(pattern.text)
    return at >= 0 && at / DISTANCE <= pattern.threshold ? Math.max(0.001, at / DISTANCE) : -1
  }
  let total = 0
  let matched = false
  for (const chunk of pattern.chunks) {
    if (bitap(lowerText, codes, from, chunk, pattern.threshold)) matched = true
    total += lastScore
  }
  return matched ? total / pattern.chunks.length : -1
}

const normCache = new Map<number, number>()

/** fuse.js's field-length norm (fieldNormWeight 1, three decimals): 1/√(words in the value). */
export function fieldNorm(value: string): number {
  let tokens = 0
  let inWord = false
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if ((c >= 9 && c <= 13) || c === 32 || c === 160) inWord = false
    else if (!inWord) {
      tokens++
      inWord = true
    }
  }
  tokens ||= 1
  let norm = normCache.get(tokens)
  if (norm === undefined) {
    norm = Math.round(1000 / Math.pow(tokens, 0.5)) / 1000
    normCache.set(tokens, norm)
  }
  return norm
}

/** One matched value's factor in an item's score, as fuse.js multiplies them. */
export function scoreFactor(score: number, exponent: number): number {
  return Math.pow(score === 0 ? Number.EPSILON : score, exponent)
}
