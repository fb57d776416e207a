/**
 * `<sw-console>` tags view: the affixed Workbench tab (no close button) and five visited views
 * with the current one highlighted; the right-click menu (Refresh, Close, Close others, Close all)
 * on a visited tab and on the affixed tab (no Close); in each language and size and with a custom
 * theme colour.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { ConsolePart, Shell, consoleRoot, inShadow, type ConsoleArgs } from './harness/ConsoleHarness.tsx'
import { consoleMeta } from './harness/consoleMeta.ts'

const VISITED = ['/sider', '/2d', '/attendance/records', '/system/users', '/mynotification']

const meta: Meta<ConsoleArgs> = {
  title: 'Elements/sw-console/TagsView',
  ...consoleMeta({ visited: VISITED }),
  render: (args) => (
    <ConsolePart args={args} path="/attendance/records">
      {(part) => <Shell part={part} sidebar={false} />}
    </ConsolePart>
  ),
}
export default meta

type Story = StoryObj<ConsoleArgs>

/** Right-clicks the tab at `index` (0 is the affixed Workbench) a little inside its box. */
async function rightClickTag(canvasElement: HTMLElement, index: number): Promise<void> {
  const root = await consoleRoot(canvasElement)
  await waitFor(() => expect(root.querySelectorAll('[part=tags] > span').length).toBe(VISITED.length + 1))
  const tag = root.querySelectorAll<HTMLElement>('[part=tags] > span')[index]!
  const box = tag.getBoundingClientRect()
  // user-event cannot reach into the shadow root: the event is dispatched directly.
  tag.dispatchEvent(
    new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true, button: 2, clientX: box.left + 12, clientY: box.bottom + 4 }),
  )
  await inShadow(root, '[part=tags] [role=menu]')
}

export const SeveralTabs: Story = {
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await waitFor(() => expect(root.querySelectorAll('[part=tags] > span').length).toBe(VISITED.length + 1))
    await expect(root.querySelector('[part=tags] a[aria-current=page]')?.textContent).toBeTruthy()
  },
}

export const ContextMenu: Story = { play: ({ canvasElement }) => rightClickTag(canvasElement, 3) }

/** The affixed tab cannot be closed, so its menu has no Close. */
export const AffixedTabContextMenu: Story = {
  play: async ({ canvasElement }) => {
    await rightClickTag(canvasElement, 0)
    const root = await consoleRoot(canvasElement)
    await expect(root.querySelectorAll('[part=tags] [role=menuitem]').length).toBe(3)
  },
}

export const SimplifiedChinese: Story = { args: { lang: 'zh' } }
export const TraditionalChinese: Story = { args: { lang: 'tw' } }
export const ChineseContextMenu: Story = { args: { lang: 'zh' }, play: ContextMenu.play }

export const SizeSmall: Story = { args: { size: 'small' } }
export const SizeMini: Story = { args: { size: 'mini' }, play: ContextMenu.play }

export const CustomThemeColour: Story = { args: { themeColor: '#eb2f96' } }
