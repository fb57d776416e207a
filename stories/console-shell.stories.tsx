/**
 * `<sw-console>` layout shell with every part together — sidebar, navbar, tags view and a
 * placeholder screen — on a desktop (expanded, collapsed, fixed header) and on a phone (sidebar
 * hidden, and open as an overlay); each language and size and a custom theme colour.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ConsolePart, PHONE_VIEWPORT, Shell, consoleRoot, inShadow, type ConsoleArgs } from './harness/ConsoleHarness.tsx'
import { consoleMeta } from './harness/consoleMeta.ts'
import { setupStorySession, type StorySession } from './harness/consoleData.ts'

const VISITED = ['/sider', '/attendance/records', '/system/users']

const meta: Meta<ConsoleArgs> = {
  title: 'Elements/sw-console/Shell',
  ...consoleMeta({ visited: VISITED, errors: true }),
  render: (args) => (
    <ConsolePart args={args} path="/attendance/records">
      {(part) => <Shell part={part} />}
    </ConsolePart>
  ),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await inShadow(root, '[part=tags]')
    await expect(root.querySelector('header[part=navbar]')).toBeTruthy()
  },
}
export default meta

type Story = StoryObj<ConsoleArgs>

const session = (options: StorySession) => () => setupStorySession({ visited: VISITED, errors: true, ...options })

export const Desktop: Story = {}
export const DesktopCollapsed: Story = { beforeEach: session({ sidebarOpened: false }) }

/** On a phone the sidebar is hidden until the hamburger opens it. */
export const Phone: Story = { globals: PHONE_VIEWPORT, beforeEach: session({ device: 'mobile', sidebarOpened: false }) }
export const PhoneMenuOpen: Story = { globals: PHONE_VIEWPORT, beforeEach: session({ device: 'mobile', sidebarOpened: true }) }
export const PhoneChinese: Story = { ...PhoneMenuOpen, args: { lang: 'zh' } }

export const SimplifiedChinese: Story = { args: { lang: 'zh' } }
export const TraditionalChinese: Story = { args: { lang: 'tw' } }
export const SizeMini: Story = { args: { size: 'mini' } }
export const CustomThemeColour: Story = { args: { themeColor: '#304156' } }
