/**
 * Visited and cached views (docs/spec.md#views, docs/spec.md#tag-views), as a valtio proxy over the pure operations of
 * logic/tags.ts. Operations that may move the user return where to go; the UI navigates. The
 * session's transitions reach it through `followSession()`, which the console runs while
 * mounted.
 */
import { proxy } from 'valtio'
import { isWildcardMatch, matchRoute } from '#platform/core/routes/match.ts'
import type { AppRoute } from '#platform/core/routes/table.ts'
import { onSessionEvent } from '#platform/store/permission.ts'
import {
  addView,
  affixViews,
  clearTags,
  closeAll,
  closeOthers,
  closeView,
  refreshView,
  updateView,
  keepViews,
  type TagsChange,
  type TagsState,
  type TagView,
} from '../logic/tags.ts'

export const tagsState = proxy<TagsState>(clearTags())

function apply(next: TagsState): void {
  tagsState.visitedViews = next.visitedViews
  tagsState.cachedViews = next.cachedViews
}

function snapshot(): TagsState {
  return { visitedViews: [...tagsState.visitedViews], cachedViews: [...tagsState.cachedViews] }
}

function applyChange(change: TagsChange): string | null {
  apply(change.state)
  return change.navigateTo
}

/** Affixed views of the user's routes come first, once routes are generated. */
export function initAffixTags(routes: readonly AppRoute[]): void {
  let state = snapshot()
  for (const view of affixViews(routes)) state = addView(state, view)
  apply(state)
}

export const tagsActions = {
  add: (view: TagView) => apply(addView(snapshot(), view)),
  update: (view: TagView) => apply(updateView(snapshot(), view)),
  close: (view: TagView, activePath: string) => applyChange(closeView(snapshot(), view, activePath)),
  closeOthers: (view: TagView) => applyChange(closeOthers(snapshot(), view)),
  closeAll: () => applyChange(closeAll(snapshot())),
  refresh: (view: TagView) => applyChange(refreshView(snapshot(), view)),
  clear: () => apply(clearTags()),
}

/** Follows the session's transitions while the console is mounted: new routes close the views
 * they no longer permit (a post or top-level menu switch) and affix theirs; logout and a role
 * change close every view. Returns the unsubscribe function. */
export function followSession(): () => void {
  return onSessionEvent((event) => {
    if (event.type === 'closeViews') return tagsActions.clear()
    const permitted = (view: TagView) => {
      const match = matchRoute(event.routes, view.path)
      return match !== null && !isWildcardMatch(match)
    }
    apply(keepViews(snapshot(), permitted))
    initAffixTags(event.accessed)
  })
}
