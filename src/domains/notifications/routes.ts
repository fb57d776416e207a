/**
 * The notifications domain's routes: the "Messages" group with "My notifications" (the
 * notification centre, a lazy chunk).
 */
import { msg } from '@lingui/core/macro'
import { Bell, Inbox } from 'lucide-react'
import { lazyNamed, type ConsoleDomain } from '../../platform/ui/composition.ts'

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
  views: {
    myNotification: lazyNamed(() => import('./screens/MyNotifications.tsx'), 'MyNotifications'),
  },
  titles: { Messages: msg`Messages`, 'My Notifications': msg`My notifications` },
  icons: { bell: Bell, inbox: Inbox },
}
