/**
 * ImageUploadField, the console's one image field, for design review: an avatar (round, with the
 * initials the user form draws when there is none, and with a picture) and a photo as evidence
 * (the approval request's: a rectangle, a camera outline when empty) — in en, zh and tw. On a
 * touch screen the photo field also offers Take a photo (the rear camera, `capture`); the play
 * function checks that picker's attributes, and that only the photo field has one.
 */
import { useState, type CSSProperties } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { useLingui } from '@lingui/react/macro'
import { Camera } from 'lucide-react'
import { ImageUploadField } from '#platform/ui/ImageUploadField.tsx'
import { ConsolePart, consoleRoot, inShadow, type ConsoleArgs, PHONE_VIEWPORT, STORY_CANVAS as CANVAS, STORY_CARD } from './harness/ConsoleHarness.tsx'
import { consoleMeta } from './harness/consoleMeta.ts'
import { inChinese as zh } from './harness/inChinese.ts'

const PATH = '/workbench'

const meta: Meta<ConsoleArgs> = {
  title: 'Primitives/ImageUploadField',
  ...consoleMeta({ visited: [PATH] }),
}
export default meta

type Story = StoryObj<ConsoleArgs>

const CARD: CSSProperties = { ...STORY_CARD, maxWidth: 560, display: 'grid', gap: 24, alignContent: 'start' }
const inTraditional = <S extends { args?: object }>(story: S): S => ({ ...story, args: { ...story.args, lang: 'tw' } })

/** A picture in the page itself (no request): a gradient square. */
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><defs><linearGradient id="g"><stop offset="0" stop-color="#1890ff"/><stop offset="1" stop-color="#13c2c2"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/></svg>',
  )

const INITIALS: CSSProperties = {
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: 999,
  background: 'var(--sw-color-primary, #1890ff)',
  color: 'white',
  fontWeight: 600,
}

function Fields() {
  const { t } = useLingui()
  const [none, setNone] = useState('')
  const [avatar, setAvatar] = useState(PICTURE)
  const [photo, setPhoto] = useState('')
  return (
    <div style={CARD}>
      <ImageUploadField label={t`Avatar`} name="avatar" value={none} onChange={setNone} fallback={<span style={INITIALS}>MM</span>} />
      <ImageUploadField label={t`Avatar`} name="avatar-set" value={avatar} onChange={setAvatar} fallback={<span style={INITIALS}>MM</span>} />
      <ImageUploadField
        label={t`Photo (optional)`}
        name="photo"
        shape="photo"
        value={photo}
        onChange={setPhoto}
        fallback={
          <span className="grid h-20 w-32 place-items-center rounded-md border border-dashed border-line text-muted">
            <Camera aria-hidden className="size-6" />
          </span>
        }
      />
    </div>
  )
}

const fields: Story = {
  render: (args) => (
    <ConsolePart args={args} path={PATH}>
      {() => (
        <div style={CANVAS}>
          <Fields />
        </div>
      )}
    </ConsolePart>
  ),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    const camera = await inShadow<HTMLInputElement>(root, 'input[name=photo-camera]')
    await expect(camera.getAttribute('capture')).toBe('environment')
    await expect(camera.accept).toBe('image/*')
    // Only the photo field has a camera; the avatars take a file.
    await expect(root.querySelectorAll('input[type=file][capture]')).toHaveLength(1)
    await expect(root.querySelector('input[name=avatar]')?.getAttribute('aria-describedby')).toBeTruthy()
  },
}
/** An avatar without and with a picture, and a photo field (Take a photo on a touch screen). */
export const Looks: Story = fields
export const FieldsChinese: Story = zh(fields)
export const FieldsTraditional: Story = inTraditional(fields)
export const FieldsOnAPhone: Story = { ...fields, parameters: PHONE_VIEWPORT }
