/**
 * The notification centre and the bell for design review (docs/spec.md#notification-centre): the centre over 10 000 story
 * notifications (tabs, filters, the virtualised list, a notification open), and the bell with its
 * count and its panel of the latest ten, the preferences dialog — in English and Chinese (the language control switches
 * any of them). Data from the story API (stories/harness/notificationData.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { STORY_API } from '../.storybook/mockApi.ts'
import { NotificationBell } from '../src/domains/notifications/components/NotificationBell.tsx'
import { NotificationCentre } from '../src/domains/notifications/components/NotificationCentre.tsx'
import { useElement } from '#platform/ui/elementContext.ts'
import { ConsolePart, consoleRoot, inShadow, type ConsoleArgs, STORY_CANVAS as CANVAS, STORY_CARD as CARD } from './harness/ConsoleHarness.tsx'
import { consoleMeta } from './harness/consoleMeta.ts'
import { inChinese as zh } from './harness/inChinese.ts'

const PATH = '/mynotification'

const meta: Meta<ConsoleArgs> = {
  title: 'Screens/Notifications',
  ...consoleMeta({ visited: [PATH] }),
}
export default meta

type Story = StoryObj<ConsoleArgs>

function Centre() {
  const { lang } = useElement()
  return <NotificationCentre apiBase={STORY_API} pageSize={50} lang={lang} />
}

function Bell() {
  const { lang, portal } = useElement()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <NotificationBell apiBase={STORY_API} lang={lang} portal={portal} href="#/mynotification" />
    </div>
  )
}

const centre: Story = {
  render: (args) => (
    <ConsolePart args={args} path={PATH}>
      {() => (
        <div style={CANVAS}>
          <div style={CARD}>
            <Centre />
          </div>
        </div>
      )}
    </ConsolePart>
  ),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    const row = await inShadow(root, '[role=option][data-notification-id]', 8000)
    await userEvent.click(row)
    await inShadow(root, '[data-notification-detail]', 8000)
  },
}

/** The unread tab of 10 000, the first one opened (it is marked read). */
export const CentreWithDetail: Story = centre
export const CentreWithDetailChinese: Story = zh(centre)

const snoozed: Story = {
  ...centre,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await userEvent.click(await inShadow(root, '[data-box=snoozed]', 8000))
    await userEvent.click(await inShadow(root, '[role=option] [data-row-snoozed]', 8000))
    await inShadow(root, '[data-snoozed-until]', 8000)
    await userEvent.click(await inShadow(root, '[data-action=snooze]', 8000))
    await inShadow(root, '[data-snooze=tomorrow]', 8000)
  },
}

/** The Snoozed tab: each row says until when; the one opened has its snooze menu open. */
export const CentreSnoozed: Story = snoozed
export const CentreSnoozedChinese: Story = zh(snoozed)

const preferences: Story = {
  ...centre,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await userEvent.click(await inShadow(root, '[data-action=preferences]', 8000))
    await inShadow(root, '[data-preferences] li[data-type]', 8000)
    await inShadow(root, '[data-preferences] [data-digest] [data-next]', 8000)
  },
}

/** The preferences dialog: each type in the console and by e-mail, and the daily digest on at 08:00
 * in its zone with when the next one comes. */
export const CentrePreferences: Story = preferences
export const CentrePreferencesChinese: Story = zh(preferences)

const bell: Story = {
  render: (args) => (
    <ConsolePart args={args} path={PATH}>
      {() => (
        <div style={CANVAS}>
          <Bell />
        </div>
      )}
    </ConsolePart>
  ),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    const button = await inShadow(root, '[part=bell][data-unread]:not([data-unread=""])', 8000)
    await expect(button.getAttribute('aria-label')).toMatch(/\d/)
    await userEvent.click(button)
    await inShadow(root, '[part=panel] [data-notification-id]', 8000)
  },
}

/** The bell with the unread count, its panel of the latest ten open. */
export const BellOpen: Story = bell
export const BellOpenChinese: Story = zh(bell)
