/** The element's lazy chunk: the bell and the centre together (one request for either view),
 * and what either shows without a session. */
export { NotificationBell } from './NotificationBell.tsx'
export { NotificationCentre } from './NotificationCentre.tsx'
export { SignedOut } from './SignedOut.tsx'
