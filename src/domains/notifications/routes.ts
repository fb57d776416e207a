/**
 * The notifications domain's console part: each Messages screen's lazy view, title message and
 * icon beside its data (logic/screens.ts). My notifications and Publish are lazy chunks (the
 * Milkdown editor a further one); the data names the publisher roles, not the contract, so the
 * notifications API stays out of the console's first download.
 */
import { msg } from '@lingui/core/macro'
import { Bell, Inbox, Send } from 'lucide-react'
import { lazyNamed, screenRoutes } from '#platform/ui/composition.ts'
import { NOTIFICATION_SCREENS } from './logic/screens.ts'

export const notificationsRoutes = screenRoutes(
  NOTIFICATION_SCREENS,
  {
    myNotification: { view: lazyNamed(() => import('./screens/MyNotifications.tsx'), 'MyNotifications'), title: msg`My notifications`, icon: Inbox },
    publishNotification: { view: lazyNamed(() => import('./screens/Publish.tsx'), 'Publish'), title: msg`Publish notifications`, icon: Send },
  },
  { title: msg`Messages`, icon: Bell },
)
