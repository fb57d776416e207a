/**
 * The one-dialog rule: however many requests fail with a session-ended code at once, the
 * re-login confirm opens exactly once until it is answered. One gate per page, shared by every
 * client and element.
 */

export interface SessionGate {
  /** True for the first caller only, until `release()`. */
  tryOpen(): boolean
  release(): void
  readonly isOpen: boolean
}

export function createSessionGate(): SessionGate {
  let open = false
  return {
    tryOpen() {
      if (open) return false
      open = true
      return true
    },
    release() {
      open = false
    },
    get isOpen() {
      return open
    },
  }
}

export const pageSessionGate: SessionGate = createSessionGate()
