// A page load after the user collapsed the menu and changed settings: this file's modules are
// fresh (Vitest isolates test files), so the store reads the `sidebarStatus` cookie and the
// `sw-settings` entry exactly as it does on a real page load. The values are the ones the shell
// and settings tests see the console write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/dom'
import { $ } from './helpers.ts'
import type { LiveServer } from './console.ts'

const STORED_SETTINGS = {
  themeColor: '#13c2c2',
  showSettings: true,
  tagsView: false,
  fixedHeader: false,
  sidebarLogo: true,
  supportPinyinSearch: true,
}

let live: LiveServer
let harness: typeof import('./console.ts')

beforeAll(async () => {
  // Before any of the console's modules is evaluated.
  document.cookie = 'sidebarStatus=0; path=/'
  localStorage.setItem('sw-settings', JSON.stringify(STORED_SETTINGS))
  await import('../../elements/sw-console.ts')
  harness = await import('./console.ts')
  live = await harness.startLiveServer()
}, 60_000)

afterAll(async () => {
  await live?.close()
})

describe('<sw-console> after a page load', { timeout: 15_000 }, () => {
  it('starts with the menu collapsed, no tag bar and the stored theme colour', async () => {
    const { button, mountSignedIn, sidebar, signInFirst, tagBar } = harness
    await signInFirst(live)
    const el = await mountSignedIn(live)
    const hamburger = button(el, 'Expand the menu')
    expect(hamburger.getAttribute('aria-expanded')).toBe('false')
    expect(sidebar(el).style.width).toBe('64px')
    expect(sidebar(el).textContent).toBe('')
    expect([...sidebar(el).querySelectorAll('a')].map((a) => a.title)).toContain('Workbench')
    expect(tagBar(el)).toBeNull()
    expect($(el, '.sw-root').style.getPropertyValue('--sw-color-primary')).toBe('#13c2c2')

    // Expanding writes the cookie back.
    hamburger.click()
    await waitFor(() => expect(sidebar(el).style.width).toBe('210px'))
    expect(document.cookie).toContain('sidebarStatus=1')
  })
})
