// <sw-console>'s layout shell against the real reference server: sign-in through its own
// screen, the sidebar's collapse/expand with its cookie, an external page in the menu, and the
// tag bar's operations.
import { beforeEach, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/dom'
import '../../elements/sw-console.ts'
import { mount, shadow } from './helpers.ts'
import {
  activeTab,
  breadcrumbTrail,
  button,
  consoleHtml,
  menuLabels,
  mountSignedIn,
  openTagMenu,
  resetPage,
  sidebar,
  signInFirst,
  signInThroughScreen,
  liveServerForFile,
  tab,
  tabTitles,
  visibleHeading,
  visit,
} from './console.ts'

const live = liveServerForFile()

beforeEach(resetPage)

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1)

describe('<sw-console> sidebar', { timeout: 15_000 }, () => {
  it('collapses to icons and expands again from the hamburger, keeping the state in the sidebarStatus cookie', async () => {
    const el = await mount(consoleHtml(live))
    // Anonymous: the landing page, then the console's own sign-in screen.
    await signInThroughScreen(el, live)
    expect(menuLabels(el)).toEqual(expect.arrayContaining(['Drug discovery', 'Workbench', 'System', 'Users']))
    expect(sidebar(el).style.width).toBe('210px')
    expect(sidebar(el).textContent).toContain('Studentwork')

    const hamburger = button(el, 'Collapse the menu')
    expect(hamburger.getAttribute('aria-expanded')).toBe('true')
    hamburger.click()
    await waitFor(() => expect(hamburger.getAttribute('aria-label')).toBe('Expand the menu'))
    expect(hamburger.getAttribute('aria-expanded')).toBe('false')
    expect(cookie('sidebarStatus')).toBe('0')
    // Icons only: no titles as text (the links keep them as tooltips), no logo text, narrow.
    expect(sidebar(el).style.width).toBe('64px')
    expect(sidebar(el).textContent).toBe('')
    const links = [...sidebar(el).querySelectorAll('a')]
    expect(links.map((a) => a.title)).toEqual(expect.arrayContaining(['Workbench', 'Users', 'My notifications']))
    expect(links.every((a) => a.querySelector('svg'))).toBe(true)

    hamburger.click()
    await waitFor(() => expect(hamburger.getAttribute('aria-label')).toBe('Collapse the menu'))
    expect(cookie('sidebarStatus')).toBe('1')
    expect(sidebar(el).style.width).toBe('210px')
    expect(menuLabels(el)).toContain('Workbench')
  })

  it('shows a menu entry whose path is an http(s) address as a link to a new tab, not a route', async () => {
    // A menu as the family's backends hold it: an external page under System, granted to admins.
    await live.query(
      "insert into menus (tenant_id, id, parent_id, name, path, title, icon, sort) select id, 990, 4, 'Handbook', 'https://docs.example.org/handbook', 'Handbook', 'book', 99 from tenants where code = 'acme' on conflict do nothing",
    )
    try {
      await signInFirst(live)
      const el = await mountSignedIn(live)
      await waitFor(() => expect(menuLabels(el).some((label) => label.startsWith('Handbook'))).toBe(true))
      const handbook = [...sidebar(el).querySelectorAll('a')].find((a) => a.textContent?.includes('Handbook'))!
      expect(handbook.getAttribute('href')).toBe('https://docs.example.org/handbook')
      expect(handbook.getAttribute('target')).toBe('_blank')
      expect(handbook.getAttribute('rel')).toBe('noopener noreferrer')
      expect(handbook.textContent).toContain('(opens in a new tab)')
    } finally {
      await live.query('delete from menus where id = 990')
    }
  })

  it('a console mounted after the menu was collapsed starts collapsed', async () => {
    await signInFirst(live)
    const first = await mountSignedIn(live)
    button(first, 'Collapse the menu').click()
    await waitFor(() => expect(cookie('sidebarStatus')).toBe('0'))
    first.parentElement!.remove()

    const second = await mountSignedIn(live)
    expect(button(second, 'Expand the menu').getAttribute('aria-expanded')).toBe('false')
    expect(sidebar(second).style.width).toBe('64px')
    expect(sidebar(second).textContent).toBe('')
  })
})

describe('<sw-console> links of the sidebar and the tag bar', { timeout: 15_000 }, () => {
  it('navigate on a plain click and leave a modified or middle click to the browser', async () => {
    await signInFirst(live)
    const el = await mountSignedIn(live)
    await waitFor(() => expect(activeTab(el)).toBe('Workbench'))
    const users = [...sidebar(el).querySelectorAll('a')].find((a) => a.title === 'Users')!
    // The memory router's href is the path itself (the browser router's carries the base path: e2e).
    expect(users.getAttribute('href')).toBe('/system/users')

    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ctrlKey: true })
    users.dispatchEvent(ctrl)
    const middle = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 1 })
    users.dispatchEvent(middle)
    expect(ctrl.defaultPrevented).toBe(false)
    expect(middle.defaultPrevented).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(activeTab(el)).toBe('Workbench')

    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })
    users.dispatchEvent(plain)
    expect(plain.defaultPrevented).toBe(true)
    await waitFor(() => expect(activeTab(el)).toBe('Users'))
    expect(users.getAttribute('aria-current')).toBe('page')
    expect(tab(el, 'Users').querySelector('a')!.getAttribute('aria-current')).toBe('page')

    tab(el, 'Workbench').querySelector('a')!.click()
    await waitFor(() => expect(activeTab(el)).toBe('Workbench'))
    expect(users.getAttribute('aria-current')).toBeNull()
    expect(breadcrumbTrail(el)).toEqual(['Home', 'Drug discovery', 'Workbench'])
  })
})

