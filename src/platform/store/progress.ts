/**
 * Route-load progress: how many loaders are on screen (a screen's code, the session's menus, a
 * view's first data). The console's top bar runs while this is above zero. One per page.
 */
import { proxy } from 'valtio'

export const progressState = proxy({ pending: 0 })

/** Counts one load until the returned function is called (idempotent). */
export function beginLoad(): () => void {
  progressState.pending += 1
  let ended = false
  return () => {
    if (ended) return
    ended = true
    progressState.pending -= 1
  }
}
