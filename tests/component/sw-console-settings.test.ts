// <sw-console>'s settings panel and language select against the real reference server: changes
// apply at once, persist (local storage, `language` cookie) and re-translate the shell live.
import { beforeEach, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/dom'
import '../../elements/sw-console.ts'
import { $, shadow } from './helpers.ts'
import {
  activeTab,
  breadcrumbTrail,
  button,
  menuLabels,
  mountSignedIn,
  resetPage,
  signInFirst,
  liveServerForFile,
  tabTitles,
  tagBar,
  visit,
} from './console.ts'

const live = liveServerForFile()

beforeEach(async () => {
  resetPage()
  await signInFirst(live)
})

const settingsPanel = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part=settings]')
const primary = (el: HTMLElement) => $(el, '.sw-root').style.getPropertyValue('--sw-color-primary')
const stored = () => JSON.parse(localStorage.getItem('sw-settings') ?? '{}') as Record<string, unknown>

async function openSettings(el: HTMLElement): Promise<HTMLElement> {
  button(el, 'Settings').click()
  return waitFor(() => {
    const panel = settingsPanel(el)
    if (!panel) throw new Error('settings panel not open')
    return panel
  })
}

describe('<sw-console> settings panel', { timeout: 15_000 }, () => {
  it('hides the tag bar and changes the theme colour at once, keeps both in local storage, and resets', async () => {
    const el = await mountSignedIn(live)
    expect(tagBar(el)).not.toBeNull()
    expect(primary(el)).toBe('')

    const panel = await openSettings(el)
    expect(panel.textContent).toContain('Page style settings')
    const tagsSwitch = $(el, '[part=settings] [role=switch][name=tagsView]')
    expect(tagsSwitch.getAttribute('aria-checked')).toBe('true')
    tagsSwitch.click()
    await waitFor(() => expect(tagsSwitch.getAttribute('aria-checked')).toBe('false'))
    await waitFor(() => expect(tagBar(el)).toBeNull())

    const teal = button(el, '#13c2c2', panel)
    expect(teal.getAttribute('aria-pressed')).toBe('false')
    teal.click()
    await waitFor(() => expect(primary(el)).toBe('#13c2c2'))
    await waitFor(() => expect(teal.getAttribute('aria-pressed')).toBe('true'))
    expect(button(el, '#1890ff', panel).getAttribute('aria-pressed')).toBe('false')

    await waitFor(() => expect(stored()).toMatchObject({ tagsView: false, themeColor: '#13c2c2' }))

    button(el, 'Close', panel).click()
    await waitFor(() => expect(settingsPanel(el)).toBeNull())

    // A console mounted again on the page keeps the choices.
    el.parentElement!.remove()
    const again = await mountSignedIn(live)
    expect(tagBar(again)).toBeNull()
    expect(primary(again)).toBe('#13c2c2')

    // Reset brings the defaults back, also in storage.
    const panelAgain = await openSettings(again)
    button(again, 'Reset settings', panelAgain).click()
    await waitFor(() => expect(tagBar(again)).not.toBeNull())
    await waitFor(() => expect(primary(again)).toBe(''))
    await waitFor(() => expect(stored()).toMatchObject({ tagsView: true, themeColor: '#1890ff' }))
  })

  it('a theme colour chosen in the panel wins over the theme-color attribute', async () => {
    const el = await mountSignedIn(live)
    el.setAttribute('theme-color', '#722ed1')
    await waitFor(() => expect(primary(el)).toBe('#722ed1'))
    const panel = await openSettings(el)
    button(el, '#eb2f96', panel).click()
    await waitFor(() => expect(primary(el)).toBe('#eb2f96'))
  })
})

describe('<sw-console> language select', { timeout: 15_000 }, () => {
  function languageSelect(el: HTMLElement): HTMLSelectElement {
    const select = [...$(el, 'header[part=navbar]').querySelectorAll('select')].find((s) => s.querySelector('option[value=zh]'))
    if (!select) throw new Error('no language select')
    return select
  }

  function choose(select: HTMLSelectElement, value: string): void {
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  }

  it('switches menu, tabs, breadcrumb and document title to Chinese and back, without a reload', async () => {
    // No lang attribute: the page-wide choice decides (as on the demo page).
    const el = await mountSignedIn(live, null)
    await visit(el, 'Users')
    expect(tabTitles(el)).toEqual(['Workbench', 'Users'])
    expect(breadcrumbTrail(el)).toEqual(['Home', 'System', 'Users'])
    expect(document.title).toBe('Users - Studentwork')
    const root = $(el, '.sw-root')
    const select = languageSelect(el)
    expect(select.value).toBe('en')

    choose(select, 'zh')
    await waitFor(() => expect(menuLabels(el)).toContain('工作台'))
    expect(menuLabels(el)).toEqual(expect.arrayContaining(['药物研发', '设计工作区', '系统管理', '用户管理']))
    expect(menuLabels(el)).not.toContain('Workbench')
    expect(tabTitles(el)).toEqual(['工作台', '用户管理'])
    expect(activeTab(el)).toBe('用户管理')
    expect(breadcrumbTrail(el)).toEqual(['首页', '系统管理', '用户管理'])
    await waitFor(() => expect(document.title).toBe('用户管理 - Studentwork'))
    expect(button(el, '收起菜单').getAttribute('aria-expanded')).toBe('true')
    expect(languageSelect(el).value).toBe('zh')
    expect(document.cookie).toContain('language=zh')
    // The same element and screen: nothing was mounted afresh.
    expect($(el, '.sw-root')).toBe(root)

    choose(languageSelect(el), 'en')
    await waitFor(() => expect(menuLabels(el)).toContain('Workbench'))
    expect(tabTitles(el)).toEqual(['Workbench', 'Users'])
    expect(breadcrumbTrail(el)).toEqual(['Home', 'System', 'Users'])
    await waitFor(() => expect(document.title).toBe('Users - Studentwork'))
    expect(document.cookie).toContain('language=en')
  })

  it("lets the user's choice win over the host's lang attribute, until the host changes it", async () => {
    const el = await mountSignedIn(live, 'en')
    expect(languageSelect(el).value).toBe('en')
    choose(languageSelect(el), 'zh')
    await waitFor(() => expect(menuLabels(el)).toContain('工作台'))
    expect(languageSelect(el).value).toBe('zh')
    // The host sets another language afterwards: it is obeyed.
    el.setAttribute('lang', 'tw')
    await waitFor(() => expect(menuLabels(el)).toContain('藥物研發'))
    expect(languageSelect(el).value).toBe('tw')
  })
})
