/**
 * `<sw-console>` against a deployed backend of its family, end to end (README, "Against a
 * deployed backend of the family"). A stand-in for such a backend — a Node `http` server on
 * 127.0.0.1 that serves the built element (dist/: run `npm run build` first) on a host page of its
 * own origin and answers `/api/…` only in the family's shapes, strictly — and the console driven
 * in Chromium through its own sign-in screen, the avatar menu's role switch and the top bar's post
 * select.
 *
 * The stand-in refuses what a deployed backend refuses and records every refusal:
 * - the token: fields as URL query parameters, scope `ui`, client `browser`, type `account`,
 *   HTTP Basic `browser:` (as tests/unit/platform/core/contract.test.ts);
 * - every other call without `Authorization: Bearer <the token>`;
 * - once getSysUser has answered the user's roles, any call without `RoleCode` (400) or with a
 *   role the user does not hold (403);
 * - `queryCurrentAuthority` without the `username` parameter (400 `username is required`); it
 *   answers the raw object `{status: 'ok', type, currentAuthority, menu, menuButton}`, the menu a
 *   tree whose children sit under `routes`, chosen by the `RoleCode` and the `postCode`;
 * - lists answer `{status: 200, message: 'success', data}`, pages `{…, data: {list, pagination}}`,
 *   and a page request without `currentPage` and `pageSize` is refused;
 * - a path it does not know answers 404 `{status: 404, message: 'Not Found'}`.
 *
 * The test asserts, for each step (sign-in, menu load, change of role, post switch), the exact
 * set of calls the console made (written out below: a new call fails the test until it is added
 * here knowingly, with its answer in the family's shape), the role code each carried, that none
 * was refused, the sidebar's entries, and that the page showed no error toast, alert, error-log
 * entry or console error. A second test probes the stand-in itself: it does refuse a missing
 * `username`, a missing or foreign `RoleCode` and an unknown path.
 */
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newPage, submitConsoleLogin } from './harness.ts'

const DIST = new URL('../../dist/', import.meta.url).pathname
const TENANT = 'family'
const USERNAME = 'chemist@family.test'
const PASSWORD = 'Passw0rd!'
const TOKEN = 'family-access-token'
const ADMIN = 'ROLE_ADMIN'
const CHEMIST = 'ROLE_CHEMIST'

type Step = 'sign-in' | 'menu load' | 'change of role' | 'post switch' | 'notifications'

interface Call {
  step: Step | 'self-check'
  /** `METHOD /api/path` */
  call: string
  query: Record<string, string>
  /** The RoleCode header, or null when absent. */
  role: string | null
  status: number
}

/** The family's menu node: vue-router style, children under `routes`. */
interface FamilyMenu {
  id?: number
  path: string
  name?: string
  meta: { title: string; icon?: string }
  routes?: FamilyMenu[]
}

const USER = {
  id: '4711',
  username: USERNAME,
  nickname: 'Rosalind',
  fullName: 'Rosalind Franklin',
  company: 'Family Labs',
  jobTitle: 'Chemist',
  referee: '',
  mobile: '13800000000',
  email: USERNAME,
  phone: '',
  geographic: '',
  address: '',
  profile: '',
  introduction: '',
  avatar: '',
  roles: [ADMIN, CHEMIST],
  tenantCode: TENANT,
  auditStatus: 'approved',
}

const POSTS = [
  { value: 'POST_SYNTHESIS', name: 'Synthesis' },
  { value: 'POST_NOTICES', name: 'Notices' },
]

