/** `<sw-signin-map>` — importing this module defines the element (its API: signinMapManifest). */
import { defineElement } from '#platform/element/define.ts'
import { SigninMapElement } from '../src/domains/attendance/components/SigninMapElement.tsx'
import { signinMapManifest } from '../src/domains/attendance/elements/signinMap.manifest.ts'

defineElement(signinMapManifest, SigninMapElement)

// Hosts that import one element get the tag, event and JSX types with it.
export type * from './types.ts'
