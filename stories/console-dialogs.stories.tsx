/**
 * `<sw-console>` dialogs over the console: Change password (empty, with every field's message,
 * refused by the server), the single 'Confirm logout' box a session-ended answer opens, and the
 * error log with three caught errors — in each language and size and with a custom theme colour.
 */
import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { ChangePasswordDialog } from '../src/domains/account/components/ChangePasswordDialog.tsx'
import { ConsolePart, Shell, consoleArgTypes, consoleArgs, consoleRoot, inShadow, type ConsoleArgs } from './harness/ConsoleHarness.tsx'
import { setupStorySession, type StorySession } from './harness/consoleData.ts'
import { setScenario } from '../.storybook/mockApi.ts'
import { fillInput } from '../.storybook/shadowInput.ts'

type Dialog = 'password' | 'none'

interface Args extends ConsoleArgs {
  dialog: Dialog
}

/** The dialog as the avatar menu opens it (open until closed). */
function PasswordDialog() {
  const [open, setOpen] = useState(true)
  return <ChangePasswordDialog open={open} onOpenChange={setOpen} />
}

const VISITED = ['/sider', '/attendance/records']

const meta: Meta<Args> = {
  title: 'Elements/sw-console/Dialogs',
  parameters: { layout: 'fullscreen' },
  args: { ...consoleArgs, dialog: 'password' },
  argTypes: { ...consoleArgTypes, dialog: { table: { disable: true } } },
  beforeEach: () => {
    setScenario('ok')
    setupStorySession({ visited: VISITED })
  },
  render: (args) => (
    <ConsolePart args={args} path="/attendance/records">
      {(part) => <Shell part={part}>{args.dialog === 'password' && <PasswordDialog />}</Shell>}
    </ConsolePart>
  ),
}
export default meta

type Story = StoryObj<Args>

const session = (options: StorySession) => () => setupStorySession({ visited: VISITED, ...options })

async function passwordForm(canvasElement: HTMLElement) {
  const root = await consoleRoot(canvasElement)
  const field = async (name: string) => inShadow<HTMLInputElement>(root, `[part=dialog] input[name=${name}]`)
  return { root, old: await field('oldPassword'), next: await field('newPassword'), confirm: await field('confirmNewPassword') }
}

export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    await passwordForm(canvasElement)
  },
}

/** Every field's message: old missing, new too short, confirmation different. */
export const ChangePasswordInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { root, old, next, confirm } = await passwordForm(canvasElement)
    fillInput(old, '')
    fillInput(next, 'abc')
    fillInput(confirm, 'abd')
    await waitFor(() => expect(root.querySelectorAll('[part=dialog] [aria-invalid=true]').length).toBe(3))
  },
}

/** The server refuses the old password: a warning for 2 s, the typed values stay. */
export const ChangePasswordRefused: Story = {
  beforeEach: () => setScenario('refused'),
  play: async ({ canvasElement }) => {
    const { root, old, next, confirm } = await passwordForm(canvasElement)
    fillInput(old, 'not-my-password')
    fillInput(next, 'N3w-Passw0rd!')
    fillInput(confirm, 'N3w-Passw0rd!')
    await userEvent.click(root.querySelector('[part=dialog] button[type=submit]')!)
    await inShadow(root, '[part=toasts] [role=alert]')
  },
}

/** The one re-login confirm, however many requests ended the session. */
export const ConfirmLogout: Story = {
  args: { dialog: 'none' },
  beforeEach: session({ sessionConfirm: true }),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await inShadow(root, '[role=alertdialog]')
  },
}

export const ErrorLog: Story = {
  args: { dialog: 'none' },
  beforeEach: session({ errors: true }),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    // With errors caught, the bug button is the navbar's first dialog trigger.
    await userEvent.click(await inShadow(root, 'header[part=navbar] [aria-haspopup=dialog]'))
    const log = await inShadow(root, '[part=error-log]')
    await expect(log.querySelectorAll('tbody tr').length).toBe(3)
  },
}

export const ChangePasswordChinese: Story = { args: { lang: 'zh' }, play: ChangePasswordInvalid.play }
export const ChangePasswordTraditional: Story = { args: { lang: 'tw' }, play: ChangePasswordInvalid.play }
export const ConfirmLogoutChinese: Story = { ...ConfirmLogout, args: { dialog: 'none', lang: 'zh' } }
export const ConfirmLogoutTraditional: Story = { ...ConfirmLogout, args: { dialog: 'none', lang: 'tw' } }
export const ErrorLogChinese: Story = { ...ErrorLog, args: { dialog: 'none', lang: 'zh' } }

export const ChangePasswordMini: Story = { args: { size: 'mini' }, play: ChangePasswordInvalid.play }
export const ErrorLogSmall: Story = { ...ErrorLog, args: { dialog: 'none', size: 'small' } }

export const ChangePasswordCustomTheme: Story = { args: { themeColor: '#722ed1' } }
export const ConfirmLogoutCustomTheme: Story = { ...ConfirmLogout, args: { dialog: 'none', themeColor: '#722ed1' } }
