/**
 * `<sw-signin-map>` in each mode and each verdict, in English and Chinese: view, edit (a scope
 * in Shanghai; a centre at sea whose province is typed), check-in inside / uncertain / outside
 * (before and after the server's answer), and geolocation denied, timed out and unavailable.
 * Only geolocation and the HTTP answers are stand-ins (the answers use the server's own geometry).
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { STORY_API } from '../.storybook/mockApi.ts'
import { fillInput } from '../.storybook/shadowInput.ts'
import type { CheckInRecord, SigninScope } from '../src/domains/attendance/contract.ts'
import { nearestScope } from '../src/domains/attendance/logic/geo.ts'
import { inChinese as zh } from './harness/inChinese.ts'

const SCOPE: SigninScope = {
  id: 1,
  orgId: 1,
  orgName: 'Acme Lab 00001',
  name: 'People’s Square site',
  signinScopeLat: 31.2304,
  signinScopeLng: 121.4737,
  signRadius: 300,
  signScopeProvince: '上海',
  updateTime: '2026-11-20 09:00:00',
}

/** Metres north of the scope's centre. */
const north = (metres: number) => SCOPE.signinScopeLat + metres / 111_195

type Where = { lat: number; lng: number; accuracy: number } | { code: 1 | 2 | 3 }

const PLACES: Record<'inside' | 'uncertain' | 'outside', Where> = {
  inside: { lat: north(60), lng: SCOPE.signinScopeLng, accuracy: 12 },
  uncertain: { lat: north(285), lng: SCOPE.signinScopeLng, accuracy: 35 },
  outside: { lat: north(1800), lng: SCOPE.signinScopeLng, accuracy: 20 },
}

/** The browser's geolocation for the next story (the only browser API replaced). */
function placeAt(where: Where): void {
  const geolocation = {
    getCurrentPosition(ok: PositionCallback, fail?: PositionErrorCallback | null) {
      setTimeout(() => {
        if ('code' in where) fail?.({ code: where.code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError)
        else ok({ coords: { latitude: where.lat, longitude: where.lng, accuracy: where.accuracy }, timestamp: Date.now() } as GeolocationPosition)
      }, 300)
    },
    watchPosition: () => 0,
    clearWatch: () => undefined,
  }
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true })
}

function json(body: unknown): Response {
  return new Response(JSON.stringify({ code: 200, message: 'success', data: body }), { status: 200, headers: { 'content-type': 'application/json' } })
}

// The attendance answers under the story API; everything else goes on to the shared stand-in.
const API = `${STORY_API}/attendance-story`
const passOn = globalThis.fetch.bind(globalThis)
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href)
  if (!url.pathname.startsWith(API)) return passOn(input, init)
  const path = url.pathname.slice(API.length)
  await new Promise((resolve) => setTimeout(resolve, 300))
  if (path === '/attendance/scope/queryMyScope' || path === '/attendance/scope/querySigninScope') return json([SCOPE])
  if (path === '/attendance/checkin/checkIn') {
    const body = JSON.parse(String(init?.body ?? '{}')) as { lat: number; lng: number; accuracy: number; reason?: string }
    const near = nearestScope(body, body.accuracy, [SCOPE])!
    const record: CheckInRecord = {
      id: 7,
      userId: 3,
      userName: 'Mia Member',
      orgId: 1,
      orgName: SCOPE.orgName,
      time: new Date().toISOString(),
      ...body,
      distance: Math.round(near.distance * 10) / 10,
      verdict: near.verdict,
      scopeId: SCOPE.id,
      scopeName: SCOPE.name,
      reason: body.reason ?? null,
      flags: [],
    }
    return json(record)
  }
  if (path === '/attendance/scope/saveSigninScope') return json({ ...SCOPE, ...(JSON.parse(String(init?.body ?? '{}')) as object) })
  return passOn(input, init)
}

interface Args {
  lang: 'en' | 'zh' | 'tw'
  mode: 'edit' | 'check-in' | 'view'
  lat: string
  lng: string
  radius: string
}

