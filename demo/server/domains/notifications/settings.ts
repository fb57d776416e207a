/**
 * The notifications domain's settings. None comes from the environment: they are the live
 * stream's heartbeat and whether notices' e-mails are queued in the background, which tests
 * change (a short heartbeat; the e-mail round run by the test itself).
 */
import { HEARTBEAT_MS } from './stream.ts'

export interface NotificationSettings {
  /** The live stream's heartbeat interval. */
  heartbeatMs: number
  /** Queue notices' e-mails in the background. */
  emailSweep: boolean
}

declare module '../../platform/settings.ts' {
  interface DomainSettings {
    notifications: NotificationSettings
  }
}

export function readNotificationSettings(): NotificationSettings {
  return { heartbeatMs: HEARTBEAT_MS, emailSweep: true }
}
