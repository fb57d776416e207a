/** `<sw-console>` — importing this module defines the element. */
import { defineElement } from './define.ts'
import consoleCss from '../src/layout/console.css?inline'
import { CONSOLE_ATTRIBUTES, ConsoleElement } from '../src/features/console/ConsoleElement.tsx'

defineElement('sw-console', ConsoleElement, [...CONSOLE_ATTRIBUTES], [consoleCss])
