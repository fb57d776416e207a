/** `<sw-signup>` — importing this module defines the element (its API: signupManifest). */
import { defineElement } from './define.ts'
import { propNames, withParsedAttributes } from '../src/platform/element/parsed.tsx'
import { SignUpElement } from '../src/domains/account/components/SignUpElement.tsx'
import { signupManifest } from '../src/domains/account/elements/signup.manifest.ts'

defineElement(signupManifest.tag, withParsedAttributes(signupManifest, SignUpElement), propNames(signupManifest) as never)

// Hosts that import one element get the tag, event and JSX types with it.
export type * from './types.ts'
