import { describe, expect, it } from 'vitest'
import { generateRoutes } from '#platform/core/permission.ts'
import { PUBLIC_PATHS, guard, loginPath, logoutPath, redirectFromQuery, type GuardDecision } from '#platform/core/routes/guard.ts'
import { TABLE, constantRoutes } from '../../../fixtures/routeTable.ts'
import { ADMIN, EDITOR, adminMenu, editorMenu } from '../../../fixtures/menus.ts'

const editorRoutes = generateRoutes(TABLE, EDITOR, { menu: editorMenu }).routes
const adminRoutes = generateRoutes(TABLE, ADMIN, { menu: adminMenu }).routes

const signedOut = (path: string) => guard({ path, hasToken: false, routesReady: false, routes: constantRoutes, table: TABLE })
const loading = (path: string) => guard({ path, hasToken: true, routesReady: false, routes: constantRoutes, table: TABLE })
const editor = (path: string) => guard({ path, hasToken: true, routesReady: true, routes: editorRoutes, table: TABLE })
const admin = (path: string) => guard({ path, hasToken: true, routesReady: true, routes: adminRoutes, table: TABLE })

/** The decision without the match object, for compact expectations. */
function brief(d: GuardDecision): string {
  switch (d.action) {
    case 'allow':
      return `allow ${d.match.route.view}`
    case 'redirect':
      return `redirect ${d.to}`
    case 'forbidden':
      return `forbidden ${d.to}`
    case 'wait':
      return 'wait'
  }
}

describe('guard without a token', () => {
  it('lets the public pages through', () => {
    expect(PUBLIC_PATHS).toEqual(['/login', '/loginNew', '/home', '/signUp'])
    expect(brief(signedOut('/login'))).toBe('allow login')
    expect(brief(signedOut('/loginNew?redirect=%2Fsider'))).toBe('allow loginNew')
    expect(brief(signedOut('/home'))).toBe('allow home')
    expect(brief(signedOut('/signUp'))).toBe('allow signUp')
  })

  it('follows / to /home', () => {
    expect(brief(signedOut('/'))).toBe('redirect /home')
  })

  it('sends every other path to /login keeping the intended full path', () => {
    expect(brief(signedOut('/workbench?tab=2#top'))).toBe('redirect /login?redirect=%2Fworkbench%3Ftab%3D2%23top')
    expect(brief(signedOut('/404'))).toBe('redirect /login?redirect=%2F404')
    expect(brief(signedOut('/no/such/page'))).toBe('redirect /login?redirect=%2Fno%2Fsuch%2Fpage')
    expect(brief(signedOut('/signup'))).toBe('redirect /login?redirect=%2Fsignup')
  })
})

