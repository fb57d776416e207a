/** The compound workspace's version: bumped by every save, delete and restore, so every view of
 * the list (kept alive in its tab) loads again. */
import { proxy } from 'valtio'

export const workspaceState = proxy({ version: 0 })

export function workspaceChanged(): void {
  workspaceState.version += 1
}
