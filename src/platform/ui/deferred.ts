/**
 * Parts of an element loaded on demand (docs/spec.md#download-size: what is not needed at first paint stays out
 * of the initial download). `useDeferred(load)` starts loading when the page is idle, or at once
 * when `want()` is called (the user reached for the part's trigger before it arrived); until
 * then the caller shows a plain placeholder trigger. `wanted` says the user asked for it (open
 * it as it mounts); `hadFocus` that the placeholder held the focus (give it to the real trigger).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

export interface Deferred<T> {
  loaded: T | null
  wanted: boolean
  hadFocus: boolean
  want(): void
  /** Put on the placeholder trigger. */
  placeholder: RefObject<HTMLButtonElement | null>
}

/** Runs `run` when the page is idle (within 3 s), or after 300 ms where there is no idle callback. */
export const idle = (run: () => void) => (globalThis.requestIdleCallback ? globalThis.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 300))

export function useDeferred<T>(load: () => Promise<T>): Deferred<T> {
  const [loaded, setLoaded] = useState<{ module: T; hadFocus: boolean } | null>(null)
  const [wanted, setWanted] = useState(false)
  const placeholder = useRef<HTMLButtonElement | null>(null)
  const live = useRef(true)
  const fetch = useCallback(() => {
    void load().then((module) => {
      if (!live.current) return
      const node = placeholder.current
      const hadFocus = Boolean(node && (node.getRootNode() as Document | ShadowRoot).activeElement === node)
      setLoaded((before) => before ?? { module, hadFocus })
    })
  }, [load])
  useEffect(() => {
    live.current = true
    idle(fetch)
    return () => {
      live.current = false
    }
  }, [fetch])
  const want = useCallback(() => {
    setWanted(true)
    fetch()
  }, [fetch])
  return { loaded: loaded?.module ?? null, wanted, hadFocus: loaded?.hadFocus ?? false, want, placeholder }
}
