/** `<sw-signup>` — importing this module defines the element (its API: signupManifest). */
import { defineElement } from '#platform/element/define.ts'
import { SignUpElement } from '../src/domains/account/components/SignUpElement.tsx'
import { signupManifest } from '../src/domains/account/elements/signup.manifest.ts'

defineElement(signupManifest, SignUpElement)

// Hosts that import one element get the tag, event and JSX types with it.
export type * from './types.ts'