describe('guard with a token', () => {
  it('moves away from the login pages, to a safe redirect target or the workbench', () => {
    expect(brief(loading('/login'))).toBe('redirect /workbench')
    expect(brief(loading('/loginNew?redirect=%2Fsystem%2Fusers%3Fp%3D2'))).toBe('redirect /system/users?p=2')
    expect(brief(loading('/login?redirect=https%3A%2F%2Fevil.example%2F'))).toBe('redirect /workbench')
    expect(brief(loading('/login?redirect=%2F%2Fevil.example'))).toBe('redirect /workbench')
    expect(brief(loading('/login?redirect=%2Flogin'))).toBe('redirect /workbench')
  })

  it('waits while routes load — a deep link never flashes a 404', () => {
    expect(brief(loading('/attendance/records'))).toBe('wait')
    expect(brief(loading('/docking'))).toBe('wait')
    expect(brief(loading('/home'))).toBe('wait')
  })

  it('allows permitted screens, trailing slash and query included', () => {
    expect(brief(editor('/workbench'))).toBe('allow workbench')
    expect(brief(editor('/workbench/?x=1'))).toBe('allow workbench')
    expect(brief(editor('/attendance/records'))).toBe('allow attendanceRecords')
    expect(brief(editor('/profile/index'))).toBe('allow profile')
    expect(brief(editor('/home'))).toBe('allow home')
    expect(brief(editor('/404'))).toBe('allow notFound')
  })

  it('allows the refresh route', () => {
    const d = editor('/redirect/attendance/records?x=1')
    expect(brief(d)).toBe('allow redirect')
    expect(d.action === 'allow' && d.match.params).toEqual({ path: 'attendance/records' })
  })

  it('follows group redirects to the first permitted screen, keeping the query', () => {
    expect(brief(editor('/drug?x=1'))).toBe('redirect /workbench?x=1')
    expect(brief(editor('/attendance'))).toBe('redirect /attendance/records')
    expect(brief(editor('/'))).toBe('redirect /home')
  })

  it('forbids screens that exist but are not permitted (401)', () => {
    expect(brief(editor('/system/users'))).toBe('forbidden /401')
    expect(brief(editor('/attendance/scope'))).toBe('forbidden /401')
    expect(brief(editor('/guide'))).toBe('forbidden /401')
    expect(brief(admin('/system/users'))).toBe('allow systemUsers')
    expect(brief(admin('/attendance/scope'))).toBe('allow signinScope')
  })

  it('sends unknown paths to /404, matching exactly', () => {
    expect(brief(editor('/no/such/page'))).toBe('redirect /404')
    expect(brief(editor('/2'))).toBe('redirect /404')
    expect(brief(editor('/workbench/extra'))).toBe('redirect /404')
  })

  it('tells 401 from 404 by the table it is given', () => {
    const d = guard({ path: '/system/users', hasToken: true, routesReady: true, routes: editorRoutes, table: { constant: TABLE.constant, async: [] } })
    expect(brief(d)).toBe('redirect /404')
  })
})

describe('login and logout targets', () => {
  it('builds the login and logout paths with the full path kept', () => {
    expect(loginPath('/sider?m=1')).toBe('/login?redirect=%2Fsider%3Fm%3D1')
    expect(logoutPath('/system/users?page=2')).toBe('/loginNew?redirect=%2Fsystem%2Fusers%3Fpage%3D2')
  })

  it('reads a same-origin redirect query, else the fallback', () => {
    expect(redirectFromQuery('?redirect=%2Fguide%23step')).toBe('/guide#step')
    expect(redirectFromQuery('/loginNew?x=1&redirect=/2d')).toBe('/2d')
    expect(redirectFromQuery('redirect=/sider')).toBe('/sider')
    expect(redirectFromQuery('?redirect=javascript:alert(1)')).toBe('/')
    expect(redirectFromQuery('?redirect=%5C%5Cevil.example', '/home')).toBe('/home')
    expect(redirectFromQuery('', '/workbench')).toBe('/workbench')
  })

  it('lands a signed-in user on the workbench for targets that resolve off-site, never on them', () => {
    for (const evil of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/studentwork/..//evil.example']) {
      const to = redirectFromQuery(`?redirect=${encodeURIComponent(evil)}`, '/workbench')
      expect(to, evil).toBe('/workbench')
      const decision = guard({ path: `/login?redirect=${encodeURIComponent(evil)}`, hasToken: true, routesReady: true, routes: adminRoutes, table: TABLE })
      expect(brief(decision), evil).toBe('redirect /workbench')
    }
  })

  it("strips the base path from a redirect that carries the page's full path", () => {
    expect(redirectFromQuery('?redirect=%2Fstudentwork%2Fguide', '/workbench')).toBe('/guide')
    expect(redirectFromQuery('?redirect=/portal/sider?x=1', '/workbench', '/portal/')).toBe('/sider?x=1')
    expect(brief(guard({ path: '/login?redirect=/studentwork/guide', hasToken: true, routesReady: true, routes: adminRoutes, table: TABLE }))).toBe(
      'redirect /guide',
    )
  })
})
