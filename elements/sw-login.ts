/** `<sw-login>` — importing this module defines the element (its API: loginManifest). */
import { defineElement } from './define.ts'
import { propNames, withParsedAttributes } from '../src/platform/element/parsed.tsx'
import { LoginElement } from '../src/domains/account/components/LoginElement.tsx'
import { loginManifest } from '../src/domains/account/elements/login.manifest.ts'

defineElement(loginManifest.tag, withParsedAttributes(loginManifest, LoginElement), propNames(loginManifest) as never)

// Hosts that import one element get the tag, event and JSX types with it.
export type * from './types.ts'
