/** `<sw-login>` — importing this module defines the element (its API: loginManifest). */
import { defineElement } from '#platform/element/define.ts'
import { LoginElement } from '../src/domains/account/components/LoginElement.tsx'
import { loginManifest } from '../src/domains/account/elements/login.manifest.ts'

defineElement(loginManifest, LoginElement)

// Hosts that import one element get the tag, event and JSX types with it.
export type * from './types.ts'