const drug = (...routes: FamilyMenu[]): FamilyMenu => ({ id: 1, path: '/drug', name: 'Drug', meta: { title: 'Drug Discovery', icon: 'flask-conical' }, routes })
const messages: FamilyMenu = {
  id: 3,
  path: '/message',
  name: 'Message',
  meta: { title: 'Messages', icon: 'bell' },
  routes: [{ path: '/mynotification', meta: { title: 'My Notifications', icon: 'inbox' } }],
}
const workbench: FamilyMenu = { path: '/workbench', name: 'Workbench', meta: { title: 'Workbench', icon: 'layout-dashboard' } }
const sider: FamilyMenu = { path: '/sider', name: 'Sider', meta: { title: 'Design Workspace', icon: 'panel-left' } }
const twoD: FamilyMenu = { path: '/2d', name: 'TwoD', meta: { title: '2D Structure Editor', icon: 'pen-tool' } }
const guide: FamilyMenu = { path: '/guide', name: 'Guide', meta: { title: 'Guide', icon: 'book-open' } }
const system: FamilyMenu = {
  id: 4,
  path: '/system',
  name: 'System',
  meta: { title: 'System', icon: 'settings' },
  routes: [
    { path: 'users', meta: { title: 'Users', icon: 'users' } },
    { path: 'orgs', meta: { title: 'Organisations', icon: 'building-2' } },
  ],
}

/** The authority menu of a role (and post), as the family's backend grants it. */
function menuOf(role: string, postCode: string | undefined): FamilyMenu[] {
  if (role === ADMIN) return [drug(workbench, sider), messages, system]
  if (postCode === 'POST_SYNTHESIS') return [drug(workbench, sider, twoD)]
  if (postCode === 'POST_NOTICES') return [drug(workbench), messages]
  return [drug(workbench, sider, twoD, guide), messages]
}

const BUTTONS: Record<string, string[]> = { [ADMIN]: ['sys:user:add', 'sys:user:edit'], [CHEMIST]: ['compound:add'] }

/** The tenant's menu tree (querySysMenuTree): the top-level menus with their ids. */
const MENU_TREE = [drug(workbench, sider, twoD, guide), messages, system].map(({ id, path, name, meta }) => ({ id, path, name, meta }))

/** What the sidebar shows for each menu above (group titles and screens, as drawn). */
const SIDEBAR = {
  admin: ['Drug discovery', 'Workbench', 'Design workspace', 'My notifications', 'System', 'Users', 'Organisations'],
  chemist: ['Drug discovery', 'Workbench', 'Design workspace', '2D structure editor', 'Guide', 'My notifications'],
  synthesis: ['Drug discovery', 'Workbench', 'Design workspace', '2D structure editor'],
  // A group with one screen shows the screen itself.
  notices: ['Workbench', 'My notifications'],
}

/** Every call the console makes at each step: the contract. A call not listed fails the test. */
const EXPECTED: Record<Step, string[]> = {
  'sign-in': ['POST /api/uaa/oauth/token', 'POST /api/admin/sysuser/registerNewSession', 'GET /api/uaa/users/getSysUser'],
  'menu load': [
    'GET /api/admin/sysmenu/querySysMenuTree',
    'GET /api/admin/sysuserpost/querySysUserPostTree',
    'POST /api/account/sysuserdetail/queryCurrentAuthority',
    'GET /api/notification/notification/queryMyNotification',
    'GET /api/notification/notification/queryNotificationType',
  ],
  // The workbench stays open (it is affixed) and reads its notifications again under the new
  // role: nothing loaded for the last role is kept (platform/store/resource.ts).
  'change of role': [
    'GET /api/uaa/users/getSysUser',
    'GET /api/admin/sysmenu/querySysMenuTree',
    'GET /api/admin/sysuserpost/querySysUserPostTree',
    'POST /api/account/sysuserdetail/queryCurrentAuthority',
    'GET /api/notification/notification/queryMyNotification',
    'GET /api/notification/notification/queryNotificationType',
  ],
  // Each switch asks for the authority of that post; nothing else.
  'post switch': ['POST /api/account/sysuserdetail/queryCurrentAuthority'],
  // The centre asks the list and the types, and tries the live count (404 here); what the family
  // lacks besides (snooze, preferences) it never asks.
  notifications: [
    'GET /api/notification/notification/queryMyNotification',
    'GET /api/notification/notification/queryNotificationType',
    'GET /api/notification/notification/queryUnreadCount',
    'GET /api/notification/notification/stream',
  ],
}

