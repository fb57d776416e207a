/**
 * The console's type scale and its two recipes, for design review: the theme's text sizes
 * (text-tiny … text-display, in em of the element's size — switch the size control to see them
 * follow), the search box of a filter bar (SearchBox) and the search run on Enter (SearchForm),
 * the bare filter controls (FIELD_CONTROL
 * for an input, FIELD_SELECT for a select), the labelled text area (TextAreaField, with an error) and
 * the action recipe (Button / buttonClass: five looks in three sizes, and a link drawn as a
 * button) — in en, zh and tw.
 */
import { useState, type CSSProperties } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { useLingui } from '@lingui/react/macro'
import { Pencil, Search, Trash2 } from 'lucide-react'
import { Button, buttonClass, type ButtonSize, type ButtonVariant } from '#platform/ui/Button.tsx'
import { FIELD_CONTROL, FIELD_SELECT } from '#platform/ui/fieldControl.ts'
import { TextAreaField } from '#platform/ui/TextAreaField.tsx'
import { SearchBox } from '#platform/ui/SearchBox.tsx'
import { SearchForm } from '#platform/ui/SearchForm.tsx'
import { ConsolePart, consoleRoot, inShadow, type ConsoleArgs, STORY_CANVAS as CANVAS, STORY_CARD } from './harness/ConsoleHarness.tsx'
import { consoleMeta } from './harness/consoleMeta.ts'
import { inChinese as zh } from './harness/inChinese.ts'
import { typeInto } from '../.storybook/shadowInput.ts'

const PATH = '/workbench'

const meta: Meta<ConsoleArgs> = {
  title: 'Primitives/Type and controls',
  ...consoleMeta({ visited: [PATH] }),
}
export default meta

type Story = StoryObj<ConsoleArgs>

const CARD: CSSProperties = { ...STORY_CARD, maxWidth: 720, display: 'grid', gap: 20, alignContent: 'start' }
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }
const NAME: CSSProperties = { width: 96, fontFamily: 'ui-monospace, monospace', fontSize: 12, color: 'var(--sw-color-muted, #6b7280)' }
const inTraditional = <S extends { args?: object }>(story: S): S => ({ ...story, args: { ...story.args, lang: 'tw' } })

/** The story's own sample line (the screens' words come from the catalog). */
const SAMPLE = { en: 'Sodium salicylate, 160.1 g/mol', zh: '水杨酸钠，160.1 g/mol', tw: '水楊酸鈉，160.1 g/mol' } as const

/** The theme's sizes (theme.css), each class in full: the console's sheet has every one, the
 * screens use them all. */
const TEXT_SIZES = ['tiny', 'small', 'minor', 'subtitle', 'title', 'display'] as const
const SIZE_CLASS: Record<(typeof TEXT_SIZES)[number], string> = {
  tiny: 'text-tiny',
  small: 'text-small',
  minor: 'text-minor',
  subtitle: 'text-subtitle',
  title: 'text-title',
  display: 'text-display',
}

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'quiet', 'danger']
const SIZES: ButtonSize[] = ['md', 'sm', 'row']

