/**
 * What every console story file's meta shares but its title: full screen, the console's controls
 * (language, size, theme colour) and, before each story, a signed-in story session with the
 * given screens visited. A file writes `{ title: '…', ...consoleMeta({ visited: [PATH] }) }`:
 * Storybook's indexer reads the title from the literal and passes over the spread.
 */
import type { Meta } from '@storybook/react-vite'
import { consoleArgTypes, consoleArgs, type ConsoleArgs } from './ConsoleHarness.tsx'
import { setupStorySession, type StorySession } from './consoleData.ts'

export function consoleMeta(session: StorySession = {}): Meta<ConsoleArgs> {
  return { parameters: { layout: 'fullscreen' }, args: consoleArgs, argTypes: consoleArgTypes, beforeEach: () => setupStorySession(session) }
}
