/**
 * Tabs, the console's one tab list, for design review: the underlined list of the users screen
 * (a count beside a tab), the icon tabs of the publishing form's content field (the line drawn by
 * the row around them) and the notification boxes in a narrow column, where the list scrolls —
 * in en, zh and tw. The keyboard story presses ArrowRight and End: the focus and the selection
 * move together, and only the selected tab is in the tab order.
 */
import { useState, type CSSProperties } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { useLingui } from '@lingui/react/macro'
import { Eye, PencilLine } from 'lucide-react'
import { Tabs } from '#platform/ui/Tabs.tsx'
import type { NotificationBox } from '../src/domains/notifications/contract.ts'
import { BOXES } from '../src/domains/notifications/logic/centre.ts'
import { BOX_LABELS } from '../src/domains/notifications/messages/labels.ts'
import { ConsolePart, consoleRoot, inShadow, type ConsoleArgs, STORY_CANVAS as CANVAS, STORY_CARD } from './harness/ConsoleHarness.tsx'
import { consoleMeta } from './harness/consoleMeta.ts'
import { inChinese as zh } from './harness/inChinese.ts'

const PATH = '/workbench'

const meta: Meta<ConsoleArgs> = {
  title: 'Primitives/Tabs',
  ...consoleMeta({ visited: [PATH] }),
}
export default meta

type Story = StoryObj<ConsoleArgs>

const CARD: CSSProperties = { ...STORY_CARD, maxWidth: 640, display: 'grid', gap: 24, alignContent: 'start' }
const NARROW: CSSProperties = { maxWidth: 280 }
const BADGE: CSSProperties = {
  marginLeft: 6,
  padding: '0 6px',
  borderRadius: 999,
  background: 'color-mix(in oklab, var(--sw-color-warning, #b54708) 10%, transparent)',
  color: 'var(--sw-color-warning, #b54708)',
}
const inTraditional = <S extends { args?: object }>(story: S): S => ({ ...story, args: { ...story.args, lang: 'tw' } })

function Lists() {
  const { t, i18n } = useLingui()
  const [users, setUsers] = useState<'all' | 'pending' | 'outbox'>('all')
  const [content, setContent] = useState<'write' | 'preview'>('write')
  const [box, setBox] = useState<NotificationBox>('unread')
  return (
    <div style={CARD}>
      <Tabs
        label={t`Users`}
        value={users}
        onChange={setUsers}
        items={[
          { key: 'all', label: t`All users` },
          {
            key: 'pending',
            label: (
              <>
                {t`Sign-ups to review`}
                <span style={BADGE}>3</span>
              </>
            ),
          },
          { key: 'outbox', label: t`Outbox` },
        ]}
      />
      <Tabs
        label={t`Content`}
        underline={false}
        style={{ borderBottom: '1px solid var(--sw-color-border, #dcdfe6)', justifyContent: 'flex-end' }}
        tabClassName="inline-flex items-center gap-1.5 py-1.5"
        value={content}
        onChange={setContent}
        items={[
          {
            key: 'write',
            label: (
              <>
                <PencilLine aria-hidden className="size-4" />
                {t`Write`}
              </>
            ),
          },
          {
            key: 'preview',
            label: (
              <>
                <Eye aria-hidden className="size-4" />
                {t`Preview`}
              </>
            ),
          },
        ]}
      />
      <div style={NARROW}>
        <Tabs
          label={t`Notification boxes`}
          hook="data-box"
          className="overflow-x-auto"
          tabClassName="shrink-0 whitespace-nowrap"
          value={box}
          onChange={setBox}
          items={BOXES.map((key) => ({ key, label: i18n._(BOX_LABELS[key]) }))}
        />
      </div>
    </div>
  )
}

function OnCanvas({ args }: { args: ConsoleArgs }) {
  return (
    <ConsolePart args={args} path={PATH}>
      {() => (
        <div style={CANVAS}>
          <Lists />
        </div>
      )}
    </ConsolePart>
  )
}

const looks: Story = { render: (args) => <OnCanvas args={args} /> }
/** The three lists: underlined with a count, icon tabs, and boxes scrolling in a narrow column. */
export const Looks: Story = looks
export const LooksChinese: Story = zh(looks)
export const LooksTraditional: Story = inTraditional(looks)

const keyboard: Story = {
  render: (args) => <OnCanvas args={args} />,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    const first = await inShadow<HTMLButtonElement>(root, 'button[data-tab=all]')
    first.focus()
    await userEvent.keyboard('{ArrowRight}')
    const pending = root.querySelector<HTMLButtonElement>('button[data-tab=pending]')!
    await waitFor(() => expect(pending.getAttribute('aria-selected')).toBe('true'))
    await expect(root.activeElement).toBe(pending)
    await expect([...root.querySelectorAll<HTMLButtonElement>('button[data-tab]')].slice(0, 3).map((b) => b.tabIndex)).toEqual([-1, 0, -1])
    root.querySelector<HTMLButtonElement>('button[data-box=unread]')!.focus()
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(root.querySelector('button[data-box=archived]')?.getAttribute('aria-selected')).toBe('true'))
  },
}
/** By keyboard: ArrowRight selects "Sign-ups to review", End the last box (scrolled into view). */
export const Keyboard: Story = keyboard
export const KeyboardChinese: Story = zh(keyboard)
