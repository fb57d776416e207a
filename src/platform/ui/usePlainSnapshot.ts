/**
 * A valtio state's snapshot as plain frozen objects — no tracking proxy — re-rendering on any
 * change of the state. For components that hand a large tree (the route table) to pure functions
 * on every render: each property read through useSnapshot's tracking proxy costs (docs/spec.md#tab-switching:
 * ~1.5 ms of every tab switch went to walking the routes through it).
 */
import { useCallback, useSyncExternalStore } from 'react'
import { snapshot, subscribe, type Snapshot } from 'valtio'

export function usePlainSnapshot<T extends object>(state: T): Snapshot<T> {
  const listen = useCallback((onChange: () => void) => subscribe(state, onChange), [state])
  // valtio hands out the same snapshot object until the state changes.
  const read = useCallback(() => snapshot(state), [state])
  return useSyncExternalStore(listen, read, read)
}
