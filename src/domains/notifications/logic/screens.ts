/** The notifications domain's menu screens: the "Messages" group with My notifications (the
 * notification centre) and, for the publisher roles, Publish notifications. The server's menu
 * seed reads this list. */
import { defineScreens } from '#platform/core/routes/screens.ts'
import { PUBLISHER_ROLES } from './publisherRoles.ts'

export const NOTIFICATION_SCREENS = defineScreens({
  group: { path: '/message', name: 'Message', title: 'Messages', icon: 'bell', menuId: 3, redirect: '/mynotification' },
  screens: {
    myNotification: { path: '/mynotification', name: 'MyNotification', title: 'My notifications', icon: 'inbox', menuId: 31 },
    publishNotification: {
      path: '/notification/publish',
      name: 'PublishNotification',
      title: 'Publish notifications',
      icon: 'send',
      menuId: 32,
      roles: PUBLISHER_ROLES,
    },
  },
})
