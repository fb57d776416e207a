/** The top bar (docs/spec.md#top-bar): hamburger, breadcrumb, top-level menu and post selects, menu search,
 * error log, fullscreen, size and language selects, settings, avatar dropdown. */
import { memo } from 'react'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { Menu } from 'lucide-react'
import type { BreadcrumbItem } from '../logic/breadcrumb.ts'
import { appState, toggleSidebar } from '#platform/store/app.ts'
import { Breadcrumb } from './Breadcrumb.tsx'
import { FullscreenToggle } from './FullscreenToggle.tsx'
import { LanguageSelect } from '#platform/ui/LanguageSelect.tsx'
import { AvatarButton, ErrorLogButton, MenuSearchButton, SettingsButton } from './navTriggers.tsx'
import { SizeSelect } from './SizeSelect.tsx'
import { MenuSelects } from './MenuSelects.tsx'

export function Navbar({ breadcrumb }: { breadcrumb: readonly BreadcrumbItem[] }) {
  const { t } = useLingui()
  const app = useSnapshot(appState)
  return (
    <header part="navbar" className="relative flex h-14 items-center gap-3 border-b border-line bg-surface px-3">
      <button
        type="button"
        onClick={toggleSidebar}
        aria-expanded={app.sidebar.opened}
        aria-label={app.sidebar.opened ? t`Collapse the menu` : t`Expand the menu`}
        className="flex size-9 cursor-pointer items-center justify-center rounded-md text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Menu aria-hidden className="size-5" />
      </button>
      <Breadcrumb items={breadcrumb} />
      <NavbarTools />
    </header>
  )
}

/** The bar's right side: the same on every navigation (memoised; ~40 components rendered again
 * on every tab switch before, with the breadcrumb). */
const NavbarTools = memo(function NavbarTools() {
  return (
    <div className="ml-auto flex shrink-0 items-center gap-1">
      <MenuSelects />
      <MenuSearchButton />
      <ErrorLogButton />
      <FullscreenToggle />
      <SizeSelect />
      <LanguageSelect />
      <SettingsButton />
      <AvatarButton />
    </div>
  )
})