const NOTIFICATION_TYPES = [
  { value: 'system', label: 'System', labelZh: '系统', labelTw: '系統', sort: 1 },
  { value: 'task', label: 'Task', labelZh: '任务', labelTw: '任務', sort: 2 },
]

/** Two of the user's notifications, from the last days (the workbench counts and charts them). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
const NOTIFICATIONS = [
  {
    id: 1,
    title: 'Assay results are in',
    content: '<p>Plate 7</p>',
    type: 'task',
    priority: 'high',
    publisher: 'Lab',
    createTime: daysAgo(2),
    startTime: null,
    endTime: null,
    publishObject: null,
    read: false,
    archived: false,
  },
  {
    id: 2,
    title: 'Maintenance window',
    content: '<p>Sunday</p>',
    type: 'system',
    priority: 'low',
    publisher: 'IT',
    createTime: daysAgo(9),
    startTime: null,
    endTime: null,
    publishObject: null,
    read: true,
    archived: false,
  },
]

/** The stand-in for a deployed family backend, with what it saw. */
interface Backend {
  url: string
  calls: Call[]
  /** Requests it refused or did not know, one line each. */
  refusals: string[]
  /** The step calls are counted in; `self-check` for the test's own probes of the stand-in. */
  step: Step | 'self-check'
  /** Resolves once no API request has been open for `quietMs`. */
  settled(quietMs?: number): Promise<void>
  close(): Promise<void>
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
}

const HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Family portal</title><link rel="icon" href="data:,">
<style>html, body { margin: 0 } sw-console { display: block; min-height: 100vh }</style>
<script type="module" src="/studentwork/elements/sw-console.js"></script></head>
<body><sw-console base-path="/studentwork/" site-title="Family Labs"></sw-console></body></html>`

async function startFamilyBackend(): Promise<Backend> {
  const calls: Call[] = []
  const refusals: string[] = []
  let roleKnown = false
  let open = 0
  let lastActivity = Date.now()
  const sockets = new Set<Socket>()

  const backend: Backend = {
    url: '',
    calls,
    refusals,
    step: 'sign-in',
    async settled(quietMs = 400) {
      const deadline = Date.now() + 10_000
      while (Date.now() < deadline) {
        if (open === 0 && Date.now() - lastActivity >= quietMs) return
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error(`the console kept calling the backend for 10 s (${open} open)`)
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(body))
  }
  const ok = (data?: unknown) => (data === undefined ? { status: 200, message: 'success' } : { status: 200, message: 'success', data })
  const page = <T>(list: T[], q: URLSearchParams) =>
    ok({ list, pagination: { total: list.length, pageSize: Number(q.get('pageSize')), current: Number(q.get('currentPage')) } })

  async function serveStatic(path: string, response: ServerResponse): Promise<void> {
    const relative = normalize(decodeURIComponent(path.slice('/studentwork/'.length)))
    if (relative.startsWith('..') || !/^(elements|chunks|assets)\//.test(relative)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HOST_PAGE)
      return
    }
    try {
      const body = await readFile(join(DIST, relative))
      response.writeHead(200, { 'content-type': TYPES[extname(relative)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(body)
    } catch {
      refusals.push(`static: ${path} — no such file in dist/`)
      response.writeHead(404).end()
    }
  }

  function answerApi(request: IncomingMessage, response: ServerResponse, url: URL): void {
    const q = url.searchParams
    const method = request.method ?? 'GET'
    const role = (request.headers.rolecode as string | undefined) ?? null
    const call: Call = { step: backend.step, call: `${method} ${url.pathname}`, query: Object.fromEntries(q), role, status: 200 }
    calls.push(call)
    const refuse = (status: number, body: unknown, why: string) => {
      call.status = status
      refusals.push(`${backend.step}: ${call.call} — ${why}`)
      send(response, status, body)
    }
    const answer = (body: unknown) => send(response, 200, body)

    if (url.pathname === '/api/uaa/oauth/token') {
      if (method !== 'POST') return refuse(405, { error: 'method_not_allowed' }, 'token not POSTed')
      if (request.headers.authorization !== `Basic ${btoa('browser:')}`)
        return refuse(401, { error: 'unauthorized', error_description: 'Full authentication is required' }, 'no Basic browser:')
      if (q.get('scope') !== 'ui') return refuse(400, { error: 'invalid_scope', error_description: `Invalid scope: ${q.get('scope')}` }, 'scope')
      if (q.get('client_id') !== 'browser' || q.get('type') !== 'account' || q.get('grant_type') !== 'password')
        return refuse(400, { error: 'invalid_request', error_description: 'Missing parameters' }, 'token parameters')
      if (q.get('tenantCode') !== TENANT || q.get('username') !== USERNAME || q.get('password') !== PASSWORD)
        return refuse(400, { error: 'invalid_grant', error_description: 'Bad credentials' }, 'credentials')
      return answer({ access_token: TOKEN, token_type: 'bearer', refresh_token: 'r', expires_in: 43199, scope: 'ui', tenantCode: TENANT })
    }
    if (request.headers.authorization !== `Bearer ${TOKEN}`)
      return refuse(401, { error: 'unauthorized', error_description: 'Full authentication is required to access this resource' }, 'no bearer token')
    if (roleKnown) {
      if (!role) return refuse(400, { status: 400, message: 'RoleCode is required' }, 'no RoleCode')
      if (!USER.roles.includes(role)) return refuse(403, { status: 403, message: `Not your role: ${role}` }, `RoleCode ${role} not held`)
    }

    switch (`${method} ${url.pathname}`) {
      case 'POST /api/admin/sysuser/registerNewSession':
        return answer(ok())
      case 'GET /api/uaa/users/getSysUser':
        roleKnown = true
        if (backend.step === 'sign-in') {
          // From here on every request must carry the role: what follows is the menu load.
          response.on('finish', () => {
            if (backend.step === 'sign-in') backend.step = 'menu load'
          })
        }
        return answer(ok(USER))
      case 'GET /api/admin/sysuserpost/querySysUserPostTree':
        if (q.get('userId') !== USER.id) return refuse(400, { status: 400, message: 'userId is required' }, 'posts without userId')
        return answer(ok(POSTS))
      case 'GET /api/admin/sysmenu/querySysMenuTree':
        return answer(ok(MENU_TREE))
      case 'POST /api/account/sysuserdetail/queryCurrentAuthority': {
        if (!q.get('username')) return refuse(400, { status: 400, message: 'username is required' }, 'authority without username')
        if (q.get('username') !== USERNAME) return refuse(400, { status: 400, message: 'no such user' }, `authority for ${q.get('username')}`)
        const postCode = q.get('postCode') ?? undefined
        if (postCode && !POSTS.some((p) => p.value === postCode)) return refuse(400, { status: 400, message: 'no such post' }, `post ${postCode}`)
        const active = role ?? USER.roles[0]!
        return answer({ status: 'ok', type: 'account', currentAuthority: [active], menu: menuOf(active, postCode), menuButton: BUTTONS[active] ?? [] })
      }
      case 'GET /api/notification/notification/queryMyNotification':
        if (!q.get('currentPage') || !q.get('pageSize'))
          return refuse(400, { status: 400, message: 'currentPage and pageSize are required' }, 'page without paging')
        return answer(page(NOTIFICATIONS, q))
      case 'GET /api/notification/notification/queryNotificationType':
        return answer(ok(NOTIFICATION_TYPES))
      // Our server's live count: the family's backends do not have it and answer 404, as here. The
      // console asks anyway (the stream retries, the count is polled) — known, and not a refusal.
      case 'GET /api/notification/notification/stream':
      case 'GET /api/notification/notification/queryUnreadCount':
        call.status = 404
        return send(response, 404, { status: 404, message: 'Not Found' })
      default:
        return refuse(404, { status: 404, message: 'Not Found' }, 'unknown path')
    }
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname.startsWith('/api/')) {
      open += 1
      lastActivity = Date.now()
      response.on('close', () => {
        open -= 1
        lastActivity = Date.now()
      })
      // A request body is read (and ignored) before answering, as a servlet container does.
      request.resume()
      request.on('end', () => answerApi(request, response, url))
      return
    }
    if (url.pathname.startsWith('/studentwork/')) return void serveStatic(url.pathname, response)
    refusals.push(`static: ${url.pathname} — outside /studentwork/`)
    response.writeHead(404).end()
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  backend.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return backend
}

let backend: Backend
let browser: Browser

beforeAll(async () => {
  ;[backend, browser] = await Promise.all([startFamilyBackend(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await backend?.close()
})

/** The distinct calls of a step, sorted. */
const callsOf = (step: Step) => [...new Set(backend.calls.filter((c) => c.step === step).map((c) => c.call))].sort()
/** The distinct RoleCode values a step's calls carried (`-` for none). */
const rolesOf = (step: Step) => [...new Set(backend.calls.filter((c) => c.step === step).map((c) => c.role ?? '-'))].sort()
/** The query of each queryCurrentAuthority call of a step. */
const authorityQueries = (step: Step) => backend.calls.filter((c) => c.step === step && c.call.endsWith('/queryCurrentAuthority')).map((c) => c.query)

/** The sidebar's entries as drawn: group titles and screens, in order. */
const sidebarEntries = (page: Page) => page.locator('sw-console nav[part=sidebar] li > a, sw-console nav[part=sidebar] li > button').allInnerTexts()

/** A step's calls, as the contract lists them, none refused, each with the role it must carry. */
async function expectStep(step: Step, role: string | null): Promise<void> {
  await backend.settled()
  expect(backend.refusals).toEqual([])
  expect(callsOf(step)).toEqual([...EXPECTED[step]].sort())
  expect(rolesOf(step)).toEqual([role ?? '-'])
}

/** Nothing went wrong on the page: no toast (they stay 5 s, longer than a step), no alert, no
 * error-log entry, no console error, no uncaught error. */
async function expectNoError(page: Page, consoleErrors: string[]): Promise<void> {
  expect(await page.locator('sw-console [part=toasts] [role=alert]').count()).toBe(0)
  expect(await page.locator('sw-console [role=alert]').count()).toBe(0)
  expect(await page.locator('sw-console button[aria-label^="Error log"]').count()).toBe(0)
  expect(consoleErrors).toEqual([])
  expect((page as Page & { errors: string[] }).errors).toEqual([])
}

const POLL = { timeout: 10_000 }

describe('<sw-console> against a deployed backend of the family', () => {
  it('signs in, draws the authority menu, changes role and switches post, every call in the family contract', async ({ onTestFailed }) => {
    // A wait that times out says little: name what the stand-in refused meanwhile.
    onTestFailed(() => console.error(`Refused by the family stand-in (step ${backend.step}):\n${backend.refusals.join('\n') || '(nothing)'}`))
    const { context, page } = await newPage(browser, { width: 1280, height: 860 })
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      // Chromium's own line for the live count's 404 (absent on such a backend: see the stand-in).
      if (/\/notification\/notification\/(stream|queryUnreadCount)/.test(message.location().url)) return
      if (message.type() === 'error') consoleErrors.push(message.text())
    })

    // Sign-in through the console's own screen (no role yet), then the menus of the first role.
    await page.goto(`${backend.url}/studentwork/login`)
    await submitConsoleLogin(page, USERNAME, { tenant: TENANT, password: PASSWORD })
    await page.waitForURL(/\/studentwork\/workbench$/, { timeout: 15_000 })
    await page.locator('sw-console canvas[role=img]').waitFor({ timeout: 15_000 })
    await expect.poll(() => sidebarEntries(page), POLL).toEqual(SIDEBAR.admin)
    await expectStep('sign-in', null)
    await expectStep('menu load', ADMIN)
    expect(authorityQueries('menu load')).toEqual([{ username: USERNAME, userId: USER.id }])
    await expectNoError(page, consoleErrors)
    await page.screenshot({ path: new URL('../../.tmp/screens/family-backend.png', import.meta.url).pathname })

    // Change of role, in the avatar menu: RoleCode follows on every call, the menu is the chemist's.
    backend.step = 'change of role'
    await page.locator('sw-console [part=avatar]').click()
    await page.locator('sw-console [role=menuitemradio]', { hasText: 'CHEMIST' }).click()
    await expect.poll(() => sidebarEntries(page), POLL).toEqual(SIDEBAR.chemist)
    await expectStep('change of role', CHEMIST)
    expect(authorityQueries('change of role')).toEqual([{ username: USERNAME, userId: USER.id }])
    await expectNoError(page, consoleErrors)

    // Post switch, in the top bar: the authority of each post, asked with username and postCode.
    backend.step = 'post switch'
    const post = page.locator('sw-console header select[name=postCode]')
    await post.selectOption('POST_SYNTHESIS')
    await expect.poll(() => sidebarEntries(page), POLL).toEqual(SIDEBAR.synthesis)
    await backend.settled()
    await post.selectOption('POST_NOTICES')
    await expect.poll(() => sidebarEntries(page), POLL).toEqual(SIDEBAR.notices)
    await expectStep('post switch', CHEMIST)
    expect(authorityQueries('post switch')).toEqual([
      { username: USERNAME, userId: USER.id, postCode: 'POST_SYNTHESIS' },
      { username: USERNAME, userId: USER.id, postCode: 'POST_NOTICES' },
    ])
    await expectNoError(page, consoleErrors)

    // The notification centre offers only what such a backend has: no Snoozed tab, no Preferences.
    backend.step = 'notifications'
    await page.locator('sw-console nav[part=sidebar] a[href$="/mynotification"]').click()
    const centre = page.locator('sw-console [data-notification-centre]')
    await centre.locator('[role=option][data-notification-id]').first().waitFor({ timeout: 15_000 })
    await expect.poll(() => centre.locator('[data-action=preferences]').count(), POLL).toBe(0)
    expect(await centre.locator('[data-box=snoozed]').count()).toBe(0)
    await expectStep('notifications', CHEMIST)
    await expectNoError(page, consoleErrors)
    await context.close()
  })

  it('the stand-in refuses what a deployed backend refuses (so the test above can fail)', async () => {
    backend.step = 'self-check'
    const before = backend.refusals.length
    const call = (path: string, headers: Record<string, string>, method = 'GET') =>
      fetch(`${backend.url}/api${path}`, { method, headers: { Authorization: `Bearer ${TOKEN}`, ...headers } })
    // The user's roles answered: from here on the role is known (as after any sign-in).
    expect((await call('/uaa/users/getSysUser', { RoleCode: CHEMIST })).status).toBe(200)
    const noUsername = await call('/account/sysuserdetail/queryCurrentAuthority?userId=4711', { RoleCode: CHEMIST }, 'POST')
    expect([noUsername.status, await noUsername.json()]).toEqual([400, { status: 400, message: 'username is required' }])
    const noRole = await call('/admin/sysmenu/querySysMenuTree', {})
    expect(noRole.status).toBe(400)
    const otherRole = await call('/admin/sysmenu/querySysMenuTree', { RoleCode: 'ROLE_EDITOR' })
    expect(otherRole.status).toBe(403)
    const unknown = await call('/admin/sysdict/queryDictByDictType?dictType=x', { RoleCode: CHEMIST })
    expect([unknown.status, await unknown.json()]).toEqual([404, { status: 404, message: 'Not Found' }])
    expect(backend.refusals.slice(before)).toEqual([
      'self-check: POST /api/account/sysuserdetail/queryCurrentAuthority — authority without username',
      'self-check: GET /api/admin/sysmenu/querySysMenuTree — no RoleCode',
      'self-check: GET /api/admin/sysmenu/querySysMenuTree — RoleCode ROLE_EDITOR not held',
      'self-check: GET /api/admin/sysdict/queryDictByDictType — unknown path',
    ])
  })
})
