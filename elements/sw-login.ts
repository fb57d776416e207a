/** `<sw-login>` — importing this module defines the element (its API: loginManifest). */
import { defineElement } from './define.ts'
import { propNames, withParsedAttributes } from '../src/platform/element/parsed.tsx'
import { LoginElement } from '../src/domains/account/components/LoginElement.tsx'
import { loginManifest } from '../src/domains/account/elements/login.manifest.ts'

defineElement(loginManifest.tag, withParsedAttributes(loginManifest, LoginElement), propNames(loginManifest) as never)
