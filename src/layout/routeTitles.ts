/**
 * Translations of the route table's titles (core keeps stable English strings). A title with no
 * entry — e.g. a server menu item without a screen — is shown as the server wrote it.
 */
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'

const TITLES: Record<string, MessageDescriptor> = {
  Home: msg`Home`,
  Login: msg`Sign in`,
  'Sign Up': msg`Sign up`,
  'Signing in': msg`Signing in`,
  'Page Not Found': msg`Page not found`,
  Unauthorized: msg`No access`,
  Profile: msg`Profile`,
  Redirect: msg`Refreshing`,
  'Drug Discovery': msg`Drug discovery`,
  Workbench: msg`Workbench`,
  'Design Workspace': msg`Design workspace`,
  '2D Structure Editor': msg`2D structure editor`,
  Guide: msg`Guide`,
  Attendance: msg`Attendance`,
  'Sign-in Scope': msg`Sign-in scope`,
  'Attendance Records': msg`Sign-in records`,
  Messages: msg`Messages`,
  'My Notifications': msg`My notifications`,
  System: msg`System`,
  Users: msg`Users`,
  Organisations: msg`Organisations`,
  Roles: msg`Roles`,
}

/** Keys compared without case: the server writes "Drug discovery" where the table has
 * "Drug Discovery". */
const BY_KEY = new Map(Object.entries(TITLES).map(([key, value]) => [key.toLowerCase(), value]))

export function translateTitle(i18n: I18n, title: string): string {
  const descriptor = BY_KEY.get(title.toLowerCase())
  return descriptor ? i18n._(descriptor) : title
}
