/**
 * The top bar's menu search, error log, settings and avatar buttons, and their on-demand parts
 * (docs/spec.md#download-size): the dialogs and the dropdown (Radix, ~20 kB gzip with their positioning and focus
 * code) and the search's combobox are not in the console's first download. Each button is drawn here, plain, until its part has
 * loaded — when the page is idle, or at once when it is clicked — then by the part itself with
 * the same look; a click before that opens the part as it arrives.
 */
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { errorLogState } from '#platform/store/errorLog.ts'
import { useDeferred } from '#platform/ui/deferred.ts'
import {
  AVATAR_BUTTON,
  AvatarFace,
  ERROR_LOG_BUTTON,
  ErrorLogFace,
  isMenuSearchShortcut,
  SEARCH_BUTTON,
  SearchFace,
  SETTINGS_BUTTON,
  SettingsFace,
} from './navFaces.tsx'

const loadErrorLog = () => import('./ErrorLog.tsx')
const loadSettings = () => import('./SettingsPanel.tsx')
const loadAvatar = () => import('./AvatarMenu.tsx')
const loadMenuSearch = () => import('./MenuSearch.tsx')

/** The menu search; its shortcut (Ctrl/⌘+K, "/") works before the part has loaded too. */
export function MenuSearchButton() {
  const { t } = useLingui()
  const { loaded, wanted, hadFocus, want, placeholder } = useDeferred(loadMenuSearch)
  useEffect(() => {
    if (loaded) return undefined
    const onKey = (event: KeyboardEvent) => {
      if (!isMenuSearchShortcut(event)) return
      event.preventDefault()
      want()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [loaded, want])
  if (loaded) return <loaded.MenuSearch defaultOpen={wanted} focusTrigger={hadFocus && !wanted} />
  return (
    <button ref={placeholder} type="button" aria-label={t`Search the menu`} title={t`Search the menu (Ctrl+K)`} className={SEARCH_BUTTON} onClick={want}>
      <SearchFace />
    </button>
  )
}

export function ErrorLogButton() {
  const { t } = useLingui()
  const { logs } = useSnapshot(errorLogState)
  const { loaded, wanted, hadFocus, want, placeholder } = useDeferred(loadErrorLog)
  if (loaded) return <loaded.ErrorLog defaultOpen={wanted} focusTrigger={hadFocus && !wanted} />
  if (logs.length === 0) return null
  return (
    <button ref={placeholder} type="button" aria-haspopup="dialog" aria-label={t`Error log (${logs.length})`} className={ERROR_LOG_BUTTON} onClick={want}>
      <ErrorLogFace count={logs.length} />
    </button>
  )
}

export function SettingsButton() {
  const { t } = useLingui()
  const { loaded, wanted, hadFocus, want, placeholder } = useDeferred(loadSettings)
  if (loaded) return <loaded.SettingsPanel defaultOpen={wanted} focusTrigger={hadFocus && !wanted} />
  return (
    <button ref={placeholder} type="button" aria-haspopup="dialog" aria-label={t`Settings`} className={SETTINGS_BUTTON} onClick={want}>
      <SettingsFace />
    </button>
  )
}

export function AvatarButton() {
  const { t } = useLingui()
  const { loaded, wanted, hadFocus, want, placeholder } = useDeferred(loadAvatar)
  if (loaded) return <loaded.AvatarMenu defaultOpen={wanted} focusTrigger={hadFocus && !wanted} />
  return (
    <button
      ref={placeholder}
      type="button"
      part="avatar"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={t`Account menu`}
      className={AVATAR_BUTTON}
      onPointerDown={want}
      onClick={want}
    >
      <AvatarFace />
    </button>
  )
}
