/**
 * The notifications domain — the reader's notices (visibility by publish object and period, read
 * and archive state per user, the unread count), publishing (editors and admins: publish, edit,
 * withdraw, the published list, the recipients to choose from), and the live stream with its
 * bus (LISTEN/NOTIFY across server processes). Its background work queues the e-mails of notices whose period started (email.ts), prunes old stream events and past snoozes and, on close, ends the open streams.
 */
import { Hono } from 'hono'
import { MAX_NOTIFICATION_CONTENT } from '../../../../src/domains/notifications/contract.ts'
import type { ServerDomain } from '../../platform/domain.ts'
import type { AppEnv, Deps } from '../../platform/http.ts'
import { sanitizeHtml } from './content.ts'
import { busFor, pruneEvents } from './events.ts'
import { publishRoutes } from './publishRoutes.ts'
import { targetRoutes } from './targetRoutes.ts'
import { notificationsRoutes } from './routes.ts'
import { seedNotifications } from './seed.ts'
import { mountStream } from './stream.ts'
import { pruneSnoozes } from './marks.ts'
import { startEmailSweep } from './mailRounds.ts'
import { readNotificationSettings } from './settings.ts'
import { unsubscribeRoutes } from './unsubscribe.ts'

const PRUNE_INTERVAL_MS = 3_600_000

function routes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.route('/', notificationsRoutes(deps))
  app.route('/', publishRoutes(deps))
  app.route('/', targetRoutes(deps))
  app.route('/', unsubscribeRoutes(deps))
  mountStream(app, deps)
  return app
}

function background({ db, now, settings, publicUrl }: Deps): () => Promise<void> {
  // The sanitiser's jsdom window takes a moment to build: build it now, not on the first publish.
  setTimeout(() => sanitizeHtml(''), 0).unref?.()
  const prune = () =>
    void Promise.all([pruneEvents(db, now()), pruneSnoozes(db, now())]).catch((error: unknown) =>
      console.error(`Pruning notification events failed: ${String(error)}`),
    )
  const timer = setInterval(prune, PRUNE_INTERVAL_MS)
  timer.unref?.()
  const stopEmails = settings.notifications.emailSweep ? startEmailSweep(db, now, publicUrl ?? '') : async () => undefined
  return async () => {
    clearInterval(timer)
    await stopEmails()
    await busFor(db).close()
  }
}

export const notifications: ServerDomain = {
  name: 'notifications',
  settings: readNotificationSettings,
  routes,
  seed: seedNotifications,
  migrations: new URL('./migrations/', import.meta.url),
  background,
  // Images in a notice are uploaded files named in its markdown.
  fileReferences: [{ table: 'notifications', column: 'markdown' }],
  // The markdown may be MAX_NOTIFICATION_CONTENT characters of up to 4 UTF-8 bytes, in JSON.
  bodyLimits: { '/notification/publish/saveNotification': MAX_NOTIFICATION_CONTENT * 4 + 64 * 1024 },
}
export { HOLIDAY_NOTICE } from './seed.ts'
export { withDirectNotices, type DirectNotice, type Notify, type SignalQueue } from './direct.ts'
