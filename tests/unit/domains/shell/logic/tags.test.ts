import { describe, expect, it } from 'vitest'
import { asyncRoutes, constantRoutes } from '../../../fixtures/routeTable.ts'
import {
  MAX_CACHED_VIEWS,
  addView,
  affixViews,
  clearTags,
  closeAll,
  closeOthers,
  closeView,
  isTaggable,
  keepViews,
  refreshView,
  toTagView,
  updateView,
  type TagView,
  type TagsState,
} from '../../../../../src/domains/shell/logic/tags.ts'

const workbench = toTagView({ name: 'Workbench', meta: { title: 'Workbench', affix: true } }, '/workbench')
const sider = toTagView({ name: 'Sider', meta: { title: 'Sider' } }, '/sider?mol=1')
const guide = toTagView({ name: 'Guide', meta: { title: 'Guide' } }, '/guide')
const profile = toTagView({ name: 'Profile', meta: { title: 'Profile', noCache: true } }, '/profile/index')

const open = (...views: TagView[]): TagsState => views.reduce(addView, clearTags())
const paths = (s: TagsState) => s.visitedViews.map((v) => v.path)

describe('tag views', () => {
  it('builds a view from a route and its full path', () => {
    expect(sider).toEqual({ path: '/sider', fullPath: '/sider?mol=1', name: 'Sider', title: 'Sider', meta: { title: 'Sider' } })
    expect(toTagView({ meta: { title: '' } }, '/x#h')).toEqual({ path: '/x', fullPath: '/x#h', title: 'no-name', meta: { title: '' } })
  })

  it('tags named screens only', () => {
    expect(isTaggable({ path: '/sider', name: 'Sider', view: 'sider' })).toBe(true)
    expect(isTaggable({ path: '/redirect/:path(.*)', view: 'redirect' })).toBe(false)
    expect(isTaggable({ path: '/drug', name: 'Drug', view: 'layout' })).toBe(false)
  })

  it('does not tag the 401 and 404 screens drawn in the frame', () => {
    expect(isTaggable({ path: '/401', name: 'Unauthorized', view: 'unauthorized' })).toBe(false)
    expect(isTaggable({ path: '/404', name: 'NotFound', view: 'notFound' })).toBe(false)
  })

  it('collects affixed screens from routes', () => {
    expect(affixViews([...constantRoutes, ...asyncRoutes]).map((v) => [v.path, v.name])).toEqual([['/workbench', 'Workbench']])
  })

  it('adds views, skipping a duplicate path, and caches all but noCache ones', () => {
    const s = open(workbench, sider, profile, toTagView({ name: 'Sider', meta: { title: 'Sider' } }, '/sider?mol=2'))
    expect(paths(s)).toEqual(['/workbench', '/sider', '/profile/index'])
    expect(s.visitedViews[1]?.fullPath).toBe('/sider?mol=1')
    expect(s.cachedViews).toEqual(['/workbench', '/sider'])
  })

  it('does not mutate the state it is given', () => {
    const s = open(workbench)
    const frozen = JSON.stringify(s)
    addView(s, sider)
    closeAll(addView(s, sider))
    expect(JSON.stringify(s)).toBe(frozen)
  })

  it('updates a stored view in place of its path', () => {
    const s = updateView(open(workbench, sider), { ...sider, fullPath: '/sider?mol=9' })
    expect(s.visitedViews.map((v) => v.fullPath)).toEqual(['/workbench', '/sider?mol=9'])
  })

  it('caps the cache, evicting the least recently added', () => {
    const views = Array.from({ length: MAX_CACHED_VIEWS + 2 }, (_, i) => toTagView({ name: `V${i}`, meta: { title: `V${i}` } }, `/v${i}`))
    let s = open(...views)
    expect(MAX_CACHED_VIEWS).toBe(20)
    expect(s.cachedViews).toHaveLength(MAX_CACHED_VIEWS)
    expect(s.cachedViews[0]).toBe('/v2')
    expect(s.visitedViews).toHaveLength(MAX_CACHED_VIEWS + 2)
    s = addView(s, views[2] as TagView)
    s = addView(s, toTagView({ name: 'New', meta: { title: 'New' } }, '/new'))
    expect(s.cachedViews).toContain('/v2')
    expect(s.cachedViews).not.toContain('/v3')
    expect(s.cachedViews[s.cachedViews.length - 1]).toBe('/new')
  })

  it('closes a view; closing the active one goes to the last remaining view', () => {
    const s = open(workbench, sider, guide)
    const inactive = closeView(s, sider, '/guide')
    expect(paths(inactive.state)).toEqual(['/workbench', '/guide'])
    expect(inactive.state.cachedViews).toEqual(['/workbench', '/guide'])
    expect(inactive.navigateTo).toBeNull()
    const active = closeView(s, guide, '/guide')
    expect(active.navigateTo).toBe('/sider?mol=1')
  })

  it('goes to / when the closed active view was the last one', () => {
    expect(closeView(open(sider), sider, '/sider')).toEqual({ state: clearTags(), navigateTo: '/' })
  })

  it('never closes an affixed view', () => {
    const s = open(workbench, sider)
    expect(closeView(s, workbench, '/workbench')).toEqual({ state: s, navigateTo: null })
  })

  it('close others keeps affixed views and the chosen one, and makes it active', () => {
    const s = open(workbench, sider, guide, profile)
    const r = closeOthers(s, guide)
    expect(paths(r.state)).toEqual(['/workbench', '/guide'])
    expect(r.state.cachedViews).toEqual(['/workbench', '/guide'])
    expect(r.navigateTo).toBe('/guide')
  })

  it('close all keeps only affixed views and goes to the last of them', () => {
    const s = open(workbench, sider, guide)
    const r = closeAll(s)
    expect(paths(r.state)).toEqual(['/workbench'])
    expect(r.state.cachedViews).toEqual(['/workbench'])
    expect(r.navigateTo).toBe('/workbench')
  })

  it('close all from an affixed tag still navigates to the last remaining view', () => {
    const second = toTagView({ name: 'Pinned', meta: { title: 'Pinned', affix: true } }, '/pinned')
    const r = closeAll(open(workbench, sider, second, guide))
    expect(paths(r.state)).toEqual(['/workbench', '/pinned'])
    expect(r.navigateTo).toBe('/pinned')
  })

  it('close all with nothing affixed goes to /', () => {
    expect(closeAll(open(sider, guide))).toEqual({ state: clearTags(), navigateTo: '/' })
  })

  it('refresh drops the view from the cache and goes through /redirect', () => {
    const r = refreshView(open(workbench, sider), sider)
    expect(r.navigateTo).toBe('/redirect/sider?mol=1')
    expect(r.state.cachedViews).toEqual(['/workbench'])
    expect(paths(r.state)).toEqual(['/workbench', '/sider'])
  })

  it('clears everything on logout or role change', () => {
    expect(clearTags()).toEqual({ visitedViews: [], cachedViews: [] })
  })
})

describe('keepViews', () => {
  it('closes the views no longer permitted, visited and cached alike, without touching the state it was given', () => {
    const state = open(workbench, sider, guide, profile)
    const next = keepViews(state, (view) => view.path !== '/sider')
    expect(paths(next)).toEqual(['/workbench', '/guide', '/profile/index'])
    expect(next.cachedViews).toEqual(['/workbench', '/guide'])
    expect(paths(state)).toEqual(['/workbench', '/sider', '/guide', '/profile/index'])
  })
})
