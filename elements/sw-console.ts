/** `<sw-console>` — importing this module defines the element. */
import { defineElement } from './define.ts'
import consoleCss from '../src/domains/shell/console.css?inline'
import { CONSOLE_ATTRIBUTES, SwConsole } from '../src/app/console.tsx'

defineElement('sw-console', SwConsole, [...CONSOLE_ATTRIBUTES], [consoleCss])
