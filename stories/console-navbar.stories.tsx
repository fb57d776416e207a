/**
 * `<sw-console>` navbar: hamburger, breadcrumb, top-level menu and post selects (from 1280 px),
 * menu search, the error-log indicator (only once something was caught), full screen and size
 * select (from 768 px), language select, settings and the avatar menu — closed and open, in each
 * language and size and with a custom theme colour.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { ConsolePart, PHONE_VIEWPORT, Shell, consoleArgTypes, consoleArgs, consoleRoot, inShadow, type ConsoleArgs } from './harness/ConsoleHarness.tsx'
import { setupStorySession } from './harness/consoleData.ts'
import { setScenario } from '../.storybook/mockApi.ts'

interface Args extends ConsoleArgs {
  path: string
}

const meta: Meta<Args> = {
  title: 'Elements/sw-console/Navbar',
  parameters: { layout: 'fullscreen' },
  args: { ...consoleArgs, path: '/attendance/records' },
  argTypes: {
    ...consoleArgTypes,
    path: { control: 'select', options: ['/workbench', '/sider', '/attendance/records', '/system/users'] },
  },
  beforeEach: () => {
    setScenario('ok')
    setupStorySession({ errors: true })
  },
  render: (args) => (
    <ConsolePart args={args} path={args.path}>
      {(part) => <Shell part={part} sidebar={false} tags={false} />}
    </ConsolePart>
  ),
}
export default meta

type Story = StoryObj<Args>

/** Every control, with three caught errors behind the bug button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await inShadow(root, 'header[part=navbar] select[name=postCode]')
    await expect(root.querySelector('[part=breadcrumb] [aria-current=page]')).toBeTruthy()
  },
}

export const NoErrorsCaught: Story = { beforeEach: () => setupStorySession() }

/** With the sidebar collapsed the hamburger offers to expand it. */
export const SidebarCollapsed: Story = { beforeEach: () => setupStorySession({ errors: true, sidebarOpened: false }) }

export const AvatarMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await userEvent.click(await inShadow(root, '[part=avatar]'))
    await waitFor(() => expect(root.querySelectorAll('[role=menuitem]').length).toBe(4))
  },
}

/** On a phone: no breadcrumb, selects, full screen or size select (they live in the sidebar
 * head and the settings panel). */
export const Phone: Story = { globals: PHONE_VIEWPORT, beforeEach: () => setupStorySession({ errors: true, device: 'mobile', sidebarOpened: false }) }

export const SimplifiedChinese: Story = { args: { lang: 'zh' } }
export const TraditionalChinese: Story = { args: { lang: 'tw' } }
export const ChineseAvatarMenuOpen: Story = { args: { lang: 'zh' }, play: AvatarMenuOpen.play }

export const SizeMedium: Story = { args: { size: 'medium' } }
export const SizeSmall: Story = { args: { size: 'small' } }
export const SizeMini: Story = { args: { size: 'mini' } }

export const CustomThemeColour: Story = { args: { themeColor: '#13c2c2' }, play: AvatarMenuOpen.play }
