/**
 * The top-level menu and post selects (spec §2 top bar, §3 menu selection): each re-fetches the
 * menu authority and regenerates the routes; clearing the post reloads without a post code.
 */
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { firstMenuPath } from '../core/permission.ts'
import { matchRoute, isWildcardMatch } from '../core/routes/match.ts'
import type { AppRoute } from '../core/routes/table.ts'
import { getApi } from '../store/api.ts'
import { permissionState, switchPost, switchTopMenu } from '../store/permission.ts'
import { useConsole } from '../features/console/consoleContext.ts'
import { translateTitle } from './routeTitles.ts'

const SELECT =
  'h-9 max-w-28 cursor-pointer truncate rounded-md border border-line bg-surface px-2 text-ink outline-none hover:border-primary focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/25 disabled:cursor-wait disabled:opacity-60'

export function MenuSelects() {
  const { t, i18n } = useLingui()
  const { apiBase } = useConsole()
  const permission = useSnapshot(permissionState)
  const [busy, setBusy] = useState(false)
  const location = useLocation()
  const navigate = useNavigate()
  const api = getApi(apiBase)

  // After a switch, a page the new menu no longer permits gives way to its first screen.
  const run = (work: Promise<void>) => {
    setBusy(true)
    work
      .then(() => {
        const match = matchRoute((permissionState.routes ?? []) as AppRoute[], location.pathname)
        if (match && !isWildcardMatch(match)) return
        const first = firstMenuPath(permissionState.accessed as AppRoute[])
        if (first) navigate(first)
      })
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }

  return (
    <div className="hidden items-center gap-2 xl:flex">
      {permission.topMenus.length > 1 && (
        <select
          aria-label={t`Top-level menu`}
          name="parentId"
          className={SELECT}
          disabled={busy}
          value={permission.parentId ?? ''}
          onChange={(event) => run(switchTopMenu(api, event.target.value === '' ? null : Number(event.target.value)))}
        >
          <option value="">{t`All menus`}</option>
          {permission.topMenus.map((menu) => (
            <option key={menu.value} value={menu.value}>
              {translateTitle(i18n, menu.title)}
            </option>
          ))}
        </select>
      )}
      {permission.posts.length > 0 && (
        <select
          aria-label={t`Post`}
          name="postCode"
          className={SELECT}
          disabled={busy}
          value={permission.postCode ?? ''}
          onChange={(event) => run(switchPost(api, event.target.value || null))}
        >
          <option value="">{t`All posts`}</option>
          {permission.posts.map((post) => (
            <option key={post.value} value={post.value}>
              {post.name}
            </option>
          ))}
        </select>
      )}
    </div>
  )
}
