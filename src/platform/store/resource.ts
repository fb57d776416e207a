/**
 * Server state for screens: a small subscribable resource per key (loading, error, data,
 * refresh), shared by every subscriber on the page. A key is an array — the API base, the
 * domain, then what the load depends on — so a write can `invalidate` everything under a prefix
 * (`[apiBase, 'admin', 'users']`): what is on screen loads again in place, what is not loads when
 * it is shown. A kept-alive view shown again revalidates unless it loaded within FRESH_MS and
 * nothing invalidated it since. Identical requests in flight are one request; when the last subscriber
 * leaves, a request still in flight is aborted; at most `IDLE_LIMIT` resources nobody shows are
 * kept.
 * Stores of their own (a windowed list) take part in invalidation with `watchKey`. A screen
 * subscribes through `useResource` (platform/ui) and writes through `useMutation`. Framework-free.
 *
 * Why not TanStack Query: this is ~1.3 kB and covers what the screens need (dedupe, abort,
 * refresh, prefix invalidation, keep the last data while refreshing); `@tanstack/react-query`
 * 5.108 (useQuery, useMutation, the client) is 10.5 kB min+gzip, and it would land in every
 * element (docs/ARCHITECTURE.md#server-state).
 */
import { keepEqual } from '../core/sharedData.ts'
import { afterPaint } from './afterPaint.ts'

export type ResourceStatus = 'loading' | 'success' | 'error'

export interface ResourceState<T> {
  status: ResourceStatus
  /** The last data loaded (kept while a refresh runs). */
  data: T | undefined
  error: Error | undefined
  /** True while a request runs (also during a refresh that keeps `data`). */
  fetching: boolean
}

export type Loader<T> = (signal: AbortSignal) => Promise<T>

/** One part of a key: plain values, arrays and plain objects (a query), compared by value as
 * JSON (so no functions, dates or maps; `object` because a query's interface has no index
 * signature). */
export type KeyPart = string | number | boolean | null | undefined | object

/** `[apiBase, domain, …what the load depends on]`: the API base first, so two consoles on one
 * page for two servers never share an entry, and a prefix names a domain's data on one server. */
export type ResourceKey = readonly [apiBase: string, domain: string, ...rest: KeyPart[]]

/** A key or the start of one. */
export type KeyPrefix = readonly [apiBase: string, ...rest: KeyPart[]]

/** Resources nobody shows that are kept for their next subscriber (least recently used go). */
export const IDLE_LIMIT = 64

/** A kept-alive view shown again (`show({ again: true })`) within this long of its data's last
 * load does not reload it: nothing it shows changed since (a write or a live event since then
 * invalidated it, which reloads it at the showing). Switching back and forth between two views
 * reads nothing; after this, the showing revalidates as always. A new mount (a view opened or
 * refreshed, a dialog) always reads afresh. */
export const FRESH_MS = 10_000

interface Entry<T> {
  hash: string
  parts: string[]
  state: ResourceState<T>
  load: Loader<T>
  listeners: Set<() => void>
  /** How many places show it now (a hidden kept-alive view listens but does not show). */
  shown: number
  controller: AbortController | null
  /** When the data last loaded (Date.now()); 0: stale — never loaded, invalidated while not
   * on screen, or a load given up when the last showing went. */
  loadedAt: number
  /** Forgotten when its last subscriber leaves (a form's data: read afresh at each opening). */
  fresh: boolean
}

export interface Resource<T> {
  readonly key: ResourceKey
  get(): ResourceState<T>
  /** `listen` and `show` together: a listener on screen. Returns what undoes both. */
  subscribe(listener: () => void): () => void
  /** Hears every change, on screen or not (a hidden kept-alive view). */
  listen(listener: () => void): () => void
  /** Counts the resource as on screen: the first showing loads (again) — with `again` (a
   * kept-alive view shown again) only if its data is older than FRESH_MS or stale —, invalidation
   * reloads it while shown. Returns what hides it again. */
  show(options?: { again?: boolean }): () => void
  /** Loads again (aborting a load in flight) and resolves when done. */
  refresh(): Promise<void>
}

