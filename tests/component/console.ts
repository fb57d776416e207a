// Harness for <sw-console> component tests: the real reference server listening on an ephemeral
// port in this process (a worker thread, see liveServer.worker.mjs), sign-in through the
// console's own screen or through the product's sign-in flow, and a reset of the page-wide
// stores between tests (what a page load would give).
import { Worker } from 'node:worker_threads'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { configure, waitFor } from '@testing-library/dom'
import { afterAll, beforeAll, expect } from 'vitest'
import { signIn } from '#platform/core/session/signIn.ts'
import { cookieTokenStore } from '#platform/store/tokenCookie.ts'
import { getApi } from '#platform/store/api.ts'
import { appState } from '#platform/store/app.ts'
import { clearErrorLog } from '#platform/store/errorLog.ts'
import { permissionState, resetRoutes } from '#platform/store/permission.ts'
import { resetSettings } from '#platform/store/settings.ts'
import { tagsActions } from '../../src/domains/shell/store/tagsView.ts'
import { clearSession, setSignedIn, setTokenStore } from '#platform/store/user.ts'
import { $, mount, shadow, type } from './helpers.ts'

// Every step here waits on a real server and React's scheduler; a loaded machine needs more than
// the default second.
configure({ asyncUtilTimeout: 3000 })

export interface LiveServer {
  apiBase: string
  password: string
  /** Runs SQL on the server's database: rows a test needs that no seed has. */
  query(sql: string, params?: unknown[]): Promise<void>
  close(): Promise<void>
}

const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'liveServer.worker.mjs')

/** The reference server (seeded snapshot, in-memory database) on 127.0.0.1 with a free port. */
export async function startLiveServer(): Promise<LiveServer> {
  const worker = new Worker(WORKER)
  const { port, password } = await new Promise<{ port: number; password: string }>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  return {
    apiBase: `http://127.0.0.1:${port}/api`,
    password,
    async query(sql, params = []) {
      const done = new Promise((resolve) => worker.once('message', resolve))
      worker.postMessage({ sql, params })
      await done
    },
    async close() {
      const closed = new Promise((resolve) => worker.once('message', resolve))
      worker.postMessage('close')
      await closed
      await worker.terminate()
    },
  }
}

/** One reference server for the calling test file: started before its tests, stopped after. */
export function liveServerForFile(): LiveServer {
  let started: LiveServer | undefined
  const running = () => {
    if (!started) throw new Error('the live server has not started')
    return started
  }
  beforeAll(async () => {
    started = await startLiveServer()
  }, 60_000)
  afterAll(async () => {
    await started?.close()
  })
  return {
    get apiBase() {
      return running().apiBase
    },
    get password() {
      return running().password
    },
    query: (sql, params) => running().query(sql, params),
    close: () => running().close(),
  }
}

/** A fresh page as far as the stores go: nobody signed in, no routes, no tags, default
 * settings, sidebar open, no page-wide language. (setup.ts clears cookies and storage.) */
export function resetPage(): void {
  clearSession()
  resetRoutes()
  permissionState.loading = false
  permissionState.logoutTo = null
  tagsActions.clear()
  resetSettings()
  appState.sidebar.opened = true
  appState.sidebar.withoutAnimation = false
  appState.device = 'desktop'
  appState.language = null
  clearErrorLog()
  localStorage.clear()
}

/** Signs in before the console is mounted, with the product's sign-in flow (what a
 * `<sw-login>` earlier on the page does): the token lands in the `token` cookie. */
export async function signInFirst(live: LiveServer, username = 'admin@acme.test'): Promise<void> {
  setTokenStore(cookieTokenStore)
  const user = await signIn(
    { tenantCode: 'acme', username, password: live.password },
    { api: getApi(live.apiBase), tokens: cookieTokenStore, storage: localStorage },
  )
  setSignedIn(user)
}

/** `lang` null: no attribute (the page-wide choice, i.e. the language select, decides). */
export function consoleHtml(live: LiveServer, lang: string | null = 'en'): string {
  // sync-title: the memory router leaves document.title alone unless asked; these tests read it.
  return `<sw-console router="memory" sync-title="true" api-base="${live.apiBase}"${lang === null ? '' : ` lang="${lang}"`}></sw-console>`
}

/** Mounts the console for a signed-in user: the memory router starts at `/`, i.e. the landing
 * page; its "Go to the workbench" opens the layout shell. */
export async function mountSignedIn(live: LiveServer, lang: string | null = 'en'): Promise<HTMLElement> {
  const el = await mount(consoleHtml(live, lang))
  ;(await waitFor(() => link(el, 'Go to the workbench'), { timeout: 5000 })).click()
  await waitFor(() => expect(shadow(el).querySelector('nav[part=sidebar] a')).toBeTruthy(), { timeout: 5000 })
  return el
}

