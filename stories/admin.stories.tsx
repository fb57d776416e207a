/**
 * The administration components for design review (docs/spec.md#administration): the users table (every state a
 * user can be in, pending sign-ups with approve and reject), the user form dialog (new and empty,
 * every rule's message, a field the server refused, editing), the sign-up audit dialog (approve,
 * a rejection without its reason) and the outbox (mails, none yet, failed to load) — in English
 * and Chinese (the language control switches any of them).
 */
import type { ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { AuditDialog } from '../src/domains/admin/components/AuditDialog.tsx'
import { OutboxList } from '../src/domains/admin/components/OutboxList.tsx'
import { UserFormDialog } from '../src/domains/admin/components/UserFormDialog.tsx'
import { DEFAULT_COLUMNS, UserTable } from '../src/domains/admin/components/UserTable.tsx'
import { ApiError } from '#platform/core/http/errors.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { ConsolePart, Shell, consoleRoot, inShadow, type ConsoleArgs, STORY_CANVAS as CANVAS, STORY_CARD as CARD } from './harness/ConsoleHarness.tsx'
import { consoleMeta } from './harness/consoleMeta.ts'
import { inChinese as zh } from './harness/inChinese.ts'
import { STORY_ROLES, STORY_STATUSES, STORY_TYPES, STORY_USERS, storyAdminApi, type OutboxScenario } from './harness/adminData.ts'
import { fillInput } from '../.storybook/shadowInput.ts'

const PATH = '/system/users'
const VISITED = [PATH]

const meta: Meta<ConsoleArgs> = {
  title: 'Screens/Administration',
  ...consoleMeta({ visited: VISITED }),
}
export default meta

type Story = StoryObj<ConsoleArgs>

/** A component on the Users screen's card, without the shell around it. */
function OnCard({ args, children }: { args: ConsoleArgs; children: ReactNode }) {
  return (
    <ConsolePart args={args} path={PATH}>
      {() => (
        <div style={CANVAS}>
          <div style={CARD}>{children}</div>
        </div>
      )}
    </ConsolePart>
  )
}

/** A dialog over the console, as the Users screen opens it. */
function OverConsole({ args, children }: { args: ConsoleArgs; children: ReactNode }) {
  return (
    <ConsolePart args={args} path={PATH}>
      {(part) => <Shell part={part}>{children}</Shell>}
    </ConsolePart>
  )
}

const noop = () => undefined
const resolved = () => Promise.resolve()
const locale = (args: ConsoleArgs) => LOCALE_TAG[args.lang]

// The users table -----------------------------------------------------------------------------

const table: Story = {
  render: (args) => (
    <OnCard args={args}>
      <UserTable
        users={STORY_USERS}
        total={STORY_USERS.length}
        sort="createdAt"
        order="desc"
        onSort={noop}
        onAction={noop}
        locale={locale(args)}
        statuses={STORY_STATUSES}
        types={STORY_TYPES}
        busy={false}
        shown={DEFAULT_COLUMNS}
      />
    </OnCard>
  ),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await inShadow(root, 'tr[data-user="zhang.min@acme.test"]')
    await expect(root.querySelectorAll('tbody tr').length).toBe(STORY_USERS.length)
  },
}

/** Six users: an editor, a member, a disabled partner, a sign-up waiting (approve or reject), a
 * rejected one with its reason, and one approved with who decided and when. */
export const UserTableAllStates: Story = table
export const UserTableChinese: Story = zh(table)

// The user form dialog ------------------------------------------------------------------------

const formOf =
  (user: (typeof STORY_USERS)[number] | null, onSave: () => Promise<void> = resolved): Story['render'] =>
  (args) => (
    <OverConsole args={args}>
      <UserFormDialog user={user} roles={STORY_ROLES} statuses={STORY_STATUSES} types={STORY_TYPES} onCancel={noop} onSave={onSave} />
    </OverConsole>
  )

async function formRoot(canvasElement: HTMLElement) {
  const root = await consoleRoot(canvasElement)
  await inShadow(root, '[part=dialog] input[name=username]')
  return root
}

const submitButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('[part=dialog] button[type=submit]')!

/** Back to the top of the form after saving, where the first message is (the save button kept
 * the focus and the form scrolled down to it). */
function showFormTop(root: ShadowRoot): void {
  root.querySelector('[part=dialog] form')?.scrollTo({ top: 0 })
}

/** A new user: the form empty, Member and Enabled chosen. */
export const UserFormNew: Story = {
  render: formOf(null),
  play: async ({ canvasElement }) => {
    await formRoot(canvasElement)
  },
}

