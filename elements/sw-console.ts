/** `<sw-console>` — importing this module defines the element (its API: consoleManifest). */
import { defineElement } from '#platform/element/define.ts'
import consoleCss from '../src/domains/shell/console.css?inline'
import { SwConsole } from '../src/app/console.tsx'
import { consoleManifest } from '../src/domains/shell/elements/console.manifest.ts'

defineElement(consoleManifest, SwConsole, [consoleCss])

// Hosts that import one element get the tag, event and JSX types with it.
export type * from './types.ts'
