/**
 * `<sw-console>` settings panel, open over the console: theme colour presets and picker, the
 * tags-view, fixed-header and sidebar-logo switches and — in Chinese only — pinyin menu search,
 * and the reset; with a preset chosen and with the switches off; each language and size.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { ConsolePart, PHONE_VIEWPORT, Shell, consoleRoot, inShadow, type ConsoleArgs } from './harness/ConsoleHarness.tsx'
import { consoleMeta } from './harness/consoleMeta.ts'
import { setupStorySession, type StorySession } from './harness/consoleData.ts'

const VISITED = ['/sider', '/system/users']

const meta: Meta<ConsoleArgs> = {
  title: 'Elements/sw-console/SettingsPanel',
  ...consoleMeta({ visited: VISITED }),
  render: (args) => (
    <ConsolePart args={args} path="/sider">
      {(part) => <Shell part={part} />}
    </ConsolePart>
  ),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    // The settings trigger is the navbar's last dialog trigger (the error log's comes first).
    await inShadow(root, 'header[part=navbar] [aria-haspopup=dialog]')
    const triggers = root.querySelectorAll<HTMLElement>('header[part=navbar] [aria-haspopup=dialog]')
    await userEvent.click(triggers[triggers.length - 1]!)
    const panel = await inShadow(root, '[part=settings]')
    await expect(panel.querySelectorAll('[role=switch]').length).toBeGreaterThanOrEqual(3)
  },
}
export default meta

type Story = StoryObj<ConsoleArgs>

const session = (options: StorySession) => () => setupStorySession({ visited: VISITED, ...options })

export const Open: Story = {}

/** In Chinese the pinyin search switch appears. */
export const SimplifiedChinese: Story = { args: { lang: 'zh' } }
export const TraditionalChinese: Story = { args: { lang: 'tw' } }

/** A preset chosen in the panel wins over the theme-color attribute, as in the element. */
export const PresetChosen: Story = { beforeEach: session({ settings: { themeColor: '#722ed1' } }) }

/** Tags view, fixed header and sidebar logo off: the page behind shows the effect. */
export const SwitchesOff: Story = {
  args: { lang: 'zh' },
  beforeEach: session({ settings: { tagsView: false, fixedHeader: false, sidebarLogo: false, supportPinyinSearch: false } }),
}

/** On a phone the panel also holds the size select. */
export const Phone: Story = { args: { lang: 'zh' }, globals: PHONE_VIEWPORT, beforeEach: session({ device: 'mobile', sidebarOpened: false }) }

export const SizeSmall: Story = { args: { size: 'small' } }
export const SizeMini: Story = { args: { size: 'mini' } }

export const CustomThemeColour: Story = { args: { themeColor: '#fa541c' } }