const meta: Meta<Args> = {
  title: 'Elements/sw-signin-map',
  args: { lang: 'en', mode: 'view', lat: String(SCOPE.signinScopeLat), lng: String(SCOPE.signinScopeLng), radius: '300' },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'zh', 'tw'] },
    mode: { control: 'inline-radio', options: ['edit', 'check-in', 'view'] },
  },
  render: (args) => (
    <div style={{ maxWidth: 960, margin: '0 auto' }}>
      <sw-signin-map
        api-base={API}
        lang={args.lang}
        mode={args.mode}
        {...(args.mode === 'check-in' ? {} : { lat: args.lat, lng: args.lng, radius: args.radius })}
        org-id="1"
      />
    </div>
  ),
}
export default meta

type Story = StoryObj<Args>

/** The element's shadow root once `selector` is drawn in it. */
async function drawn(canvasElement: HTMLElement, selector: string): Promise<ShadowRoot> {
  const host = canvasElement.querySelector('sw-signin-map') as HTMLElement
  await waitFor(() => expect(host.shadowRoot?.querySelector(selector)).toBeTruthy(), { timeout: 10_000 })
  return host.shadowRoot!
}

const view: Story = { play: async ({ canvasElement }) => void (await drawn(canvasElement, '[data-signin-map] canvas')) }
export const View: Story = view
export const ViewChinese: Story = zh(view)

const edit: Story = {
  args: { mode: 'edit' },
  play: async ({ canvasElement }) => {
    const root = await drawn(canvasElement, 'input[name=province]')
    await waitFor(() => expect(root.querySelector<HTMLInputElement>('input[name=province]')!.value).toBe('上海'))
  },
}
export const Edit: Story = edit
export const EditChinese: Story = zh(edit)

/** The centre at sea: no province found, so the field is typed. */
export const EditAtSea: Story = { args: { mode: 'edit', lat: '20', lng: '120', radius: '1000' } }

/** A radius out of range: the field's error, nothing emitted. */
export const EditRadiusOutOfRange: Story = {
  args: { mode: 'edit' },
  play: async ({ canvasElement }) => {
    const root = await drawn(canvasElement, 'input[name=radius]')
    fillInput(root.querySelector<HTMLInputElement>('input[name=radius]')!, '6000')
    await waitFor(() => expect(root.querySelector('input[name=radius]')!.getAttribute('aria-invalid')).toBe('true'))
  },
}

function checkIn(where: Where, submit = false, reason = ''): Story {
  return {
    args: { mode: 'check-in' },
    beforeEach: () => placeAt(where),
    play: async ({ canvasElement }) => {
      if ('code' in where) return void (await drawn(canvasElement, '[data-position-problem]'))
      const root = await drawn(canvasElement, '[data-verdict]')
      if (!submit) return
      if (reason) fillInput(root.querySelector<HTMLInputElement>('input[name=reason]')!, reason)
      await userEvent.click(root.querySelector('form button[type=submit]')!)
      await drawn(canvasElement, '[data-checked-in]')
    },
  }
}

export const CheckInInside: Story = checkIn(PLACES.inside)
export const CheckInInsideChinese: Story = zh(checkIn(PLACES.inside))
export const CheckInInsideSubmitted: Story = checkIn(PLACES.inside, true)
export const CheckInUncertain: Story = checkIn(PLACES.uncertain)
export const CheckInUncertainChinese: Story = zh(checkIn(PLACES.uncertain))
export const CheckInOutside: Story = checkIn(PLACES.outside)
export const CheckInOutsideChinese: Story = zh(checkIn(PLACES.outside))
export const CheckInOutsideSubmitted: Story = checkIn(PLACES.outside, true, 'Client visit at Ruijin Hospital')
export const CheckInOutsideSubmittedChinese: Story = zh(checkIn(PLACES.outside, true, '在瑞金医院拜访客户'))
export const GeolocationDenied: Story = checkIn({ code: 1 })
export const GeolocationDeniedChinese: Story = zh(checkIn({ code: 1 }))
export const GeolocationUnavailable: Story = checkIn({ code: 2 })
export const GeolocationTimedOut: Story = checkIn({ code: 3 })
