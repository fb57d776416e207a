/**
 * Values kept with the version they were built under: `versionedCache(db, name, limit)` is this
 * process's cache `name` for a database (each test's database has its own), and `get(key,
 * version, build)` answers the kept value while its version is the one asked for, else builds it
 * again. A failed build is not kept; at most `limit` values are (the oldest goes first). The
 * version is the caller's: the authorisation epoch (authEpoch.ts), a tenant's org version
 * (admin/orgPages.ts).
 */
import type { Queryable } from './db.ts'

export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: Promise<T> }>()

  constructor(private readonly limit: number) {}

  /** The value for `key` under `version`: kept, or built by `build` and kept. */
  get(key: string, version: string, build: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key)
    if (kept && kept.version === version) return kept.value
    const value = build()
    const entry = { version, value }
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string)
    value.catch(() => this.entries.get(key) === entry && this.entries.delete(key))
    return value
  }
}

const caches = new WeakMap<Queryable, Map<string, VersionedCache<unknown>>>()

/** The cache named `name` for this database. */
export function versionedCache<T>(db: Queryable, name: string, limit: number): VersionedCache<T> {
  let named = caches.get(db)
  if (!named) caches.set(db, (named = new Map()))
  let cache = named.get(name)
  if (!cache) named.set(name, (cache = new VersionedCache<unknown>(limit)))
  return cache as VersionedCache<T>
}
