/**
 * `<sw-console>` breadcrumb on its own: Home first (to /workbench) unless the route is Home, the
 * groups as links, the current page as text; for a drug-discovery, an attendance, a system and a
 * message page, in each language and size and with a custom theme colour. Hidden below 640 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Breadcrumb } from '../src/domains/shell/components/Breadcrumb.tsx'
import { ConsolePart, consoleArgTypes, consoleArgs, consoleRoot, inShadow, type ConsoleArgs } from './harness/ConsoleHarness.tsx'
import { setupStorySession } from './harness/consoleData.ts'

interface Args extends ConsoleArgs {
  path: string
}

const meta: Meta<Args> = {
  title: 'Elements/sw-console/Breadcrumb',
  args: { ...consoleArgs, path: '/system/users' },
  argTypes: {
    ...consoleArgTypes,
    path: { control: 'select', options: ['/workbench', '/2d', '/attendance/scope', '/attendance/records', '/mynotification', '/system/users', '/system/orgs'] },
  },
  beforeEach: () => setupStorySession(),
  render: (args) => (
    <ConsolePart args={args} path={args.path}>
      {(part) => (
        // The navbar's white bar, without the navbar's controls.
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            height: 56,
            padding: '0 16px',
            background: 'var(--sw-color-surface, #fff)',
            borderBottom: '1px solid var(--sw-color-border, #dcdfe6)',
          }}
        >
          <Breadcrumb items={part.crumbs} />
        </div>
      )}
    </ConsolePart>
  ),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    const current = await inShadow(root, '[part=breadcrumb] [aria-current=page]')
    await expect(current.textContent).toBeTruthy()
  },
}
export default meta

type Story = StoryObj<Args>

export const SystemPage: Story = {}
export const AttendancePage: Story = { args: { path: '/attendance/records' } }
export const DrugDiscoveryPage: Story = { args: { path: '/2d' } }
export const Workbench: Story = { args: { path: '/workbench' } }

export const SimplifiedChinese: Story = { args: { lang: 'zh' } }
export const TraditionalChinese: Story = { args: { lang: 'tw', path: '/attendance/records' } }

export const SizeSmall: Story = { args: { size: 'small' } }
export const SizeMini: Story = { args: { size: 'mini' } }

/** Links take the theme colour on hover. */
export const CustomThemeColour: Story = { args: { themeColor: '#722ed1' } }
