/**
 * A prefiltered fuzzy index giving fuse.js's results (docs/spec.md#menu-search-speed). Each document has weighted
 * keys, each key one or more texts; a document's score is fuse's: the product over its matching
 * texts of score^(weight × field norm). The speed comes from scoring only texts that can match:
 * a match within the threshold has at most k = ⌊threshold × m⌋ edits, so when the pattern is
 * cut into k + 1 pieces one piece appears in the text unchanged (pigeonhole). Every distinct
 * text is indexed by its characters and character pairs; a query picks the cut whose pieces
 * have the fewest texts, scores only those texts with the fuse-compatible bitap
 * (fuzzyMatch.ts), then only the documents holding a matching text. Lossless: the same
 * documents and scores as fuse.js over everything. Framework-free.
 */
import { fieldNorm, fuzzyScore, preparePattern, scoreFactor } from './fuzzyMatch.ts'

export interface FuzzyKey<D> {
  weight: number
  /** The texts of this key for a document (blank ones are skipped, as fuse does). */
  get(doc: D): readonly string[]
}

export interface FuzzyHit<D> {
  doc: D
  /** Its position in the documents given to the index. */
  index: number
  score: number
}

const EMPTY = new Int32Array(0)

export class FuzzyIndex<D> {
  private readonly texts: string[] = []
  /** Every text's characters as ids (textStart[t] is where text t begins). */
  private readonly charIds = new Map<number, number>()
  private readonly codes: Uint16Array
  private readonly textStart: Int32Array
  /** Documents holding each text (CSR: textDocs[textDocStart[t] .. textDocStart[t+1])). */
  private readonly textDocStart: Int32Array
  private readonly textDocs: Int32Array
  /** Each document's values in key order: text id and exponent (weight × norm). */
  private readonly entryStart: Int32Array
  private readonly entryText: Int32Array
  private readonly entryExponent: Float64Array
  private readonly grams = new Map<string, Int32Array>()
  private readonly textScore: Float64Array
  private readonly textStamp: Uint32Array
  private readonly docStamp: Uint32Array
  private stamp = 0

