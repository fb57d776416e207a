/**
 * The top-level menu and post selects (docs/spec.md#menu-switch): each re-fetches the
 * menu authority and regenerates the routes; clearing the post reloads without a post code.
 * From 1280 px they sit in the top bar; narrower, the top bar keeps its room for the breadcrumb
 * and they move to the head of the (expanded or overlay) sidebar.
 */
import { useNavigation } from '#platform/ui/navigation.ts'
import { useSnapshot } from 'valtio'
import { memo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { firstMenuPath } from '#platform/core/permission.ts'
import { localName } from '#platform/core/i18n/localized.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { matchRoute, isWildcardMatch } from '#platform/core/routes/match.ts'
import type { AppRoute } from '#platform/core/routes/table.ts'
import { getApi } from '#platform/store/api.ts'
import { permissionState, switchPost, switchTopMenu } from '#platform/store/permission.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useComposition } from '#platform/ui/composition.ts'
import { useMutation } from '#platform/ui/useMutation.ts'

const BASE = 'h-9 cursor-pointer truncate rounded-md border px-2 outline-none disabled:cursor-wait disabled:opacity-60'
const PLACES = {
  navbar: {
    box: 'hidden shrink-0 items-center gap-2 xl:flex',
    select: `${BASE} max-w-32 2xl:max-w-44 border-line bg-surface text-ink hover:border-primary focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/25`,
  },
  sidebar: {
    box: 'grid gap-2 px-3 pb-3 xl:hidden',
    select: `${BASE} w-full border-white/15 bg-white/10 text-white hover:border-white/40 focus-visible:border-white focus-visible:ring-2 focus-visible:ring-white/30`,
  },
} as const
// The open list is drawn by the browser: keep its options readable on the dark sidebar too.
const OPTION = 'bg-surface text-ink'

export const MenuSelects = memo(function MenuSelects({ place = 'navbar' }: { place?: keyof typeof PLACES }) {
  const { t, i18n } = useLingui()
  const { lang } = useElement()
  const { translateTitle, table } = useComposition()
  const { apiBase } = useConsole()
  const permission = useSnapshot(permissionState)
  const { go: navigate, location } = useNavigation()
  const api = getApi(apiBase)

  // After a switch, a page the new menu no longer permits gives way to its first screen.
  // A failure: the HTTP layer showed why, and the menu stays as it was.
  const switching = useMutation((work: () => Promise<void>) => work(), {
    onSuccess: () => {
      const match = matchRoute((permissionState.routes ?? []) as AppRoute[], location().pathname)
      if (match && !isWildcardMatch(match)) return
      const first = firstMenuPath(permissionState.accessed as AppRoute[])
      if (first) navigate(first)
    },
  })
  const busy = switching.pending

  if (permission.topMenus.length <= 1 && permission.posts.length === 0) return null
  const { box, select } = PLACES[place]
  return (
    <div className={box}>
      {permission.topMenus.length > 1 && (
        <select
          aria-label={t`Top-level menu`}
          name="parentId"
          className={select}
          disabled={busy}
          value={permission.parentId ?? ''}
          onChange={(event) => {
            const parentId = event.target.value === '' ? null : Number(event.target.value)
            void switching.run(() => switchTopMenu(api, table, parentId))
          }}
        >
          <option className={OPTION} value="">
            {t`All menus`}
          </option>
          {permission.topMenus.map((menu) => (
            <option key={menu.value} className={OPTION} value={menu.value}>
              {translateTitle(i18n, menu.title)}
            </option>
          ))}
        </select>
      )}
      {permission.posts.length > 0 && (
        <select
          aria-label={t`Post`}
          name="postCode"
          className={select}
          disabled={busy}
          value={permission.postCode ?? ''}
          onChange={(event) => {
            const postCode = event.target.value || null
            void switching.run(() => switchPost(api, table, postCode))
          }}
        >
          <option className={OPTION} value="">
            {t`All posts`}
          </option>
          {permission.posts.map((post) => (
            <option key={post.value} className={OPTION} value={post.value}>
              {localName(lang, post)}
            </option>
          ))}
        </select>
      )}
    </div>
  )
})
