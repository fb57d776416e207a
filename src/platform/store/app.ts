/**
 * App state (docs/spec.md#app-state): sidebar, device, language, size. One proxy per page,
 * shared by every element of the bundle. Sidebar and size persist in cookies (docs/spec.md#app-state).
 */
import { proxy } from 'valtio'
import Cookies from 'js-cookie'
import { LANGUAGE_COOKIE, type Language } from '../core/i18n/language.ts'
import type { Size } from '../core/attributes.ts'

export type Device = 'desktop' | 'mobile'

export const SIDEBAR_COOKIE = 'sidebarStatus'
export const SIZE_COOKIE = 'size'

export interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean }
  device: Device
  /** The page-wide language chosen by the user (null: each element resolves its own). */
  language: Language | null
  /** How many times the user has chosen a language: a choice made after an element's `lang`
   * attribute was set wins over that attribute. */
  languageChoices: number
  size: Size
}

function initialSize(): Size {
  const stored = typeof document !== 'undefined' ? Cookies.get(SIZE_COOKIE) : undefined
  return stored === 'default' || stored === 'medium' || stored === 'small' || stored === 'mini' ? stored : 'default'
}

export const appState = proxy<AppState>({
  sidebar: {
    opened: typeof document === 'undefined' ? true : Cookies.get(SIDEBAR_COOKIE) !== '0',
    withoutAnimation: false,
  },
  device: 'desktop',
  language: null,
  languageChoices: 0,
  size: initialSize(),
})

export function toggleSidebar(): void {
  appState.sidebar.opened = !appState.sidebar.opened
  appState.sidebar.withoutAnimation = false
  Cookies.set(SIDEBAR_COOKIE, appState.sidebar.opened ? '1' : '0', { path: '/', sameSite: 'Lax' })
}

export function closeSidebar(withoutAnimation: boolean): void {
  appState.sidebar.opened = false
  appState.sidebar.withoutAnimation = withoutAnimation
  Cookies.set(SIDEBAR_COOKIE, '0', { path: '/', sameSite: 'Lax' })
}

export function setDevice(device: Device): void {
  appState.device = device
}

export function setLanguage(language: Language): void {
  appState.language = language
  appState.languageChoices += 1
  Cookies.set(LANGUAGE_COOKIE, language, { path: '/', sameSite: 'Lax', expires: 365 })
}

export function setSize(size: Size): void {
  appState.size = size
  Cookies.set(SIZE_COOKIE, size, { path: '/', sameSite: 'Lax', expires: 365 })
}
