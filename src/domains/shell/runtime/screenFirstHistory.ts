/**
 * The console's browser (or hash) history, screen first: a pushed location is rendered at once
 * and written to the address bar after the frame that shows it (docs/ARCHITECTURE.md#tab-switch).
 * Chromium's `pushState` runs the same-document navigation inside the call — the state's
 * serialisation and the session history's update, waiting on the browser process — 1 ms on an idle
 * machine but 5–20 ms whenever the browser's other processes are busy, which was most of a slow
 * tab switch. Deferred by one frame, it no longer stands between a click and its screen.
 *
 * A pushed location not yet written is the history's location; anything that must see the address
 * bar in step (another push or replace, `go`, leaving the page) writes it first. A back or forward
 * within that frame drops it: the browser has moved from the entry before it.
 */
import { afterPaint } from '#platform/store/afterPaint.ts'
import { NavigationType, parsePath, type Location, type To, type UNSAFE_createBrowserHistory } from 'react-router-dom'

/** React Router's history (its type is not exported by name). */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>

type Listener = Parameters<History['listen']>[0]

function locationOf(current: Location, to: To, state: unknown): Location {
  const path = typeof to === 'string' ? parsePath(to) : to
  return {
    pathname: current.pathname,
    search: '',
    hash: '',
    ...path,
    state: state ?? null,
    key: Math.random().toString(36).slice(2, 10),
  }
}

export function screenFirstHistory(inner: History, win: Window = window): History {
  let pending: Location | null = null
  let pendingAction = NavigationType.Push
  let listener: Listener | null = null
  let writing = false

  const write = () => {
    if (!pending) return
    const location = pending
    pending = null
    writing = true
    try {
      inner.push(location)
    } finally {
      writing = false
    }
  }
  const notify = (action: NavigationType, location: Location, delta: number) => listener?.({ action, location, delta })

  return {
    get action() {
      return pending ? pendingAction : inner.action
    },
    get location() {
      return pending ?? inner.location
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    listen(fn) {
      listener = fn
      const stop = inner.listen((update) => {
        if (writing) return
        // Back or forward: the browser left the entry the unwritten one would have followed.
        pending = null
        fn(update)
      })
      // Leaving or reloading the page keeps the address the user last saw.
      win.addEventListener('pagehide', write)
      win.addEventListener('beforeunload', write)
      return () => {
        write()
        win.removeEventListener('pagehide', write)
        win.removeEventListener('beforeunload', write)
        listener = null
        stop()
      }
    },
    push(to, state) {
      write()
      pending = locationOf(inner.location, to, state)
      pendingAction = NavigationType.Push
      notify(NavigationType.Push, pending, 1)
      afterPaint(write)
    },
    replace(to, state) {
      if (pending) {
        // A push not yet written is replaced before it is written: one new entry, as the browser's.
        pending = locationOf(pending, to, state)
        pendingAction = NavigationType.Replace
        notify(NavigationType.Replace, pending, 0)
        return
      }
      inner.replace(to, state)
    },
    go(delta) {
      write()
      inner.go(delta)
    },
  }
}
