/**
 * Shared live streams: every subscriber on a page with the same key (API base + path) shares one
 * connection, opened by the first and closed when the last leaves (refcounted). Each subscriber
 * gets every message, every poll tick (the fallback) and the auth failure. A page-visibility
 * source, injected so this stays DOM-free (the store passes `document`'s), pauses every stream
 * while the page is hidden and resumes it — catching up by Last-Event-ID — when shown.
 */
import type { ApiError } from '../http/errors.ts'
import { openLiveStream, type LiveStream, type LiveStreamOptions } from './liveStream.ts'
import type { SseMessage } from './sseParser.ts'

export interface LiveListener {
  onMessage?(message: SseMessage): void
  /** The polling fallback's tick: fetch what the stream would have said. */
  onPoll?(): void
  onAuthFailure?(error: ApiError): void
}

export interface VisibilitySource {
  hidden(): boolean
  /** Calls `fn` when visibility changes; answers how to stop. */
  onChange(fn: () => void): () => void
}

/** What the registry needs to open a stream for a key (the rest comes from the listeners). */
export type LiveConnection = Omit<LiveStreamOptions, 'onMessage' | 'onAuthFailure' | 'poll'>

interface Entry {
  stream: LiveStream
  listeners: Set<LiveListener>
}

export interface LiveRegistry {
  /** Subscribes to the stream of `key` (opening it with `connection()` if none is open). */
  subscribe(key: string, connection: () => LiveConnection, listener: LiveListener): () => void
  /** How many streams are open (tests). */
  readonly size: number
}

export function createLiveRegistry(visibility?: VisibilitySource, open: typeof openLiveStream = openLiveStream): LiveRegistry {
  const entries = new Map<string, Entry>()
  let unwatch: (() => void) | undefined

  const onVisibility = () => {
    const hidden = visibility!.hidden()
    for (const { stream } of entries.values()) {
      if (hidden) stream.pause()
      else stream.resume()
    }
  }

  return {
    subscribe(key, connection, listener) {
      let entry = entries.get(key)
      if (!entry) {
        const listeners = new Set<LiveListener>()
        const stream = open({
          ...connection(),
          onMessage: (message) => listeners.forEach((l) => l.onMessage?.(message)),
          onAuthFailure: (error) => listeners.forEach((l) => l.onAuthFailure?.(error)),
          poll: () => listeners.forEach((l) => l.onPoll?.()),
        })
        entry = { stream, listeners }
        entries.set(key, entry)
        if (visibility && !unwatch) unwatch = visibility.onChange(onVisibility)
        if (visibility?.hidden()) stream.pause()
      }
      const mine = entry
      mine.listeners.add(listener)
      return () => {
        if (!mine.listeners.delete(listener) || mine.listeners.size > 0) return
        mine.stream.close()
        if (entries.get(key) === mine) entries.delete(key)
        if (entries.size === 0) {
          unwatch?.()
          unwatch = undefined
        }
      }
    },
    get size() {
      return entries.size
    },
  }
}
