/**
 * The notifications domain's routes: the "Messages" group with "My notifications" (the
 * notification centre, a lazy chunk) and, for editors and administrators (PUBLISHER_ROLES; the
 * server's menu grant narrows it further), "Publish notifications" (a lazy chunk; its Milkdown
 * editor is a further lazy chunk). It imports publisherRoles.ts, not the contract: the table is
 * in the console's first download, the notifications API is not.
 */
import { msg } from '@lingui/core/macro'
import { Bell, Inbox, Send } from 'lucide-react'
import { lazyNamed, type ConsoleDomain } from '../../platform/ui/composition.ts'
import { PUBLISHER_ROLES } from './publisherRoles.ts'

export const notificationsRoutes: Omit<ConsoleDomain, 'name'> = {
  async: [
    {
      path: '/message',
      name: 'Message',
      view: 'layout',
      redirect: '/mynotification',
      meta: { title: 'Messages', icon: 'bell' },
      children: [
        { path: '/mynotification', name: 'MyNotification', view: 'myNotification', meta: { title: 'My Notifications', icon: 'inbox' } },
        { path: '/notification/publish', name: 'PublishNotification', view: 'publishNotification', meta: { title: 'Publish notifications', icon: 'send', roles: [...PUBLISHER_ROLES] } },
      ],
    },
  ],
  views: {
    myNotification: lazyNamed(() => import('./screens/MyNotifications.tsx'), 'MyNotifications'),
    publishNotification: lazyNamed(() => import('./screens/Publish.tsx'), 'Publish'),
  },
  titles: { Messages: msg`Messages`, 'My Notifications': msg`My notifications`, 'Publish notifications': msg`Publish notifications` },
  icons: { bell: Bell, inbox: Inbox, send: Send },
}
