/**
 * "Go to the workbench" that always arrives (docs/spec.md#navigation): when the chosen top-level menu leaves
 * the workbench out, the choice is cleared first (all menus); when the user's routes still do not
 * hold it, the first screen they do hold is opened instead. Without a session the guard takes the
 * user to sign in.
 */
import { firstMenuPath } from '#platform/core/permission.ts'
import { isWildcardMatch, matchRoute } from '#platform/core/routes/match.ts'
import { WORKBENCH_PATH, type AppRoute } from '#platform/core/routes/table.ts'
import { getApi } from '#platform/store/api.ts'
import { permissionState, switchTopMenu } from '#platform/store/permission.ts'
import { useComposition } from '#platform/ui/composition.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useNavigation } from '#platform/ui/navigation.ts'

function permitsWorkbench(): boolean {
  const match = matchRoute((permissionState.routes ?? []) as AppRoute[], WORKBENCH_PATH)
  return match !== null && !isWildcardMatch(match)
}

export function useGoToWorkbench(): () => Promise<void> {
  const { go: navigate } = useNavigation()
  const { table } = useComposition()
  const { apiBase } = useConsole()
  return async () => {
    if (permissionState.routes === null || permitsWorkbench()) return navigate(WORKBENCH_PATH)
    if (permissionState.parentId !== null) {
      await switchTopMenu(getApi(apiBase), table, null).catch(() => undefined)
      if (permitsWorkbench()) return navigate(WORKBENCH_PATH)
    }
    navigate(firstMenuPath(permissionState.accessed as AppRoute[]) ?? '/home')
  }
}
