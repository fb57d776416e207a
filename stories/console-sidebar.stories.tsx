/**
 * `<sw-console>` sidebar: the signed-in admin's permission-filtered menu (drug discovery,
 * attendance, messages, system) expanded at 210 px, collapsed to icons, and as the phone overlay;
 * with and without the logo, in each language, size and a custom theme colour.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ConsolePart, PHONE_VIEWPORT, Shell, consoleArgTypes, consoleArgs, consoleRoot, type ConsoleArgs } from './harness/ConsoleHarness.tsx'
import { setupStorySession, type StorySession } from './harness/consoleData.ts'

interface Args extends ConsoleArgs {
  path: string
}

const meta: Meta<Args> = {
  title: 'Elements/sw-console/Sidebar',
  parameters: { layout: 'fullscreen' },
  args: { ...consoleArgs, path: '/system/users' },
  argTypes: {
    ...consoleArgTypes,
    path: { control: 'select', options: ['/workbench', '/sider', '/attendance/records', '/mynotification', '/system/users', '/system/roles'] },
  },
  beforeEach: () => setupStorySession(),
  render: (args) => (
    <ConsolePart args={args} path={args.path}>
      {(part) => <Shell part={part} navbar={false} tags={false} />}
    </ConsolePart>
  ),
}
export default meta

type Story = StoryObj<Args>

const session = (options: StorySession) => () => setupStorySession(options)

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await expect(root.querySelector('nav[part=sidebar] a[aria-current=page]')).toBeTruthy()
  },
}

export const Collapsed: Story = { beforeEach: session({ sidebarOpened: false }) }

/** Below 992 px the sidebar is a fixed overlay over a dimmed page; a click outside closes it. */
export const MobileOverlay: Story = { globals: PHONE_VIEWPORT, beforeEach: session({ device: 'mobile', sidebarOpened: true }) }

export const WithoutLogo: Story = { beforeEach: session({ settings: { sidebarLogo: false } }) }

export const ActiveInAttendance: Story = { args: { path: '/attendance/records' } }

export const SimplifiedChinese: Story = { args: { lang: 'zh' } }
export const TraditionalChinese: Story = { args: { lang: 'tw' } }
export const ChineseCollapsed: Story = { args: { lang: 'zh' }, beforeEach: Collapsed.beforeEach }
export const ChineseMobileOverlay: Story = { ...MobileOverlay, args: { lang: 'zh' } }

export const SizeSmall: Story = { args: { size: 'small' } }
export const SizeMini: Story = { args: { size: 'mini' } }

export const CustomThemeColour: Story = { args: { themeColor: '#722ed1' } }
