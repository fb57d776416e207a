/**
 * IconButton, the console's icon-only button, for design review: its four sizes (a chip's
 * remove, a table row's action, a toolbar's, the top bar's) in each tone (muted, ink, primary,
 * danger), disabled, a row of actions as the users table draws them, and the Chip that holds the
 * xs one (a chosen sign-in scope, a user's further organisations; a long name truncates) — in en,
 * zh and tw. Every button is named by its label (aria-label and tooltip); the play function checks
 * that.
 */
import type { CSSProperties } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { useLingui } from '@lingui/react/macro'
import { Ban, Building2, Check, KeyRound, MapPin, Maximize, Menu, Pencil, Shield, Trash2, X } from 'lucide-react'
import { Chip } from '#platform/ui/Chip.tsx'
import { IconButton, type IconButtonSize, type IconButtonTone } from '#platform/ui/IconButton.tsx'
import { ConsolePart, consoleRoot, inShadow, type ConsoleArgs, STORY_CANVAS as CANVAS, STORY_CARD } from './harness/ConsoleHarness.tsx'
import { consoleMeta } from './harness/consoleMeta.ts'
import { inChinese as zh } from './harness/inChinese.ts'

const PATH = '/workbench'

const meta: Meta<ConsoleArgs> = {
  title: 'Primitives/IconButton',
  ...consoleMeta({ visited: [PATH] }),
}
export default meta

type Story = StoryObj<ConsoleArgs>

const CARD: CSSProperties = { ...STORY_CARD, maxWidth: 640, display: 'grid', gap: 16, alignContent: 'start' }
const GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'auto repeat(4, 56px)', alignItems: 'center', gap: 8 }
const HEAD: CSSProperties = { fontSize: '0.857em', color: 'var(--sw-color-muted, #6b7280)' }
const ROW: CSSProperties = { display: 'flex', gap: 2 }
const inTraditional = <S extends { args?: object }>(story: S): S => ({ ...story, args: { ...story.args, lang: 'tw' } })

const SIZES: IconButtonSize[] = ['xs', 'sm', 'md', 'lg']
const TONES: IconButtonTone[] = ['muted', 'ink', 'primary', 'danger']
const ICON: Record<IconButtonSize, string> = { xs: 'size-3.5', sm: 'size-4', md: 'size-4', lg: 'size-5' }

function Buttons() {
  const { t } = useLingui()
  const label: Record<IconButtonTone, string> = { muted: t`Full screen`, ink: t`Edit`, primary: t`Roles…`, danger: t`Delete`, inherit: t`Remove` }
  const glyph = (tone: IconButtonTone, size: IconButtonSize) => {
    const Icon = { muted: size === 'lg' ? Menu : Maximize, ink: Pencil, primary: Shield, danger: size === 'xs' ? X : Trash2, inherit: X }[tone]
    return <Icon aria-hidden className={ICON[size]} />
  }
  return (
    <div style={CARD}>
      <div style={GRID}>
        <span />
        {SIZES.map((size) => (
          <span key={size} style={HEAD}>
            {size}
          </span>
        ))}
        {TONES.map((tone) => (
          <div key={tone} style={{ display: 'contents' }}>
            <span style={HEAD}>{tone}</span>
            {SIZES.map((size) => (
              <span key={size}>
                <IconButton size={size} tone={tone} label={label[tone]} data-story-button={`${tone}-${size}`}>
                  {glyph(tone, size)}
                </IconButton>
              </span>
            ))}
          </div>
        ))}
        <span style={HEAD}>disabled</span>
        {SIZES.map((size) => (
          <span key={size}>
            <IconButton size={size} tone="ink" label={t`Edit`} disabled>
              {glyph('ink', size)}
            </IconButton>
          </span>
        ))}
      </div>
      <div style={ROW} data-story-row>
        <IconButton size="sm" tone="ink" className="text-success" label={t`Approve`}>
          <Check aria-hidden className="size-4" />
        </IconButton>
        <IconButton size="sm" tone="ink" label={t`Edit`}>
          <Pencil aria-hidden className="size-4" />
        </IconButton>
        <IconButton size="sm" tone="ink" label={t`Disable`}>
          <Ban aria-hidden className="size-4" />
        </IconButton>
        <IconButton size="sm" tone="ink" label={t`Reset password`}>
          <KeyRound aria-hidden className="size-4" />
        </IconButton>
        <IconButton size="sm" tone="danger" label={t`Delete`}>
          <Trash2 aria-hidden className="size-4" />
        </IconButton>
      </div>
      <ul className="flex flex-wrap gap-1.5" style={{ maxWidth: 360 }} data-story-chips>
        <Chip icon={<MapPin aria-hidden className="size-3.5 shrink-0" />} removeLabel={t`Remove ${'Head office'}`} onRemove={() => {}}>
          Head office
        </Chip>
        <Chip icon={<Building2 aria-hidden className="size-3.5 shrink-0" />} removeLabel={t`Remove ${'Beijing campus'}`} onRemove={() => {}}>
          Beijing campus · Zhongguancun research and teaching site, north building
        </Chip>
        <Chip>Acme Lab 00002</Chip>
      </ul>
    </div>
  )
}

function OnCanvas({ args }: { args: ConsoleArgs }) {
  return (
    <ConsolePart args={args} path={PATH}>
      {() => (
        <div style={CANVAS}>
          <Buttons />
        </div>
      )}
    </ConsolePart>
  )
}

const looks: Story = {
  render: (args) => <OnCanvas args={args} />,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await inShadow(root, '[data-story-row]')
    // Every icon-only button has a name and a tooltip, the same words.
    for (const button of root.querySelectorAll('button')) {
      await expect(button.getAttribute('aria-label')).toBeTruthy()
      await expect(button.title).toBe(button.getAttribute('aria-label'))
    }
    await expect(root.querySelector<HTMLElement>('[data-story-button=muted-lg]')!.getBoundingClientRect().width).toBe(36)
    // A chip with a long name stays within its list, truncated; one without onRemove has no button.
    const chips = [...root.querySelectorAll<HTMLElement>('[data-story-chips] li')]
    await expect(chips.map((chip) => chip.querySelectorAll('button').length)).toEqual([1, 1, 0])
    await expect(chips[1]!.getBoundingClientRect().width).toBeLessThanOrEqual(360)
  },
}
/** Sizes by tones, disabled, and a table row's actions. */
export const Looks: Story = looks
export const LooksChinese: Story = zh(looks)
export const LooksTraditional: Story = inTraditional(looks)
