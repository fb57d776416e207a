/**
 * The notifications domain's routes: the "Messages" group with "My notifications". The
 * notification centre arrives with the notifications issue; until then the route renders the
 * shell's `unavailable` view.
 */
import { msg } from '@lingui/core/macro'
import { Bell, Inbox } from 'lucide-react'
import type { ConsoleDomain } from '../../platform/ui/composition.ts'

export const notificationsRoutes: Omit<ConsoleDomain, 'name'> = {
  async: [
    {
      path: '/message',
      name: 'Message',
      view: 'layout',
      redirect: '/mynotification',
      meta: { title: 'Messages', icon: 'bell' },
      children: [{ path: '/mynotification', name: 'MyNotification', view: 'myNotification', meta: { title: 'My Notifications', icon: 'inbox' } }],
    },
  ],
  titles: { Messages: msg`Messages`, 'My Notifications': msg`My notifications` },
  icons: { bell: Bell, inbox: Inbox },
}
