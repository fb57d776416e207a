/** `<sw-signup>` — importing this module defines the element. */
import { defineElement } from './define.ts'
import { SIGNUP_ATTRIBUTES, SignUpElement } from '../src/domains/account/components/SignUpElement.tsx'

defineElement('sw-signup', SignUpElement, [...SIGNUP_ATTRIBUTES])
