/**
 * DateField, the console's one date picker, for design review: a form field for
 * a day and for a date and time (TextField's look), the small filter pair of the records and log
 * screens (each end bounding the other), the calendar open (month and weekday names and the first
 * day of the week in the language: Sunday in en and tw, Monday in zh), the date-and-time calendar
 * with its hour and minute, and the message for text that is not a date — in en, zh and tw (the
 * language control switches any of them).
 */
import { useState, type CSSProperties } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { useLingui } from '@lingui/react/macro'
import { DateField, type DateFieldProps } from '#platform/ui/DateField.tsx'
import { ConsolePart, consoleRoot, inShadow, type ConsoleArgs, STORY_CANVAS as CANVAS, STORY_CARD } from './harness/ConsoleHarness.tsx'
import { consoleMeta } from './harness/consoleMeta.ts'
import { inChinese as zh } from './harness/inChinese.ts'
import { fillInput } from '../.storybook/shadowInput.ts'

const PATH = '/attendance/records'

const meta: Meta<ConsoleArgs> = {
  title: 'Primitives/DateField',
  ...consoleMeta({ visited: [PATH] }),
}
export default meta

type Story = StoryObj<ConsoleArgs>

const CARD: CSSProperties = { ...STORY_CARD, maxWidth: 640, minHeight: 460, display: 'grid', gap: 16, alignContent: 'start' }
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }
const inTraditional = <S extends { args?: object }>(story: S): S => ({ ...story, args: { ...story.args, lang: 'tw' } })

/** A field holding its own value, as a screen would. */
function Field({ initial = '', ...props }: Omit<DateFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(initial)
  return <DateField {...props} value={value} onChange={setValue} />
}

/** The story's own words for a lone day field (the screens' labels come from the catalog). */
const DAY = {
  en: ['Day', 'Typed in the wording shown or as 2026-11-27.'],
  zh: ['日期', '按所示格式或 2026-11-27 输入。'],
  tw: ['日期', '依所示格式或 2026-11-27 輸入。'],
} as const

/** The From/To pair of a filter bar (each end bounds the other), a lone day and the publish
 * form's period, labelled as the screens label them. */
function Fields({ lang }: { lang: ConsoleArgs['lang'] }) {
  const { t } = useLingui()
  const [range, setRange] = useState({ from: '2026-11-02', to: '2026-11-27' })
  const [label, hint] = DAY[lang]
  return (
    <div style={CARD}>
      <div style={ROW}>
        <DateField variant="filter" label={t`From`} name="from" value={range.from} max={range.to} onChange={(from) => setRange((r) => ({ ...r, from }))} />
        <DateField variant="filter" label={t`To`} name="to" value={range.to} min={range.from} onChange={(to) => setRange((r) => ({ ...r, to }))} />
      </div>
      <Field label={label} name="day" initial="2026-11-27" hint={hint} />
      <Field label={t`Start time`} name="startTime" mode="datetime" initial="2026-11-27T08:30" />
      <Field label={t`End time`} name="endTime" mode="datetime" error={t`The end time must not be in the past`} />
    </div>
  )
}

function OnCanvas({ args }: { args: ConsoleArgs }) {
  return (
    <ConsolePart args={args} path={PATH}>
      {() => (
        <div style={CANVAS}>
          <Fields lang={args.lang} />
        </div>
      )}
    </ConsolePart>
  )
}

const fields: Story = { render: (args) => <OnCanvas args={args} /> }
/** The field in each look: a filter pair, a day, a date and time, one with a server's message. */
export const Looks: Story = fields
export const LooksChinese: Story = zh(fields)
export const LooksTraditional: Story = inTraditional(fields)

async function open(canvasElement: HTMLElement, name: string): Promise<ShadowRoot> {
  const root = await consoleRoot(canvasElement)
  const field = (await inShadow(root, `input[name=${name}]`)).closest('[data-date-field]')!
  await userEvent.click(field.querySelector<HTMLButtonElement>('[data-date-trigger]')!)
  await inShadow(root, '[data-date-calendar] [role=grid]', 5000)
  return root
}

const calendar: Story = {
  render: (args) => <OnCanvas args={args} />,
  play: async ({ canvasElement }) => {
    const root = await open(canvasElement, 'to')
    // Days before "From" cannot be chosen.
    await waitFor(() => expect(root.querySelectorAll('[data-date-calendar] td button:disabled').length).toBeGreaterThan(0))
  },
}
/** The calendar of "To": the days before "From" disabled, today outlined, the chosen day filled. */
export const Calendar: Story = calendar
export const CalendarChinese: Story = zh(calendar)
export const CalendarTraditional: Story = inTraditional(calendar)

const dateTime: Story = {
  render: (args) => <OnCanvas args={args} />,
  play: async ({ canvasElement }) => {
    const root = await open(canvasElement, 'startTime')
    await inShadow(root, '[data-date-calendar] select[name=hour]')
  },
}
/** A date and time: the calendar with the hour and minute below it, Clear, Now and Done. */
export const DateAndTime: Story = dateTime
export const DateAndTimeChinese: Story = zh(dateTime)
export const DateAndTimeTraditional: Story = inTraditional(dateTime)

const invalid: Story = {
  render: (args) => <OnCanvas args={args} />,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    fillInput(await inShadow<HTMLInputElement>(root, 'input[name=day]'), '2026-02-30')
    await waitFor(() => expect(root.querySelector('input[name=day]')?.getAttribute('aria-invalid')).toBe('true'))
  },
}
/** Text that is not a date: a message with an example in the language, and the value unchanged. */
export const NotADate: Story = invalid
export const NotADateChinese: Story = zh(invalid)
export const NotADateTraditional: Story = inTraditional(invalid)
