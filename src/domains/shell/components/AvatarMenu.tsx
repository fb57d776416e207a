/**
 * The avatar dropdown (spec §2): Profile (/profile/index), Home (/), Log out. Radix DropdownMenu,
 * portalled into the element's shadow root, and Change Password, which opens its dialog.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useNavigate, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown, House, KeyRound, LogOut, UserRound } from 'lucide-react'
import { useRef, useState } from 'react'
import { ChangePasswordDialog } from '../../account/index.ts'
import { getApi } from '../../../platform/store/api.ts'
import { logout } from '../../../platform/store/permission.ts'
import { userState } from '../../../platform/store/user.ts'
import { useElement } from '../../../platform/ui/elementContext.ts'
import { useConsole } from '../../../platform/ui/consoleContext.ts'
import { LOGOUT_EVENT } from '../elements/console.manifest.ts'

const ITEM =
  'flex h-9 cursor-pointer items-center gap-2 rounded px-2 text-ink outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-strong'

export function AvatarMenu() {
  const { t } = useLingui()
  const { portal, emit } = useElement()
  const { apiBase } = useConsole()
  const user = useSnapshot(userState)
  const navigate = useNavigate()
  const location = useLocation()
  const [changingPassword, setChangingPassword] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  // The dialog takes the focus when it opens from the menu; the menu must not pull it back.
  const openingDialog = useRef(false)
  const name = user.user?.nickname || user.user?.fullName || user.user?.username || ''

  async function signOut() {
    const username = user.user?.username
    // The console moves to /loginNew?redirect=… itself once the session is gone.
    await logout(getApi(apiBase), location.pathname + location.search)
    emit(LOGOUT_EVENT, { username })
  }

  return (
    <>
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        part="avatar"
        className="flex h-9 cursor-pointer items-center gap-2 rounded-md px-1.5 hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary"
        aria-label={t`Account menu`}
      >
        <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-primary-strong text-[0.929em] font-semibold text-white">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="hidden max-w-32 truncate text-ink 2xl:inline">{name}</span>
        <ChevronDown aria-hidden className="size-4 text-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={portal}>
        <DropdownMenu.Content
          onCloseAutoFocus={(event) => {
            if (!openingDialog.current) return
            openingDialog.current = false
            event.preventDefault()
          }}
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-md border border-line bg-surface p-1 shadow-lg"
        >
          <DropdownMenu.Item className={ITEM} onSelect={() => navigate('/profile/index')}>
            <UserRound aria-hidden className="size-4" />
            {t`Profile`}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={ITEM}
            onSelect={() => {
              openingDialog.current = true
              setChangingPassword(true)
            }}
          >
            <KeyRound aria-hidden className="size-4" />
            {t`Change password`}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => navigate('/')}>
            <House aria-hidden className="size-4" />
            {t`Home`}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={ITEM} onSelect={() => void signOut()}>
            <LogOut aria-hidden className="size-4" />
            {t`Log out`}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
    <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} returnFocusTo={trigger} />
    </>
  )
}