describe('<sw-console> tags', { timeout: 15_000 }, () => {
  it('adds a tag per visited screen; closing the active tag goes to its neighbour, closing another stays', async () => {
    await signInFirst(live)
    const el = await mountSignedIn(live)
    // The affixed workbench is there from the start and cannot be closed.
    await waitFor(() => expect(tabTitles(el)).toEqual(['Workbench']))
    expect(activeTab(el)).toBe('Workbench')
    expect(tab(el, 'Workbench').querySelector('button')).toBeNull()

    await visit(el, 'Design workspace')
    await visit(el, 'Guide')
    await visit(el, 'Users')
    expect(tabTitles(el)).toEqual(['Workbench', 'Design workspace', 'Guide', 'Users'])
    expect(breadcrumbTrail(el)).toEqual(['Home', 'System', 'Users'])
    // Visiting a screen again does not add a second tag.
    await visit(el, 'Guide')
    expect(tabTitles(el)).toEqual(['Workbench', 'Design workspace', 'Guide', 'Users'])
    await visit(el, 'Users')

    button(el, 'Close Users').click()
    await waitFor(() => expect(tabTitles(el)).toEqual(['Workbench', 'Design workspace', 'Guide']))
    await waitFor(() => expect(activeTab(el)).toBe('Guide'))
    expect(breadcrumbTrail(el)).toEqual(['Home', 'Drug discovery', 'Guide'])
    await waitFor(() => expect(document.title).toBe('Guide - Studentwork'))

    button(el, 'Close Design workspace').click()
    await waitFor(() => expect(tabTitles(el)).toEqual(['Workbench', 'Guide']))
    expect(activeTab(el)).toBe('Guide')
  })

  it('offers Refresh, Close, Close others and Close all on right-click; Escape closes the menu', async () => {
    await signInFirst(live)
    const el = await mountSignedIn(live)
    await visit(el, 'Guide')

    expect(await openTagMenu(el, 'Guide')).toEqual(['Refresh', 'Close', 'Close others', 'Close all'])
    expect(shadow(el).querySelector('[role=menu]')?.getAttribute('aria-label')).toBe('Tab actions')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await waitFor(() => expect(shadow(el).querySelector('[role=menu]')).toBeNull())

    // An affixed tag cannot be closed: no Close in its menu.
    expect(await openTagMenu(el, 'Workbench')).toEqual(['Refresh', 'Close others', 'Close all'])
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await waitFor(() => expect(shadow(el).querySelector('[role=menu]')).toBeNull())

    // Close from the menu on the active tag: gone, and the neighbour becomes active.
    expect(await openTagMenu(el, 'Guide')).toContain('Close')
    button(el, 'Close', shadow(el).querySelector('[role=menu]')!).click()
    await waitFor(() => expect(tabTitles(el)).toEqual(['Workbench']))
    await waitFor(() => expect(activeTab(el)).toBe('Workbench'))
    expect(shadow(el).querySelector('[role=menu]')).toBeNull()
  })

  it('Close others keeps the affixed tags and the chosen one (made active); Close all keeps the affixed tags', async () => {
    await signInFirst(live)
    const el = await mountSignedIn(live)
    await visit(el, 'Design workspace')
    await visit(el, 'Guide')
    await visit(el, 'Roles')
    expect(tabTitles(el)).toEqual(['Workbench', 'Design workspace', 'Guide', 'Roles'])

    expect(await openTagMenu(el, 'Guide')).toContain('Close others')
    button(el, 'Close others').click()
    await waitFor(() => expect(tabTitles(el)).toEqual(['Workbench', 'Guide']))
    await waitFor(() => expect(activeTab(el)).toBe('Guide'))
    expect(breadcrumbTrail(el)).toEqual(['Home', 'Drug discovery', 'Guide'])

    await visit(el, 'Organisations')
    expect(await openTagMenu(el, 'Organisations')).toContain('Close all')
    button(el, 'Close all').click()
    await waitFor(() => expect(tabTitles(el)).toEqual(['Workbench']))
    await waitFor(() => expect(activeTab(el)).toBe('Workbench'))
    await waitFor(() => expect(document.title).toBe('Workbench - Studentwork'))
  })

  it("Refresh renders the tag's screen afresh and comes back to it", async () => {
    await signInFirst(live)
    const el = await mountSignedIn(live)
    await visit(el, 'Guide')
    const before = await waitFor(() => visibleHeading(el))
    expect(before.textContent).toBe('Guide to the drug-discovery tools')

    expect(await openTagMenu(el, 'Guide')).toContain('Refresh')
    button(el, 'Refresh').click()
    // Back on the same screen, rendered afresh (a new heading element).
    await waitFor(() => {
      const after = visibleHeading(el)
      expect(after).not.toBe(before)
      expect(after.textContent).toBe('Guide to the drug-discovery tools')
      expect(activeTab(el)).toBe('Guide')
    })
    expect(tabTitles(el)).toEqual(['Workbench', 'Guide'])
  })
})
