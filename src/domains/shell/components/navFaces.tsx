/**
 * The faces of the top bar's menu search, error log, settings and avatar buttons (their icons,
 * badge and classes), shared by the plain buttons drawn until their parts load (navTriggers.tsx)
 * and by the parts themselves, so both look the same; and the menu search's keyboard shortcut,
 * which either of them answers.
 */
import { useSnapshot } from 'valtio'
import { Bug, ChevronDown, Search, Settings2 } from 'lucide-react'
import { userState } from '#platform/store/user.ts'

export interface DeferredProps {
  /** Open as it mounts (the user clicked the plain button). */
  defaultOpen?: boolean
  /** Take the focus as it mounts (the plain button had it). */
  focusTrigger?: boolean
}

/** A muted icon button of the bar. */
const ICON_BUTTON =
  'flex size-9 cursor-pointer items-center justify-center rounded-md text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary'
export const SEARCH_BUTTON = ICON_BUTTON
export const ERROR_LOG_BUTTON =
  'relative flex size-9 cursor-pointer items-center justify-center rounded-md text-danger hover:bg-danger/10 focus-visible:outline-2 focus-visible:outline-primary'
export const SETTINGS_BUTTON = ICON_BUTTON
export const AVATAR_BUTTON =
  'flex h-9 cursor-pointer items-center gap-2 rounded-md px-1.5 hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary'

/** True when a key press started in a field where "/" is text. */
function typingInField(event: KeyboardEvent): boolean {
  const origin = event.composedPath()[0] as HTMLElement | undefined
  return Boolean(origin && (origin.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(origin.tagName)))
}

/** Ctrl/⌘+K, or "/" outside a text field: opens the menu search. */
export function isMenuSearchShortcut(event: KeyboardEvent): boolean {
  return (event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !typingInField(event))
}

export function SearchFace() {
  return <Search aria-hidden className="size-4" />
}

export function ErrorLogFace({ count }: { count: number }) {
  return (
    <>
      <Bug aria-hidden className="size-4" />
      <span className="absolute top-1 right-1 min-w-4 rounded-full bg-danger px-1 text-[10px] leading-4 text-white">{count}</span>
    </>
  )
}

export function SettingsFace() {
  return <Settings2 aria-hidden className="size-4" />
}

export function AvatarFace() {
  const user = useSnapshot(userState)
  const name = user.user?.nickname || user.user?.fullName || user.user?.username || ''
  return (
    <>
      <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-primary-strong text-minor font-semibold text-white">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className="hidden max-w-32 truncate text-ink 2xl:inline">{name}</span>
      <ChevronDown aria-hidden className="size-4 text-muted" />
    </>
  )
}
