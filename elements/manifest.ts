/**
 * Every element of the package, each by its manifest — the one list the build inputs, the size
 * budgets, the host types, `custom-elements.json`, the editor data and the README's element
 * tables are made from (scripts/elements.ts). Each manifest lives with its domain.
 */
import { loginManifest } from '../src/domains/account/elements/login.manifest.ts'
import { signupManifest } from '../src/domains/account/elements/signup.manifest.ts'
import { consoleManifest } from '../src/domains/shell/elements/console.manifest.ts'
import { notificationsManifest } from '../src/domains/notifications/elements/notifications.manifest.ts'

export const MANIFESTS = [loginManifest, signupManifest, consoleManifest, notificationsManifest] as const

export type Manifest = (typeof MANIFESTS)[number]