/** Drives the console's own sign-in screen (reached from /home's "Sign in"). */
export async function signInThroughScreen(el: HTMLElement, live: LiveServer, username = 'admin@acme.test'): Promise<void> {
  const signIn = await waitFor(() => link(el, 'Sign in'), { timeout: 5000 })
  signIn.click()
  await waitFor(() => expect(shadow(el).querySelector('input[name=username]')).toBeTruthy())
  type($(el, 'input[name=tenantCode]'), 'acme')
  type($(el, 'input[name=username]'), username)
  type($(el, 'input[name=password]'), live.password)
  $(el, 'button[type=submit]').click()
  await waitFor(() => expect(shadow(el).querySelector('nav[part=sidebar] a')).toBeTruthy(), { timeout: 5000 })
}

const text = (node: Element | null | undefined) => node?.textContent?.trim() ?? ''

/** The link whose visible text is exactly `label` (anywhere in the shadow root). */
export function link(el: HTMLElement, label: string, within: ParentNode = shadow(el)): HTMLAnchorElement {
  const found = [...within.querySelectorAll('a')].find((a) => text(a) === label)
  if (!found) throw new Error(`no link "${label}"`)
  return found
}

export function button(el: HTMLElement, label: string, within: ParentNode = shadow(el)): HTMLButtonElement {
  const found = [...within.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === label || text(b) === label)
  if (!found) throw new Error(`no button "${label}"`)
  return found
}

export const sidebar = (el: HTMLElement) => $(el, 'nav[part=sidebar]')
export const tagBar = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part=tags]')
export const breadcrumb = (el: HTMLElement) => $(el, 'nav[part=breadcrumb]')

/** Visible titles of the sidebar's menu (group buttons and links). */
export function menuLabels(el: HTMLElement): string[] {
  return [...sidebar(el).querySelectorAll('ul a, ul button')].map(text).filter(Boolean)
}

/** The tag bar's titles, in order. */
export function tabTitles(el: HTMLElement): string[] {
  const bar = tagBar(el)
  return bar ? [...bar.children].filter((c) => c.tagName === 'SPAN').map((c) => text(c.querySelector('a'))) : []
}

/** The tag (the span holding its link and close button) titled `title`. */
export function tab(el: HTMLElement, title: string): HTMLElement {
  return link(el, title, tagBar(el) ?? shadow(el)).parentElement as HTMLElement
}

/** The active tag's title (aria-current=page). */
export function activeTab(el: HTMLElement): string {
  return text(tagBar(el)?.querySelector('a[aria-current=page]'))
}

export function breadcrumbTrail(el: HTMLElement): string[] {
  return [...breadcrumb(el).querySelectorAll('li')].map(text)
}

/** Opens a sidebar entry and waits until it is the active tag and the layout's effects for it
 * have run (the document title is set after the visit is recorded as a tag). Acting on the
 * tag bar before that would race the effect that records the visit. */
export async function visit(el: HTMLElement, menuTitle: string, tabTitle = menuTitle): Promise<void> {
  link(el, menuTitle, sidebar(el)).click()
  await waitFor(() => {
    expect(activeTab(el)).toBe(tabTitle)
    expect(document.title).toBe(`${tabTitle} - Studentwork`)
  })
}

export function rightClick(target: HTMLElement): void {
  target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, composed: true, clientX: 40, clientY: 20 }))
}

/** Right-clicks a tag and waits until its context menu is open and ready: the menu's effect
 * focuses the first item and, in the same run, starts listening for Escape and outside clicks. */
export async function openTagMenu(el: HTMLElement, title: string): Promise<string[]> {
  rightClick(tab(el, title))
  return waitFor(() => {
    const first = shadow(el).querySelector('[role=menu] [role=menuitem]')
    expect(first).not.toBeNull()
    expect(shadow(el).activeElement).toBe(first)
    return contextMenuItems(el)
  })
}

/** The open context menu's item labels. */
export function contextMenuItems(el: HTMLElement): string[] {
  const menu = shadow(el).querySelector('[role=menu]')
  return menu ? [...menu.querySelectorAll('[role=menuitem]')].map(text) : []
}

/** The current screen's heading: the <h1> in the main area not inside a hidden kept-alive view. */
export function visibleHeading(el: HTMLElement): HTMLElement {
  const main = $(el, 'main[part=main]')
  const shown = [...main.querySelectorAll('h1')].filter((h) => {
    for (let node: HTMLElement | null = h; node && node !== main; node = node.parentElement) {
      if (node.style.display === 'none' || node.hidden || node.dataset.kept === 'hidden') return false
    }
    return true
  })
  if (shown.length !== 1) throw new Error(`${shown.length} visible headings`)
  return shown[0]!
}
