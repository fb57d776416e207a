/**
 * The avatar dropdown (docs/spec.md#avatar-menu): Profile (/profile/index), Change password (its dialog), Home (/),
 * the role switch for a user holding several roles (docs/spec.md#role-change: the role's menus and
 * routes, every view closed, then the workbench or the role's first screen), Log out. Radix
 * DropdownMenu, portalled into the element's shadow root; loaded on demand (navTriggers.tsx).
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useNavigation } from '#platform/ui/navigation.ts'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { Check, House, KeyRound, LogOut, UserRound } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { AVATAR_BUTTON, AvatarFace, type DeferredProps } from './navFaces.tsx'
import { ChangePasswordDialog } from '../../account/index.ts'
import { getApi } from '#platform/store/api.ts'
import { changeRole, logout, permissionState } from '#platform/store/permission.ts'
import { firstMenuPath } from '#platform/core/permission.ts'
import { matchRoute, isWildcardMatch } from '#platform/core/routes/match.ts'
import { WORKBENCH_PATH, type AppRoute } from '#platform/core/routes/table.ts'
import { useComposition } from '#platform/ui/composition.ts'
import { roleLabel } from '../messages/roleLabels.ts'
import { userState } from '#platform/store/user.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { LOGOUT_EVENT } from '../elements/console.manifest.ts'

const ITEM =
  'flex h-9 cursor-pointer items-center gap-2 rounded px-2 text-ink outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-strong'

export function AvatarMenu({ defaultOpen, focusTrigger }: DeferredProps) {
  const { t, i18n } = useLingui()
  const { table } = useComposition()
  const { portal, emit } = useElement()
  const { apiBase } = useConsole()
  const user = useSnapshot(userState)
  const { go: navigate, location } = useNavigation()
  const [changingPassword, setChangingPassword] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  // The dialog takes the focus when it opens from the menu; the menu must not pull it back.
  const openingDialog = useRef(false)
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus()
  }, [focusTrigger])

  async function switchRole(role: string) {
    if (role === user.activeRole) return
    try {
      await changeRole(getApi(apiBase), table, role)
    } catch {
      return // the HTTP layer showed why; the current role stays
    }
    const routes = (permissionState.routes ?? []) as AppRoute[]
    const workbench = matchRoute(routes, WORKBENCH_PATH)
    navigate(workbench && !isWildcardMatch(workbench) ? WORKBENCH_PATH : (firstMenuPath(permissionState.accessed as AppRoute[]) ?? WORKBENCH_PATH))
  }

  async function signOut() {
    const username = user.user?.username
    // The console moves to /loginNew?redirect=… itself once the session is gone.
    const { pathname, search } = location()
    await logout(getApi(apiBase), pathname + search)
    emit(LOGOUT_EVENT, { username })
  }

  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger ref={trigger} part="avatar" className={AVATAR_BUTTON} aria-label={t`Account menu`}>
          <AvatarFace />
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
            {user.roles.length > 1 && (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-line" />
                <DropdownMenu.Label className="px-2 py-1 text-small text-muted">{t`Change role`}</DropdownMenu.Label>
                <DropdownMenu.RadioGroup value={user.activeRole ?? user.roles[0]} onValueChange={(role) => void switchRole(role)}>
                  {user.roles.map((role) => (
                    <DropdownMenu.RadioItem key={role} value={role} className={ITEM}>
                      <span className="flex size-4 items-center justify-center">
                        <DropdownMenu.ItemIndicator>
                          <Check aria-hidden className="size-4" />
                        </DropdownMenu.ItemIndicator>
                      </span>
                      {roleLabel(i18n, role, user.user?.roleNames)}
                    </DropdownMenu.RadioItem>
                  ))}
                </DropdownMenu.RadioGroup>
              </>
            )}
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
