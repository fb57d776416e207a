/**
 * A screen's server state: `useResource(key, load)` subscribes to the page's resource for `key`
 * (platform/store/resource.ts) and re-renders on its changes. Loading, error, data and refresh
 * come back together; leaving the screen aborts a request nobody else waits for. With
 * `keepPrevious` (a paged or filtered list) the data of the last key stays on view while the
 * next key's loads — `placeholder` says so — so the rows never flash away. A store of a
 * screen's own (a windowed list) joins invalidation with `useInvalidation(key, reload)`.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { keyHash, resource, watchKey, type Loader, type ResourceKey, type ResourceState } from '../store/resource.ts'
import { useViewPresence, useWhileShown } from './viewPresence.ts'

export interface UseResource<T> extends ResourceState<T> {
  /** With `keepPrevious`: `data` is the last key's while this key's first load runs. */
  placeholder: boolean
  refresh(): void
}

export interface ResourceOptions {
  /** Keep the last key's data on view while a new key loads (pages, filters). */
  keepPrevious?: boolean
  /** Never from the cache: read afresh at each mount and forgotten at unmount (the data a
   * dialog's form starts from, which a save elsewhere may have changed). */
  fresh?: boolean
}

export function useResource<T>(key: ResourceKey, load: Loader<T>, options: ResourceOptions = {}): UseResource<T> {
  const hash = keyHash(key)
  // The resource is looked up by key: `load` of later renders is the same request.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names everything `load` uses
  const res = useMemo(() => resource(key, load, { fresh: options.fresh }), [hash])
  // Heard while the view is hidden too (a live event keeps it current); on screen — loaded,
  // reloaded by invalidation — only while shown (platform/ui/viewPresence.ts).
  const state = useSyncExternalStore(res.listen, res.get, res.get)
  // Entering again for the same resource is a kept-alive view shown again: fresh data stays.
  const entered = useRef<typeof res | null>(null)
  useWhileShown(() => {
    const again = entered.current === res
    entered.current = res
    return res.show({ again })
  }, [res])
  const refresh = useCallback(() => void res.refresh(), [res])
  const [last, setLast] = useState<T | undefined>(undefined)
  if (options.keepPrevious && state.data !== undefined && state.data !== last) setLast(state.data)
  const placeholder = Boolean(options.keepPrevious) && state.data === undefined && last !== undefined && state.status !== 'error'
  return placeholder ? { ...state, data: last, placeholder, refresh } : { ...state, placeholder: false, refresh }
}

/** The number of pages `total` rows make (at least one). */
export function pageCount(total: number | undefined, pageSize: number): number {
  return Math.max(1, Math.ceil((total ?? 0) / pageSize))
}

/** Calls `reload` whenever a prefix of `key` is invalidated (a store of the screen's own that is
 * not a resource: the notification centre's windowed list). While its view is hidden the reload
 * waits, and runs once when the view is shown again. */
export function useInvalidation(key: ResourceKey, reload: () => void): void {
  const hash = keyHash(key)
  const presence = useViewPresence()
  const missed = useRef(false)
  useEffect(
    () =>
      watchKey(key, () => {
        if (presence.shown()) reload()
        else missed.current = true
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hash names the key
    [hash, reload, presence],
  )
  useWhileShown(() => {
    if (!missed.current) return
    missed.current = false
    reload()
  }, [reload])
}
