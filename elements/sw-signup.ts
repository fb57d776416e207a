/** `<sw-signup>` — importing this module defines the element. */
import { defineElement } from './define.ts'
import { SIGNUP_ATTRIBUTES, SignUpElement } from '../src/features/signup/SignUpElement.tsx'

defineElement('sw-signup', SignUpElement, [...SIGNUP_ATTRIBUTES])