const formErrors: Story = {
  render: formOf(null),
  play: async ({ canvasElement }) => {
    const root = await formRoot(canvasElement)
    fillInput(root.querySelector<HTMLInputElement>('[part=dialog] input[name=username]')!, 'ab')
    fillInput(root.querySelector<HTMLInputElement>('[part=dialog] input[name=password]')!, 'short')
    fillInput(root.querySelector<HTMLInputElement>('[part=dialog] input[name=email]')!, 'not-an-email')
    fillInput(root.querySelector<HTMLInputElement>('[part=dialog] input[name=mobile]')!, '12ab')
    await userEvent.click(submitButton(root))
    await waitFor(() => expect(root.querySelectorAll('[part=dialog] [aria-invalid=true]').length).toBeGreaterThanOrEqual(5))
    showFormTop(root)
  },
}

/** Saved with mistakes: every rule's message under its field (docs/spec.md#account-rules). */
export const UserFormWithErrors: Story = formErrors
export const UserFormWithErrorsChinese: Story = zh(formErrors)

/** The server refused the username (already taken): that field is marked, nothing typed lost. */
export const UserFormUsernameTaken: Story = {
  render: formOf(null, () =>
    Promise.reject(
      new ApiError('business', 'This username is already taken', { status: 400, serverMessage: 'This username is already taken', field: 'username' }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const root = await formRoot(canvasElement)
    const field = (name: string) => root.querySelector<HTMLInputElement>(`[part=dialog] input[name=${name}]`)!
    fillInput(field('username'), 'chen.jing@acme.test')
    fillInput(field('nickname'), 'Jing')
    fillInput(field('password'), 'Passw0rd!')
    fillInput(field('confirmPassword'), 'Passw0rd!')
    const org = root.querySelector<HTMLSelectElement>('[part=dialog] select[name=orgId]')!
    // The organisations arrive from the (story) API after a moment.
    await waitFor(() => expect(org.querySelector('option[value="2"]')).not.toBeNull(), { timeout: 5000 })
    org.value = '2'
    org.dispatchEvent(new Event('change', { bubbles: true }))
    await userEvent.click(submitButton(root))
    await waitFor(() => expect(field('username').getAttribute('aria-invalid')).toBe('true'))
    showFormTop(root)
  },
}

const editing: Story = { render: formOf(STORY_USERS[0]!), play: async ({ canvasElement }) => void (await formRoot(canvasElement)) }

/** Editing Chen Jing: no password fields, every detail filled in. */
export const UserFormEditing: Story = editing
export const UserFormEditingChinese: Story = zh(editing)

// The sign-up audit dialog --------------------------------------------------------------------

const pending = STORY_USERS.find((u) => u.auditStatus === 'pending')!

const approve: Story = {
  render: (args) => (
    <OverConsole args={args}>
      <AuditDialog user={pending} approve roles={STORY_ROLES} onCancel={noop} onDecide={resolved} />
    </OverConsole>
  ),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await inShadow(root, '[part=dialog] select[name=roleId]')
  },
}

/** Approving a sign-up: Member preselected, an organisation to find by name. */
export const AuditApprove: Story = approve
export const AuditApproveChinese: Story = zh(approve)

/** Rejecting without a reason: the reason is required. */
export const AuditRejectWithoutReason: Story = {
  render: (args) => (
    <OverConsole args={args}>
      <AuditDialog user={pending} approve={false} roles={STORY_ROLES} onCancel={noop} onDecide={resolved} />
    </OverConsole>
  ),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await inShadow(root, '[part=dialog] input[name=auditIdea]')
    await userEvent.click(submitButton(root))
    await waitFor(() => expect(root.querySelector('[part=dialog] input[name=auditIdea]')?.getAttribute('aria-invalid')).toBe('true'))
  },
}

// The outbox ----------------------------------------------------------------------------------

const outbox = (scenario: OutboxScenario): Story => ({
  render: (args) => (
    <OnCard args={args}>
      {/* The API base names the scenario and language: each story loads its own answer. */}
      <OutboxList api={storyAdminApi(scenario)} apiBase={`story ${scenario} ${args.lang}`} locale={locale(args)} />
    </OnCard>
  ),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    const selector = scenario === 'mails' ? 'li[data-mail-to]' : scenario === 'empty' ? 'p' : 'button'
    await inShadow(root, selector, 5000)
  },
})

/** The credentials mails of two approved sign-ups, newest first. */
export const OutboxMails: Story = outbox('mails')
export const OutboxMailsChinese: Story = zh(outbox('mails'))
/** No mail written yet: what approving does. */
export const OutboxEmpty: Story = outbox('empty')
/** The outbox did not load: a retry. */
export const OutboxLoadError: Story = outbox('error')
