/**
 * Story-only stand-in for the tenant API under `/storybook-api`: lets a story show the states a
 * real server produces (submitting, refused, pending, signed in) without one, and the console's
 * menu, post and password calls for the layout stories, the organisation tree (the user form), and the
 * compound workspace's list, chart points, columns and import. Other URLs pass through untouched.
 * Tests never use this: they run against demo/server.
 */
import { STORY_ADMIN, STORY_POSTS, postMenuIds, storyMenuTree } from '../stories/harness/consoleData.ts'
import { STORY_COMPOUNDS, STORY_POINTS } from '../stories/harness/compoundData.ts'
import { notificationAnswer } from '../stories/harness/notificationData.ts'
import { STORY_ORG_TREE } from '../stories/harness/adminData.ts'

export const STORY_API = '/storybook-api'

type Scenario = 'ok' | 'refused' | 'pending' | 'hang' | 'duplicate'

let scenario: Scenario = 'ok'

export function setScenario(next: Scenario): void {
  scenario = next
}

const user = STORY_ADMIN

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
  // The console's calls (layout stories): the acme admin's menu, narrowed by a top-level menu
  // (parentId) or a post (postCode) as the reference server narrows it.
  if (path === '/account/sysuserdetail/queryCurrentAuthority') {
    const parentId = Number(url.searchParams.get('parentId')) || null
    const postIds = postMenuIds(url.searchParams.get('postCode') ?? '')
    const menu = storyMenuTree('routes', (seed) => {
      if (parentId !== null && seed.id !== parentId && seed.parentId !== parentId) return false
      return !postIds || postIds.includes(seed.id)
    })
    return json(200, { status: 'ok', type: 'account', currentAuthority: ['ROLE_ADMIN'], menu, menuButton: [] })
  }
  if (path === '/admin/sysmenu/querySysMenuTree') return json(200, { code: 200, message: 'success', data: storyMenuTree() })
  if (path === '/admin/sysuserpost/querySysUserPostTree') return json(200, { status: 200, message: 'success', data: STORY_POSTS })
  if (path === '/account/sysuserdetail/updatePassword') {
    if (scenario === 'refused') return json(400, { code: 400, message: 'The old password is incorrect' })
    return json(200, { code: 200, message: 'success', data: null })
  }
  if (path === '/admin/sysorg/admin/queryOrgTree') return json(200, { code: 200, message: 'success', data: STORY_ORG_TREE })
  if (path === '/uaa/logout') return json(200, { code: 200, message: 'success', data: null })
  if (path === '/chemistry/compound/queryCompounds') {
    const id = Number(url.searchParams.get('id'))
    const search = (url.searchParams.get('search') ?? '').toLowerCase()
    const list = STORY_COMPOUNDS.filter((c) => (!id || c.id === id) && (!search || c.name.toLowerCase().includes(search)))
    // A substructure search answers as the RDKit cartridge does over a million compounds: the
    // first 10 000 matches kept, and said so.
    if (url.searchParams.get('substructure')) {
      return json(200, { status: 200, message: 'success', data: { list, pagination: { total: 10_000, pageSize: 20, current: 1 }, hitLimit: 10_000 } })
    }
    return json(200, { status: 200, message: 'success', data: { list, pagination: { total: list.length, pageSize: 20, current: 1 } } })
  }
  if (path === '/chemistry/compound/queryCompoundPoints')
    return json(200, { status: 200, message: 'success', data: { list: STORY_POINTS, total: STORY_POINTS.length } })
  if (path === '/chemistry/compound/queryCompoundColumns') {
    return json(200, {
      status: 200,
      message: 'success',
      data: { activities: ['Solubility (mg/mL)'], tags: [...new Set(STORY_COMPOUNDS.flatMap((c) => c.tags))].sort(), alerts: ['hydroquinone', 'phenol_ester'] },
    })
  }
  if (path === '/chemistry/compound/importCompounds') {
    const rows = (JSON.parse(String(init?.body ?? '{}')) as { rows?: unknown[] }).rows ?? []
    return json(200, { status: 200, message: 'success', data: { imported: rows.length, rejected: [] } })
  }
  const job = importJobAnswer(path, init)
  if (job !== undefined) return json(200, { status: 200, message: 'success', data: job })
  if (path.startsWith('/notification/notification/')) return json(200, { code: 200, message: 'success', data: notificationAnswer(path, url) })
  return json(404, { code: 404, message: 'Not found' })
}

/** A large import as the server answers it: one unfinished job offered, a job per start, every
 * batch stored but for rows whose structure is `C1CC(` (rejected, as the server words it). */
const storyJob = {
  id: 7,
  fileName: 'library.csv',
  fileSize: 1_234_567,
  fileKey: 'library.csv|1234567|0',
  state: 'stopped',
  nextRow: 4_002,
  imported: 3_996,
  rejected: 4,
  createdAt: '2026-11-26T09:00:00Z',
  updatedAt: '2026-11-26T09:12:00Z',
}
let storyRejected: Array<{ row: number; code: string; reason: string; structure: string }> = []
function importJobAnswer(path: string, init?: RequestInit): unknown {
  const body = () =>
    JSON.parse(String(init?.body ?? '{}')) as {
      id?: number
      rows?: Array<{ row: number; smiles: string }>
      fileName?: string
      fileSize?: number
      fileKey?: string
      state?: string
    }
  if (path === '/chemistry/compound/queryImports') return [storyJob]
  if (path === '/chemistry/compound/startImport') {
    storyRejected = []
    const { fileName, fileSize, fileKey } = body()
    return { ...storyJob, id: 8, fileName, fileSize, fileKey, state: 'running', nextRow: 1, imported: 0, rejected: 0 }
  }
  if (path === '/chemistry/compound/importBatch') {
    const { id, rows = [] } = body()
    const rejected = rows
      .filter((r) => r.smiles === 'C1CC(')
      .map((r) => ({ row: r.row, code: 'invalid', reason: 'The structure cannot be read', structure: r.smiles }))
    storyRejected.push(...rejected)
    const imported = (lastStory.imported += rows.length - rejected.length)
    lastStory.rejected += rejected.length
    return { job: { ...storyJob, id, state: 'running', nextRow: (rows.at(-1)?.row ?? 0) + 1, imported, rejected: lastStory.rejected }, rejected }
  }
  if (path === '/chemistry/compound/finishImport') {
    const { id, state } = body()
    return { ...storyJob, id, state, imported: lastStory.imported, rejected: lastStory.rejected, nextRow: 15_002 }
  }
  if (path === '/chemistry/compound/queryImportRejections')
    return { list: storyRejected, pagination: { total: storyRejected.length, pageSize: 500, current: 1 } }
  return undefined
}
const lastStory = { imported: 0, rejected: 0 }
