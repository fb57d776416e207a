/**
 * `<sw-notifications>`: the bell or the centre by `view`, its attributes parsed by the element kit
 * from the manifest (elements/notifications.manifest.ts). Both views are lazy chunks requested
 * when this module runs. The host's `header` and `empty` slots go where the views put them.
 * Without a session it shows the signed-out bell or notice and asks the server nothing.
 */
import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import type { ParsedAttributes } from '#platform/element/manifest.ts'
import { ElementRoot, type SharedAttributes } from '#platform/ui/ElementRoot.tsx'
import { ElementLoading } from '#platform/ui/ElementLoading.tsx'
import { useElement } from '#platform/ui/elementContext.ts'
import { configureBackend } from '#platform/store/backends.ts'
import { userState } from '#platform/store/user.ts'
import type { notificationsManifest } from '../elements/notifications.manifest.ts'
import { NOTIFICATION_OPEN_EVENT, UNREAD_CHANGE_EVENT } from '../elements/events.ts'
import { clampPageSize } from '../logic/centre.ts'

const views = import('./NotificationViews.tsx')
const Bell = lazy(() => views.then((m) => ({ default: m.NotificationBell })))
const Centre = lazy(() => views.then((m) => ({ default: m.NotificationCentre })))
const SignedOut = lazy(() => views.then((m) => ({ default: m.SignedOut })))

export type NotificationsElementProps = ParsedAttributes<typeof notificationsManifest> & Pick<SharedAttributes, 'container'>

const header = <slot name="header" />
const empty = (text: string) => <slot name="empty">{text}</slot>

function View(props: NotificationsElementProps) {
  const { portal, lang, emit } = useElement()
  // No session: nothing to ask the server (its 401 would raise the "logged out" confirm).
  const { token } = useSnapshot(userState)
  if (!token) return <SignedOut view={props.view === 'list' ? 'list' : 'bell'} />
  const onOpen = (id: number) => emit(NOTIFICATION_OPEN_EVENT, { id })
  const onUnreadChange = (count: number) => emit(UNREAD_CHANGE_EVENT, { count })
  return props.view === 'list' ? (
    <Centre
      apiBase={props.apiBase}
      pageSize={clampPageSize(Number(props.pageSize))}
      lang={lang}
      headingLevel={2}
      header={header}
      empty={empty}
      onOpen={onOpen}
      onUnreadChange={onUnreadChange}
    />
  ) : (
    <Bell apiBase={props.apiBase} lang={lang} href={props.href} portal={portal} header={header} empty={empty} onOpen={onOpen} onUnreadChange={onUnreadChange} />
  )
}

export function NotificationsElement(props: NotificationsElementProps) {
  configureBackend(props.apiBase, { clientId: props.clientId, scope: props.scope, roleHeader: props.roleHeader })
  return (
    <ElementRoot tag="sw-notifications" container={props.container} lang={props.lang} size={props.size} themeColor={props.themeColor}>
      <Suspense fallback={<ElementLoading />}>
        <View {...props} />
      </Suspense>
    </ElementRoot>
  )
}