  constructor(
    private readonly docs: readonly D[],
    keys: readonly FuzzyKey<D>[],
    private readonly threshold: number,
  ) {
    const total = keys.reduce((sum, k) => sum + k.weight, 0)
    const ids = new Map<string, number>()
    const entryText: number[] = []
    const entryExponent: number[] = []
    const entryStart = new Int32Array(docs.length + 1)
    const docsOf: number[][] = []
    docs.forEach((doc, d) => {
      entryStart[d] = entryText.length
      for (const key of keys) {
        const weight = key.weight / total
        for (const value of key.get(doc)) {
          if (value.trim() === '') continue
          const lower = value.toLowerCase()
          let id = ids.get(lower)
          if (id === undefined) {
            id = this.texts.length
            ids.set(lower, id)
            this.texts.push(lower)
            docsOf.push([])
          }
          const holders = docsOf[id] as number[]
          if (holders[holders.length - 1] !== d) holders.push(d)
          entryText.push(id)
          entryExponent.push(weight * fieldNorm(value))
        }
      }
    })
    entryStart[docs.length] = entryText.length
    this.entryStart = entryStart
    this.entryText = Int32Array.from(entryText)
    this.entryExponent = Float64Array.from(entryExponent)
    this.textDocStart = new Int32Array(this.texts.length + 1)
    this.textDocs = new Int32Array(docsOf.reduce((sum, l) => sum + l.length, 0))
    let at = 0
    docsOf.forEach((list, t) => {
      this.textDocStart[t] = at
      this.textDocs.set(list, at)
      at += list.length
    })
    this.textDocStart[this.texts.length] = at
    const grams = new Map<string, number[]>()
    const add = (gram: string, t: number) => {
      const list = grams.get(gram)
      if (!list) grams.set(gram, [t])
      else if (list[list.length - 1] !== t) list.push(t)
    }
    this.texts.forEach((text, t) => {
      for (let i = 0; i < text.length; i++) {
        add(text[i] as string, t)
        if (i + 1 < text.length) add(text.substr(i, 2), t)
      }
    })
    for (const [gram, list] of grams) this.grams.set(gram, Int32Array.from(list))
    this.textStart = new Int32Array(this.texts.length + 1)
    let length = 0
    this.texts.forEach((text, t) => {
      this.textStart[t] = length
      length += text.length
    })
    this.textStart[this.texts.length] = length
    this.codes = new Uint16Array(length)
    this.texts.forEach((text, t) => {
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i)
        let id = this.charIds.get(code)
        if (id === undefined) {
          id = this.charIds.size + 1
          this.charIds.set(code, id)
        }
        this.codes[(this.textStart[t] as number) + i] = id
      }
    })
    this.textScore = new Float64Array(this.texts.length)
    this.textStamp = new Uint32Array(this.texts.length)
    this.docStamp = new Uint32Array(docs.length)
  }

  /** Matching documents, best first: by score, then by `rank` (none: 0), then position — fuse.js's
   * order when `rank` is constant. With a `limit`, only that many (selected, not all sorted). */
  search(query: string, limit?: number, rank?: (doc: D) => number): FuzzyHit<D>[] {
    const pattern = preparePattern(query, this.threshold, this.charIds)
    if (pattern.text === '' || limit === 0) return []
    const stamp = ++this.stamp
    const touched: number[] = []
    const score = (t: number) => {
      if (this.textStamp[t] === stamp) return
      this.textStamp[t] = stamp
      const s = fuzzyScore(this.texts[t] as string, this.codes, this.textStart[t] as number, pattern)
      this.textScore[t] = s
      if (s < 0) return
      for (let i = this.textDocStart[t] as number; i < (this.textDocStart[t + 1] as number); i++) {
        const d = this.textDocs[i] as number
        if (this.docStamp[d] !== stamp) {
          this.docStamp[d] = stamp
          touched.push(d)
        }
      }
    }
    if (pattern.chunks.length > 1) {
      for (let t = 0; t < this.texts.length; t++) score(t)
    } else {
      for (const list of this.candidateLists(pattern.text, pattern.maxErrors)) for (const t of list) score(t)
    }
    const hits: FuzzyHit<D>[] = []
    const before = (x: FuzzyHit<D>, y: FuzzyHit<D>) => x.score - y.score || (rank ? rank(x.doc) - rank(y.doc) : 0) || x.index - y.index
    const keep = limit === undefined ? Infinity : limit
    for (const d of touched) {
      let total = 1
      for (let e = this.entryStart[d] as number; e < (this.entryStart[d + 1] as number); e++) {
        const t = this.entryText[e] as number
        if (this.textStamp[t] === stamp && (this.textScore[t] as number) >= 0) {
          total *= scoreFactor(this.textScore[t] as number, this.entryExponent[e] as number)
        }
      }
      const hit = { doc: this.docs[d] as D, index: d, score: total }
      if (hits.length < keep) {
        hits.push(hit)
        if (hits.length === keep) hits.sort(before)
      } else if (before(hit, hits[hits.length - 1] as FuzzyHit<D>) < 0) {
        // Full: keep the best `limit` in order (insert, drop the last).
        let at = hits.length - 1
        while (at > 0 && before(hit, hits[at - 1] as FuzzyHit<D>) < 0) at--
        hits.splice(at, 0, hit)
        hits.pop()
      }
    }
    return hits.length < keep ? hits.sort(before) : hits
  }

  /** The texts holding a piece of the pattern, for the cut into k + 1 pieces with the fewest. */
  private candidateLists(pattern: string, k: number): Int32Array[] {
    const m = pattern.length
    const pieces = k + 1
    // best[a][b]: the smallest list standing for pattern[a, b): its character, or its rarest pair.
    const best: Int32Array[][] = []
    for (let a = 0; a < m; a++) {
      const row: Int32Array[] = []
      row[a + 1] = this.grams.get(pattern[a] as string) ?? EMPTY
      let rarest: Int32Array | undefined
      for (let b = a + 2; b <= m; b++) {
        const pair = this.grams.get(pattern.substr(b - 2, 2)) ?? EMPTY
        if (!rarest || pair.length < rarest.length) rarest = pair
        row[b] = rarest
      }
      best.push(row)
    }
    const listOf = (a: number, b: number) => (best[a] as Int32Array[])[b] as Int32Array
    // cost[p][j]: the fewest texts for pattern[0, j) cut into p pieces; cut[p][j] its last cut.
    const cost: number[][] = Array.from({ length: pieces + 1 }, () => new Array<number>(m + 1).fill(Infinity))
    const cut: number[][] = Array.from({ length: pieces + 1 }, () => new Array<number>(m + 1).fill(0))
    ;(cost[0] as number[])[0] = 0
    for (let p = 1; p <= pieces; p++) {
      for (let j = p; j <= m; j++) {
        for (let a = p - 1; a < j; a++) {
          const before = (cost[p - 1] as number[])[a] as number
          if (before === Infinity) continue
          const c = before + listOf(a, j).length
          if (c < ((cost[p] as number[])[j] as number)) {
            ;(cost[p] as number[])[j] = c
            ;(cut[p] as number[])[j] = a
          }
        }
      }
    }
    const lists: Int32Array[] = []
    for (let p = pieces, j = m; p > 0; p--) {
      const a = (cut[p] as number[])[j] as number
      lists.push(listOf(a, j))
      j = a
    }
    return lists
  }
}