function TypeSheet({ lang }: { lang: ConsoleArgs['lang'] }) {
  const { t } = useLingui()
  const [typed, setTyped] = useState('')
  const [searched, setSearched] = useState('')
  return (
    <div style={CARD}>
      <div style={{ display: 'grid', gap: 6 }} data-story-type>
        {TEXT_SIZES.map((size) => (
          <div key={size} style={{ display: 'flex', alignItems: 'baseline', gap: 12 }}>
            <span style={NAME}>text-{size}</span>
            <span className={`${SIZE_CLASS[size]} text-ink`} data-text-size={size}>
              {SAMPLE[lang]}
            </span>
          </div>
        ))}
      </div>
      <div style={ROW} data-story-search>
        <SearchBox
          label={t`Search users`}
          name="keyword"
          value={typed}
          onChange={setTyped}
          placeholder={t`Username, name, e-mail or mobile`}
          className="min-w-48 flex-1"
        />
        <input aria-label={t`Search`} placeholder={t`Username or nickname`} className={FIELD_CONTROL} />
        <select aria-label={t`Status`} className={FIELD_SELECT} defaultValue="">
          <option value="">{t`Any status`}</option>
        </select>
        <Button variant="secondary">
          <Search aria-hidden className="size-4" />
          {t`Search`}
        </Button>
      </div>
      <div style={{ ...ROW, alignItems: 'flex-start' }} data-story-text-areas>
        <TextAreaField label={t`Notes`} name="notes" className="min-w-56 flex-1" />
        <TextAreaField label={t`Reason`} name="reason" required error={t`Please give the reason for the rejection`} className="min-w-56 flex-1" />
      </div>
      <div style={ROW} data-story-search-form>
        <SearchForm label={t`Find a member`} fieldLabel={t`Member`} placeholder={t`User name`} onSearch={setSearched} className="min-w-44" />
        <output data-story-searched>{searched}</output>
      </div>
      {SIZES.map((size) => (
        <div key={size} style={ROW} data-story-buttons={size}>
          <span style={NAME}>{size}</span>
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {variant === 'danger' ? <Trash2 aria-hidden className="size-3.5" /> : <Pencil aria-hidden className="size-3.5" />}
              {variant === 'danger' ? t`Delete` : t`Edit`}
            </Button>
          ))}
        </div>
      ))}
      <div style={ROW}>
        <span style={NAME}>link</span>
        <a href="#type-and-controls" className={buttonClass('primary')}>
          {t`Go to the workbench`}
        </a>
        <a href="#type-and-controls" className={buttonClass('secondary')}>
          {t`Home`}
        </a>
      </div>
    </div>
  )
}

function OnCanvas({ args }: { args: ConsoleArgs }) {
  return (
    <ConsolePart args={args} path={PATH}>
      {() => (
        <div style={CANVAS}>
          <TypeSheet lang={args.lang} />
        </div>
      )}
    </ConsolePart>
  )
}

const sheet: Story = {
  render: (args) => <OnCanvas args={args} />,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await inShadow(root, '[data-story-type]')
    // The tokens are in the console's sheet: 12 px at the default 14 px, 18.2 px for a title.
    const px = (size: string) => getComputedStyle(root.querySelector(`[data-text-size=${size}]`)!).fontSize
    await expect(parseFloat(px('small'))).toBeCloseTo(12, 1)
    await expect(parseFloat(px('title'))).toBeCloseTo(18.2, 1)
    // The search box is named for assistive technology and takes what is typed.
    const search = root.querySelector<HTMLInputElement>('[data-story-search] input[type=search][name=keyword]')!
    await expect(search.labels?.[0]?.textContent).toMatch(/\S/)
    // The text area is its label's, and an error is tied to it.
    const reason = root.querySelector<HTMLTextAreaElement>('[data-story-text-areas] textarea[name=reason]')!
    await expect(reason.labels?.[0]?.textContent).toMatch(/\S/)
    await expect(reason.getAttribute('aria-invalid')).toBe('true')
    await expect(root.getElementById(reason.getAttribute('aria-describedby')!)?.textContent).toMatch(/\S/)
    // The search form runs on Enter, with what was typed trimmed.
    const member = root.querySelector<HTMLInputElement>('[data-story-search-form] form[role=search] input[name=keyword]')!
    typeInto(member, '  mia ')
    await expect(root.querySelector('[data-story-searched]')!.textContent).toBe('')
    member.form!.requestSubmit()
    await waitFor(() => expect(root.querySelector('[data-story-searched]')!.textContent).toBe('mia'))
  },
}
/** Text sizes, the two field controls and the action recipe's looks and sizes. */
export const Sheet: Story = sheet
export const SheetChinese: Story = zh(sheet)
export const SheetTraditional: Story = inTraditional(sheet)
