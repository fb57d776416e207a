/**
 * Accessibility (1 of 2): axe-core (through playwright-core, in Chromium) on every first screen —
 * landing, both sign-in pages, sign-up, 404 alone and in the frame, workbench, profile, the admin,
 * chemistry, notification and attendance screens — in English at 1280 and 375 px: no moderate,
 * serious or critical violations, and no page wider than the window. Chinese and the dialogs:
 * a11y-zh-dialogs.test.ts.
 */
import { describe } from 'vitest'
import { serverAndBrowser } from './fixture.ts'
import { firstScreens } from './a11yScreens.ts'

serverAndBrowser()

describe('axe-core: no moderate, serious or critical violations', () => {
  firstScreens('en', 1280)
  firstScreens('en', 375)
})
