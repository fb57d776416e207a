/**
 * A screen's server state: `useResource(key, load)` subscribes to the page's resource for `key`
 * (platform/store/resource.ts) and re-renders on its changes. Loading, error, data and refresh
 * come back together; leaving the screen aborts a request nobody else waits for.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { resource, type Loader, type ResourceState } from '../store/resource.ts'

export interface UseResource<T> extends ResourceState<T> {
  refresh(): void
}

export function useResource<T>(key: string, load: Loader<T>): UseResource<T> {
  // The resource is looked up by key: `load` of later renders is the same request.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names everything `load` uses
  const res = useMemo(() => resource(key, load), [key])
  const state = useSyncExternalStore(res.subscribe, res.get, res.get)
  const refresh = useCallback(() => void res.refresh(), [res])
  return { ...state, refresh }
}
