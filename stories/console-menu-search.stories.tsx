/**
 * `<sw-console>` menu search, opened with Ctrl+K: empty, with English results, no match, and in
 * Chinese matched by full pinyin, by initials and by characters (Simplified and Traditional), and
 * with the pinyin switch off. The `query` control types into the open box.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { ConsolePart, PHONE_VIEWPORT, Shell, consoleArgTypes, consoleArgs, consoleRoot, inShadow, type ConsoleArgs } from './harness/ConsoleHarness.tsx'
import { setupStorySession } from './harness/consoleData.ts'
import { typeInto } from '../.storybook/shadowInput.ts'

interface Args extends ConsoleArgs {
  query: string
}

const meta: Meta<Args> = {
  title: 'Elements/sw-console/MenuSearch',
  parameters: { layout: 'fullscreen' },
  args: { ...consoleArgs, query: 'user' },
  argTypes: { ...consoleArgTypes, query: { control: 'text' } },
  beforeEach: () => setupStorySession({ visited: ['/sider'] }),
  render: (args) => (
    <ConsolePart args={args} path="/workbench">
      {(part) => <Shell part={part} />}
    </ConsolePart>
  ),
  play: async ({ canvasElement, args }) => {
    const root = await consoleRoot(canvasElement)
    await inShadow(root, 'header[part=navbar]')
    // The shortcut, as a user would open it; the box is focused when it opens.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }))
    const input = await inShadow<HTMLInputElement>(root, 'input[name=menuSearch]')
    if (!args.query) return
    // Typed without a blur: the box closes when it loses focus.
    typeInto(input, args.query)
    // The engine loads lazily: wait until "Loading…" gave way to results or "No menu matches."
    await waitFor(() => expect(root.querySelector('[role=listbox]')?.textContent).toMatch(/[^…]$/), { timeout: 5000 })
  },
}
export default meta

type Story = StoryObj<Args>

export const OpenEmpty: Story = { args: { query: '' } }

export const Results: Story = {}

export const ResultsByPath: Story = { args: { query: 'attendance' } }

export const NoMatch: Story = { args: { query: 'kinase' } }

/** 签到 by its full pinyin: both sign-in screens. */
export const ChinesePinyin: Story = { args: { lang: 'zh', query: 'qiandao' } }

/** 工作台 by its initials. */
export const ChinesePinyinInitials: Story = { args: { lang: 'zh', query: 'gzt' } }

export const ChineseCharacters: Story = { args: { lang: 'zh', query: '管理' } }

export const TraditionalPinyin: Story = { args: { lang: 'tw', query: 'xitong' } }

/** With the settings' pinyin switch off, pinyin finds nothing. */
export const ChinesePinyinOff: Story = {
  args: { lang: 'zh', query: 'qiandao' },
  beforeEach: () => setupStorySession({ visited: ['/sider'], settings: { supportPinyinSearch: false } }),
}

/** On a phone the open box spans the top bar. */
export const Phone: Story = {
  args: { lang: 'zh', query: 'gzt' },
  globals: PHONE_VIEWPORT,
  beforeEach: () => setupStorySession({ visited: ['/sider'], device: 'mobile', sidebarOpened: false }),
}

export const SizeMini: Story = { args: { size: 'mini' } }

export const CustomThemeColour: Story = { args: { themeColor: '#52c41a' } }
