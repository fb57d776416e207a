/**
 * `<sw-login>` in every state: empty, filled, submitting, refused, pending approval, validation
 * errors, each language, each size, both variants, a custom theme colour.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { STORY_API, setScenario } from '../.storybook/mockApi.ts'
import { fillInput } from '../.storybook/shadowInput.ts'

interface Args {
  lang: 'en' | 'zh' | 'tw'
  variant: 'classic' | 'new'
  size: 'default' | 'medium' | 'small' | 'mini'
  themeColor: string
  tenantCode: string
}

const meta: Meta<Args> = {
  title: 'Elements/sw-login',
  args: { lang: 'en', variant: 'classic', size: 'default', themeColor: '#1890ff', tenantCode: '' },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'zh', 'tw'] },
    variant: { control: 'inline-radio', options: ['classic', 'new'] },
    size: { control: 'inline-radio', options: ['default', 'medium', 'small', 'mini'] },
    themeColor: { control: 'color' },
    tenantCode: { control: 'text' },
  },
  render: (args) => (
    <div style={{ maxWidth: args.variant === 'new' ? 960 : 460, margin: '0 auto' }}>
      <sw-login
        api-base={STORY_API}
        lang={args.lang}
        variant={args.variant}
        size={args.size}
        theme-color={args.themeColor}
        {...(args.tenantCode ? { 'tenant-code': args.tenantCode } : {})}
      />
    </div>
  ),
}
export default meta

type Story = StoryObj<Args>

/** The element's shadow root, once React has drawn the form. */
async function form(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const host = canvasElement.querySelector('sw-login') as HTMLElement
  await waitFor(() => expect(host.shadowRoot?.querySelector('input[name=username]')).toBeTruthy())
  return host.shadowRoot!
}

async function fill(root: ShadowRoot): Promise<void> {
  // Values are set directly: user-event cannot type inside a shadow root.
  const tenant = root.querySelector<HTMLInputElement>('input[name=tenantCode]')!
  if (!tenant.readOnly) fillInput(tenant, 'acme')
  fillInput(root.querySelector<HTMLInputElement>('input[name=username]')!, 'admin@acme.test')
  fillInput(root.querySelector<HTMLInputElement>('input[name=password]')!, 'Passw0rd!')
}

export const Empty: Story = {}

export const Filled: Story = {
  play: async ({ canvasElement }) => fill(await form(canvasElement)),
}

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const root = await form(canvasElement)
    fillInput(root.querySelector<HTMLInputElement>('input[name=username]')!, 'ab')
    await userEvent.click(root.querySelector('button[type=submit]')!)
    await waitFor(() => expect(root.querySelectorAll('[aria-invalid=true]').length).toBe(3))
  },
}

export const Submitting: Story = {
  beforeEach: () => setScenario('hang'),
  play: async ({ canvasElement }) => {
    const root = await form(canvasElement)
    await fill(root)
    await userEvent.click(root.querySelector('button[type=submit]')!)
    await waitFor(() => expect(root.querySelector('button[aria-busy=true]')).toBeTruthy())
  },
}

export const Refused: Story = {
  beforeEach: () => setScenario('refused'),
  play: async ({ canvasElement }) => {
    const root = await form(canvasElement)
    await fill(root)
    await userEvent.click(root.querySelector('button[type=submit]')!)
    await waitFor(() => expect(root.querySelector('[role=alert]')).toBeTruthy())
  },
}

export const PendingApproval: Story = {
  beforeEach: () => setScenario('pending'),
  play: Refused.play,
}

export const TenantLocked: Story = { args: { tenantCode: 'acme' } }

export const SimplifiedChinese: Story = { args: { lang: 'zh' } }
export const TraditionalChinese: Story = { args: { lang: 'tw' } }
export const ChineseRefused: Story = { args: { lang: 'zh' }, beforeEach: Refused.beforeEach, play: Refused.play }

export const SizeMedium: Story = { args: { size: 'medium' } }
export const SizeSmall: Story = { args: { size: 'small' } }
export const SizeMini: Story = { args: { size: 'mini' } }

export const OutwardFacing: Story = { args: { variant: 'new' } }
export const OutwardFacingChinese: Story = { args: { variant: 'new', lang: 'zh' } }
export const OutwardFacingTraditional: Story = { args: { variant: 'new', lang: 'tw' } }

export const CustomThemeColour: Story = { args: { themeColor: '#7c3aed' } }
