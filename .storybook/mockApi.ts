/**
 * Story-only stand-in for the tenant API under `/storybook-api`: lets a story show the states a
 * real server produces (submitting, refused, pending, signed in) without one. Other URLs pass
 * through untouched. Tests never use this: they run against demo/server.
 */
export const STORY_API = '/storybook-api'

type Scenario = 'ok' | 'refused' | 'pending' | 'hang' | 'duplicate'

let scenario: Scenario = 'ok'

export function setScenario(next: Scenario): void {
  scenario = next
}

const user = {
  id: '1',
  username: 'admin@acme.test',
  nickname: 'Ada Admin',
  fullName: 'Ada Lovelace',
  company: 'Acme Pharma',
  jobTitle: 'Head of Medicinal Chemistry',
  roles: ['ROLE_ADMIN'],
  tenantCode: 'acme',
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const realFetch = globalThis.fetch.bind(globalThis)

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href)
  if (!url.pathname.startsWith(STORY_API)) return realFetch(input, init)
  const path = url.pathname.slice(STORY_API.length)
  await new Promise((resolve) => setTimeout(resolve, 400))
  if (path === '/uaa/oauth/token') {
    if (scenario === 'hang') return new Promise<Response>(() => {})
    if (scenario === 'refused') return json(400, { error: 'invalid_grant', error_description: 'Bad credentials' })
    if (scenario === 'pending') return json(400, { error: 'invalid_grant', error_description: 'Account is pending approval' })
    return json(200, { access_token: 'story-token', token_type: 'bearer', expires_in: 3600 })
  }
  if (path === '/uaa/captcha') {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f5f7fa"/><path d="M5 30 L115 8" stroke="#c0c4cc"/><text x="16" y="28" font-family="monospace" font-size="22" fill="#334155" letter-spacing="6">K7PX</text></svg>`
    return json(200, { code: 200, message: 'success', data: { captchaId: 'story', svg } })
  }
  if (path === '/account/sysuserdetail/compareCaptcha') {
    return url.searchParams.get('charCaptcha')?.toUpperCase() === 'K7PX'
      ? json(200, { code: 200, message: 'success', data: true })
      : json(400, { code: 400, message: 'The captcha is incorrect' })
  }
  if (path === '/account/sysuserdetail/registerAccount') {
    if (scenario === 'hang') return new Promise<Response>(() => {})
    if (scenario === 'duplicate') return json(400, { code: 400, message: 'This username is already registered' })
    return json(200, { code: 200, message: 'success', data: { id: '99', auditStatus: 'pending' } })
  }
  if (path === '/admin/sysuser/registerNewSession') return json(200, { code: 200, message: 'success', data: null })
  if (path === '/uaa/users/getSysUser') return json(200, { code: 200, message: 'success', data: user })
  return json(404, { code: 404, message: 'Not found' })
}
