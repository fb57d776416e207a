/** `<sw-console>` — importing this module defines the element (its API: consoleManifest). */
import { defineElement } from './define.ts'
import consoleCss from '../src/domains/shell/console.css?inline'
import { propNames, withParsedAttributes } from '../src/platform/element/parsed.tsx'
import { SwConsole } from '../src/app/console.tsx'
import { consoleManifest } from '../src/domains/shell/element/console.manifest.ts'

defineElement(consoleManifest.tag, withParsedAttributes(consoleManifest, SwConsole), propNames(consoleManifest) as never, [consoleCss])

// Hosts that import one element get the tag, event and JSX types with it.
export type * from './types.ts'
