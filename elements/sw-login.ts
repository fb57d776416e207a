/** `<sw-login>` — importing this module defines the element. */
import { defineElement } from './define.ts'
import { LOGIN_ATTRIBUTES, LoginElement } from '../src/domains/account/components/LoginElement.tsx'

defineElement('sw-login', LoginElement, [...LOGIN_ATTRIBUTES])
