/**
 * Publishing a notification (docs/spec.md#publishing) for design review: the form with the Milkdown editor
 * (empty; filled with a period and recipients; the preview; every rule's message after an empty
 * publish; the editor failing to load, with its plain markdown fallback) — in English and
 * Chinese (the language control switches any of them).
 */
import { useState, type CSSProperties } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import type { DictItem } from '#platform/core/api/types.ts'
import type { PublishedNotification } from '../src/domains/notifications/contract.ts'
import type { PublishApi } from '../src/domains/notifications/contract/publishApi.ts'
import { PublishForm } from '../src/domains/notifications/components/PublishForm.tsx'
import { EMPTY_PUBLISH, type PublishValues } from '../src/domains/notifications/logic/publishForm.ts'
import { ConsolePart, consoleRoot, inShadow, type ConsoleArgs, STORY_CANVAS as CANVAS, STORY_CARD } from './harness/ConsoleHarness.tsx'
import { consoleMeta } from './harness/consoleMeta.ts'
import { inChinese as zh } from './harness/inChinese.ts'

const PATH = '/notification/publish'

const meta: Meta<ConsoleArgs> = {
  title: 'Screens/Publish notification',
  ...consoleMeta({ visited: [PATH] }),
}
export default meta

type Story = StoryObj<ConsoleArgs>

const CARD: CSSProperties = { ...STORY_CARD, maxWidth: 900 }

const TYPES: DictItem[] = [
  { value: 'notice', label: 'Notice', labelZh: '公告', labelTw: '公告', sort: 1 },
  { value: 'news', label: 'News', labelZh: '新闻', labelTw: '新聞', sort: 2 },
]

const FILLED: PublishValues = {
  ...EMPTY_PUBLISH,
  title: 'Lab safety week',
  type: 'notice',
  priority: 'high',
  startTime: '2030-06-01T08:00',
  endTime: '2030-06-07T18:00',
  markdown:
    '## Goggles on\n\nIn **every** lab, no exceptions.\n\n- Check your goggles\n- Sign the [safety sheet](https://example.com/safety)\n\n> Questions? Ask your supervisor.\n',
  roles: [{ id: 'ROLE_MEMBER', name: 'Member' }],
  orgs: [{ id: '3', name: 'Chemistry lab' }],
}

const STORY_USERS = [
  { id: 1, username: 'mia.chen', name: 'Mia Chen', email: 'mia.chen@example.com', orgId: 3, orgName: 'Chemistry lab' },
  { id: 2, username: 'lin.wei', name: 'Lin Wei', email: 'lin.wei@example.com', orgId: 2, orgName: 'North campus' },
]

/** Answers a publish and the recipient look-ups as the server would; nothing is stored. */
const api = {
  queryTargetUsers: ({ keyword = '' } = {}) => {
    const list = STORY_USERS.filter((u) => `${u.name} ${u.username} ${u.email}`.toLowerCase().includes(keyword.toLowerCase()))
    return Promise.resolve({ list, pagination: { total: list.length, pageSize: 20, current: 1 } })
  },
  queryTargetOrgs: () =>
    Promise.resolve([
      { id: 1, parentId: null, code: 'ORG00001', name: 'Acme', childCount: 1, userCount: 4 },
      { id: 2, parentId: 1, code: 'ORG00002', name: 'North campus', childCount: 1, userCount: 12 },
      { id: 3, parentId: 2, code: 'ORG00003', name: 'Chemistry lab', childCount: 0, userCount: 7 },
    ]),
  queryTargetRoles: () =>
    Promise.resolve([
      { code: 'ROLE_EDITOR', name: 'Editor' },
      { code: 'ROLE_MEMBER', name: 'Member' },
    ]),
  saveNotification: (input) =>
    Promise.resolve({
      ...input,
      id: 1,
      content: '',
      publisher: 'Editor',
      createTime: new Date().toISOString(),
      startTime: input.startTime ?? null,
      endTime: input.endTime ?? null,
      publishObject: input.publishObject ?? null,
      readCount: 0,
      audience: 12,
      withdrawn: false,
    } satisfies PublishedNotification),
} as PublishApi

function Form({ args, initial, failing = false }: { args: ConsoleArgs; initial: PublishValues; failing?: boolean }) {
  const [values, setValues] = useState(initial)
  return (
    <ConsolePart args={args} path={PATH}>
      {() => (
        <div style={CANVAS}>
          <div style={CARD}>
            <PublishForm
              api={api}
              values={values}
              onChange={setValues}
              loadKey="story"
              types={TYPES}
              onPublished={() => setValues(EMPTY_PUBLISH)}
              onDiscard={() => setValues(EMPTY_PUBLISH)}
              dirty={values !== initial}
              {...(failing ? { loadEditor: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) } : {})}
            />
          </div>
        </div>
      )}
    </ConsolePart>
  )
}

const empty: Story = {
  render: (args) => <Form args={args} initial={EMPTY_PUBLISH} />,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await inShadow(root, '[data-editor=milkdown]')
    await expect(root.querySelectorAll('[role=toolbar] [data-tool]').length).toBeGreaterThanOrEqual(11)
  },
}
/** A new notification: the toolbar (headings, bold, italic, code, lists, quote, code block, link, image). */
export const NewNotification: Story = empty
export const NewNotificationChinese: Story = zh(empty)

const filled: Story = { render: (args) => <Form args={args} initial={FILLED} /> }
/** Filled in: a period, two recipients as chips, the content written. */
export const Filled: Story = filled
export const FilledChinese: Story = zh(filled)

const preview: Story = {
  render: (args) => <Form args={args} initial={FILLED} />,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await userEvent.click(await inShadow(root, 'button[data-tab=preview]'))
    await waitFor(() => expect(root.querySelector('[data-preview] h2')?.textContent).toBe('Goggles on'))
  },
}
/** The preview: what readers will see (the server's renderer, SafeHtml). */
export const Preview: Story = preview
export const PreviewChinese: Story = zh(preview)

const rules: Story = {
  render: (args) => <Form args={args} initial={{ ...EMPTY_PUBLISH, startTime: '2030-06-07T08:00', endTime: '2030-06-01T08:00' }} />,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await userEvent.click(await inShadow(root, 'button[data-action=publish]'))
    await waitFor(() => expect(root.querySelectorAll('[aria-invalid=true]').length).toBeGreaterThanOrEqual(3))
  },
}
/** Publish with nothing filled in and the period backwards: every field's message. */
export const EveryRule: Story = rules
export const EveryRuleChinese: Story = zh(rules)

/** The editor's code failed to load: a toast says so and a plain markdown box takes its place. */
export const EditorFailedToLoad: Story = { render: (args) => <Form args={args} initial={FILLED} failing /> }
export const EditorFailedToLoadChinese: Story = zh(EditorFailedToLoad)
