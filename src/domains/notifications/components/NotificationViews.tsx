/** The element's lazy chunk: the bell and the centre together (one request for either view). */
export { NotificationBell } from './NotificationBell.tsx'
export { NotificationCentre } from './NotificationCentre.tsx'