/** Map order is use order: the first idle entries are the least recently used. */
const entries = new Map<string, Entry<unknown>>()
const watchers = new Set<{ parts: string[]; reload: () => void }>()

/** A part as text: objects with their names sorted, so `{a, b}` and `{b, a}` are one key. */
function partText(part: KeyPart): string {
  return (
    JSON.stringify(part, (_name, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value,
    ) ?? 'null'
  )
}

function keyParts(key: readonly KeyPart[]): string[] {
  return key.map(partText)
}

/** The one text a key stands for (equal keys, equal texts). */
export function keyHash(key: readonly KeyPart[]): string {
  return `[${keyParts(key).join(',')}]`
}

function under(parts: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= parts.length && prefix.every((part, i) => parts[i] === part)
}

const INITIAL: ResourceState<never> = { status: 'loading', data: undefined, error: undefined, fetching: false }

/** Changes the state and tells the subscribers — only if a value changed: a state object that
 * stays the same is what lets a screen skip its render (and React skip a forced one when a
 * kept-alive view is shown again). */
function set<T>(entry: Entry<T>, next: Partial<ResourceState<T>>): void {
  const current = entry.state as unknown as Record<string, unknown>
  if (Object.entries(next).every(([key, value]) => Object.is(current[key], value))) return
  entry.state = { ...entry.state, ...next }
  for (const listener of entry.listeners) listener()
}

/** Loads `entry`. `quiet` (the revalidation of a view shown again): with data, nothing changes
 * until the answer, and an answer equal to the data changes nothing — no render at all. */
function start<T>(entry: Entry<T>, quiet = false): Promise<void> {
  entry.controller?.abort()
  const controller = new AbortController()
  entry.controller = controller
  if (!quiet || entry.state.data === undefined) set(entry, { fetching: true, ...(entry.state.data === undefined ? { status: 'loading' as const } : {}) })
  return entry.load(controller.signal).then(
    (data) => {
      if (entry.controller !== controller) return
      entry.controller = null
      entry.loadedAt = Date.now()
      // Data that came back unchanged keeps its objects (core/sharedData.ts).
      set(entry, { status: 'success', data: keepEqual(entry.state.data, data), error: undefined, fetching: false })
    },
    (error: unknown) => {
      if (entry.controller !== controller) return
      entry.controller = null
      set(entry, { status: 'error', error: error instanceof Error ? error : new Error(String(error)), fetching: false })
    },
  )
}

/** Drops the least recently used idle entries beyond the limit; their state goes back to the
 * start, so a view still holding one (hidden, kept alive) loads afresh when shown. */
function evict(): void {
  let idle = 0
  for (const entry of entries.values()) if (entry.shown === 0) idle++
  for (const entry of entries.values()) {
    if (idle <= IDLE_LIMIT) return
    if (entry.shown > 0) continue
    forget(entry)
    idle--
  }
}

function forget(entry: Entry<unknown>): void {
  entry.controller?.abort()
  entry.controller = null
  entry.loadedAt = 0
  entry.state = INITIAL
  entries.delete(entry.hash)
}

function entryFor<T>(key: ResourceKey, load: Loader<T>, fresh: boolean): Entry<T> {
  const hash = keyHash(key)
  let entry = entries.get(hash) as Entry<T> | undefined
  if (!entry) {
    entry = { hash, parts: keyParts(key), state: INITIAL, load, listeners: new Set(), shown: 0, controller: null, loadedAt: 0, fresh }
    entries.set(hash, entry as Entry<unknown>)
    evict()
  }
  return entry
}

/** The page's resource for `key` (created on first use with `load`; later calls share it, so a
 * key must name everything the load depends on). `fresh`: nothing is kept once nobody shows it,
 * so the next subscriber starts from a load of its own (a form's starting values). */
export function resource<T>(key: ResourceKey, load: Loader<T>, { fresh = false }: { fresh?: boolean } = {}): Resource<T> {
  const e = entryFor(key, load, fresh)
  const listen = (listener: () => void) => {
    e.listeners.add(listener)
    return () => void e.listeners.delete(listener)
  }
  const show = ({ again = false }: { again?: boolean } = {}) => {
    // Used again: to the end of the use order (and back in the map if it was dropped).
    entries.delete(e.hash)
    entries.set(e.hash, e as Entry<unknown>)
    const first = e.shown === 0
    e.shown++
    // A first showing loads (again), the last data meanwhile — a kept-alive view shown again
    // only when its data is not fresh (FRESH_MS). With last data the reload waits until the
    // screen is drawn, so the request and its renders are not part of the switch
    // (docs/spec.md#tab-switching).
    if (first && !e.controller) {
      if (e.state.data === undefined) void start(e)
      else if (!again || Date.now() - e.loadedAt >= FRESH_MS) afterPaint(() => e.shown > 0 && !e.controller && void start(e, true))
    }
    let hidden = false
    return () => {
      if (hidden) return
      hidden = true
      e.shown--
      if (e.shown === 0 && e.fresh) return forget(e as Entry<unknown>)
      if (e.shown > 0 || !e.controller) return
      // The state is left as it is (still `fetching`): nobody sees it, and the next showing
      // loads again. Changing it here made React re-render a kept-alive view, synchronously,
      // the moment it was shown again (its snapshot had changed while hidden).
      e.controller.abort()
      e.controller = null
      e.loadedAt = 0
    }
  }
  return {
    key,
    get: () => e.state,
    listen,
    show,
    subscribe(listener) {
      const stop = listen(listener)
      const hide = show()
      return () => {
        stop()
        hide()
      }
    },
    refresh: () => start(e),
  }
}

/** Sets the data of `key` as an answer of the server said (a live event, a write's answer),
 * without a request; an update function gets the data there was. */
export function setResourceData<T>(key: ResourceKey, update: T | ((data: T | undefined) => T)): void {
  const entry = entries.get(keyHash(key)) as Entry<T> | undefined
  if (!entry) return
  const data = typeof update === 'function' ? (update as (data: T | undefined) => T)(entry.state.data) : update
  set(entry, { status: 'success', data: keepEqual(entry.state.data, data), error: undefined })
}

/** After a write: everything under `prefix` on screen loads again now (keeping what it shows
 * meanwhile); the rest already loads again when next shown. Resolves when the loads are done. */
export function invalidate(prefix: KeyPrefix): Promise<void> {
  const parts = keyParts(prefix)
  for (const watcher of watchers) if (under(watcher.parts, parts)) watcher.reload()
  const matched = [...entries.values()].filter((entry) => under(entry.parts, parts))
  for (const entry of matched) if (entry.shown === 0) entry.loadedAt = 0
  const loads = matched.filter((entry) => entry.shown > 0).map((entry) => start(entry))
  return Promise.all(loads).then(() => undefined)
}

/** A store of its own (a windowed list) under `key`: `reload` runs when a prefix of it is
 * invalidated. Returns the function that stops watching. */
export function watchKey(key: ResourceKey, reload: () => void): () => void {
  const watcher = { parts: keyParts(key), reload }
  watchers.add(watcher)
  return () => void watchers.delete(watcher)
}

/** Forgets every resource — another user signed in, or a role changed what the server shows:
 * what nobody shows is dropped, what is on screen loads again. */
export function clearResources(): void {
  for (const entry of [...entries.values()]) {
    if (entry.shown === 0) forget(entry)
    else {
      entry.state = INITIAL
      void start(entry)
    }
  }
}
