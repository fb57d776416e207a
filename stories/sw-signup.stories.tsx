/**
 * `<sw-signup>`: empty, the English and the stricter Chinese rule sets, wrong captcha,
 * duplicate username, submitting, success notice, a partner-prefilled referee, each size.
 * The story API's captcha answer is K7PX.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { STORY_API, setScenario } from '../.storybook/mockApi.ts'
import { chooseOption, fillInput } from '../.storybook/shadowInput.ts'

interface Args {
  lang: 'en' | 'zh' | 'tw'
  size: 'default' | 'medium' | 'small' | 'mini'
  themeColor: string
  referee: string
}

const meta: Meta<Args> = {
  title: 'Elements/sw-signup',
  args: { lang: 'en', size: 'default', themeColor: '#1890ff', referee: '' },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'zh', 'tw'] },
    size: { control: 'inline-radio', options: ['default', 'medium', 'small', 'mini'] },
    themeColor: { control: 'color' },
    referee: { control: 'text' },
  },
  beforeEach: () => setScenario('ok'),
  render: (args) => (
    <sw-signup api-base={STORY_API} lang={args.lang} size={args.size} theme-color={args.themeColor} {...(args.referee ? { referee: args.referee } : {})} />
  ),
}
export default meta

type Story = StoryObj<Args>

async function form(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const host = canvasElement.querySelector('sw-signup') as HTMLElement
  await waitFor(() => expect(host.shadowRoot?.querySelector('input[name=username]')).toBeTruthy())
  await waitFor(() => expect(host.shadowRoot?.querySelector('img')).toBeTruthy())
  return host.shadowRoot!
}

async function fill(root: ShadowRoot, captcha = 'K7PX'): Promise<void> {
  // Values are set directly: user-event cannot type inside a shadow root.
  const type = async (name: string, value: string) => {
    const input = root.querySelector<HTMLInputElement>(`[name=${name}]`)!
    if (!input.readOnly) fillInput(input, value)
  }
  await type('username', 'chemist@partner.test')
  await type('password', 'Str0ng!pass')
  await type('confirmPassword', 'Str0ng!pass')
  await type('fullName', 'Rosalind Franklin')
  await type('nickname', 'Rosa')
  await type('company', 'Partner Labs')
  await type('jobTitle', 'Medicinal chemist')
  chooseOption(root.querySelector<HTMLSelectElement>('select[name=countryCode]')!, '+86')
  await type('mobile', '13812345678')
  await type('referee', 'ACME-P01')
  await type('charCaptcha', captcha)
}

const submit = (root: ShadowRoot) => userEvent.click(root.querySelector('button[type=submit]')!)

export const Empty: Story = {}

export const EnglishRules: Story = {
  play: async ({ canvasElement }) => {
    const root = await form(canvasElement)
    await submit(root)
    await waitFor(() => expect(root.querySelectorAll('[aria-invalid=true]').length).toBeGreaterThan(0))
  },
}

export const ChineseRules: Story = { args: { lang: 'zh' }, play: EnglishRules.play }
export const TraditionalChineseRules: Story = { args: { lang: 'tw' }, play: EnglishRules.play }

export const WrongCaptcha: Story = {
  play: async ({ canvasElement }) => {
    const root = await form(canvasElement)
    await fill(root, 'XXXX')
    await submit(root)
    await waitFor(() => expect(root.querySelector('[name=charCaptcha][aria-invalid=true]')).toBeTruthy())
  },
}

export const DuplicateUsername: Story = {
  beforeEach: () => setScenario('duplicate'),
  play: async ({ canvasElement }) => {
    const root = await form(canvasElement)
    await fill(root)
    await submit(root)
    await waitFor(() => expect(root.querySelector('[role=alert]')).toBeTruthy())
  },
}

export const Submitting: Story = {
  beforeEach: () => setScenario('hang'),
  play: async ({ canvasElement }) => {
    const root = await form(canvasElement)
    await fill(root)
    await submit(root)
    await waitFor(() => expect(root.querySelector('button[aria-busy=true]')).toBeTruthy())
  },
}

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const root = await form(canvasElement)
    await fill(root)
    await submit(root)
    await waitFor(() => expect(root.querySelector('[role=status]')).toBeTruthy())
  },
}

export const PartnerReferee: Story = { args: { referee: 'ACME-P01' } }
export const SizeSmall: Story = { args: { size: 'small' } }
export const SizeMini: Story = { args: { size: 'mini' } }
