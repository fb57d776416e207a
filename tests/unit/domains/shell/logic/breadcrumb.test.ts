import { describe, expect, it } from 'vitest'
import { buildBreadcrumb } from '../../../../../src/domains/shell/logic/breadcrumb.ts'
import { matchRoute } from '#platform/core/routes/match.ts'
import type { AppRoute } from '#platform/core/routes/table.ts'
import { ALL_ROUTES } from '../../../fixtures/routeTable.ts'

const crumbsAt = (path: string) => buildBreadcrumb(matchRoute(ALL_ROUTES, path)?.matched ?? [], path)

describe('buildBreadcrumb', () => {
  it('prepends a home entry to /workbench; groups link to their redirect; the last item is plain', () => {
    expect(crumbsAt('/attendance/records')).toEqual([
      { path: '/workbench', title: 'Home', to: '/workbench' },
      { path: '/attendance', title: 'Attendance', to: '/attendance/scope' },
      { path: '/attendance/records', title: 'Sign-in records', to: null },
    ])
  })

  it('does not prepend home when the first route is named Home', () => {
    expect(crumbsAt('/home')).toEqual([{ path: '/home', title: 'Home', to: null }])
    const home: AppRoute = { path: '/start', name: ' HOME ', meta: { title: 'Start' } }
    expect(buildBreadcrumb([home], '/start')).toEqual([{ path: '/start', title: 'Start', to: null }])
  })

  it('leaves out routes with breadcrumb false and routes without a title', () => {
    expect(crumbsAt('/profile/index')).toEqual([
      { path: '/workbench', title: 'Home', to: '/workbench' },
      { path: '/profile/index', title: 'Profile', to: null },
    ])
    const untitled: AppRoute = { path: '/g', view: 'layout', meta: { title: '' }, children: [] }
    const leaf: AppRoute = { path: '/g/x', name: 'X', meta: { title: 'X' } }
    expect(buildBreadcrumb([untitled, leaf], '/g/x')?.map((c) => c.title)).toEqual(['Home', 'X'])
  })

  it('keeps menu-hidden routes (hidden is a menu flag, not a breadcrumb one)', () => {
    expect(crumbsAt('/404')?.map((c) => c.title)).toEqual(['Home', 'Page Not Found'])
  })

  it('renders noRedirect groups as plain text', () => {
    const group: AppRoute = { path: '/g', view: 'layout', redirect: 'noRedirect', meta: { title: 'G' } }
    const leaf: AppRoute = { path: '/g/x', name: 'X', meta: { title: 'X' } }
    expect(buildBreadcrumb([group, leaf], '/g/x')).toEqual([
      { path: '/workbench', title: 'Home', to: '/workbench' },
      { path: '/g', title: 'G', to: null },
      { path: '/g/x', title: 'X', to: null },
    ])
  })

  it('gives only the plain home entry when nothing titled matched', () => {
    expect(buildBreadcrumb([], '/')).toEqual([{ path: '/workbench', title: 'Home', to: null }])
  })

  it('returns null on refresh paths so the previous breadcrumb stays', () => {
    expect(crumbsAt('/redirect/attendance/records')).toBeNull()
    expect(buildBreadcrumb([], '/redirect')).toBeNull()
  })
})
