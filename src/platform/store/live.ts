/**
 * The page's live streams (platform/core/live), wired to the store: one shared connection per
 * API base and path, sent with the page's token and role header (the HTTP client's own header
 * logic), paused while the document is hidden and caught up when shown, and a 401/403 handed to
 * the single 'Confirm logout' flow.
 */
import { createLiveRegistry, type LiveListener, type VisibilitySource } from '../core/live/liveRegistry.ts'
import { authHeadersFor, reportSessionEnded } from './http.ts'
import { tokenStore } from './user.ts'

const documentVisibility: VisibilitySource | undefined =
  typeof document === 'undefined'
    ? undefined
    : {
        hidden: () => document.visibilityState === 'hidden',
        onChange(fn) {
          document.addEventListener('visibilitychange', fn)
          return () => document.removeEventListener('visibilitychange', fn)
        },
      }

const registry = createLiveRegistry(documentVisibility)
/** The token each stream last connected with: its 401 concerns that session only. */
const sentTokens = new Map<string, string | undefined>()

/** Joins an API base ('/api', 'https://host/api/') and a path ('/x/stream'). */
export function streamUrl(baseURL: string, path: string): string {
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/** Subscribes to the live stream at `path` of `baseURL`; answers how to stop. Every subscriber
 * of the same stream on the page shares one connection. */
export function subscribeLive(baseURL: string, path: string, listener: LiveListener): () => void {
  const url = streamUrl(baseURL, path)
  const headers = () => {
    sentTokens.set(url, tokenStore.get() ?? undefined)
    return authHeadersFor(baseURL)
  }
  return registry.subscribe(url, () => ({ url, headers }), {
    ...listener,
    onAuthFailure(error) {
      reportSessionEnded(error, sentTokens.get(url))
      listener.onAuthFailure?.(error)
    },
  })
}
