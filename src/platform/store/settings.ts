/**
 * Console settings (docs/spec.md#settings), persisted in local storage.
 */
import { msg } from '@lingui/core/macro'
import { dismissToast, showToast } from './feedback.ts'
import { proxy, subscribe } from 'valtio'
import { DEFAULT_THEME_COLOR } from '../core/attributes.ts'

export interface SettingsState {
  themeColor: string
  showSettings: boolean
  tagsView: boolean
  fixedHeader: boolean
  sidebarLogo: boolean
  supportPinyinSearch: boolean
}

export const SETTINGS_KEY = 'sw-settings'

export const DEFAULT_SETTINGS: SettingsState = {
  themeColor: DEFAULT_THEME_COLOR,
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  supportPinyinSearch: true,
}

function load(): SettingsState {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SETTINGS_KEY)
    if (raw) return { ...DEFAULT_SETTINGS, ...(JSON.parse(raw) as Partial<SettingsState>) }
  } catch {
    // Unreadable settings fall back to the defaults.
  }
  return { ...DEFAULT_SETTINGS }
}

export const settingsState = proxy<SettingsState>(load())

if (typeof localStorage !== 'undefined') {
  subscribe(settingsState, () => {
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(settingsState))
    } catch {
      // Storage full or blocked: settings stay for this page only.
    }
  })
}

export function changeSetting<K extends keyof SettingsState>(key: K, value: SettingsState[K]): void {
  settingsState[key] = value
}

/** A theme change shows a loading message (docs/spec.md#theme-change) until the new colour has been drawn (two
 * frames after the change), and at least long enough to be read. */
export function changeThemeColor(color: string, minimumMs = 500): void {
  const id = showToast({ kind: 'loading', message: msg`Applying the theme colour…`, duration: 10_000 })
  const started = Date.now()
  settingsState.themeColor = color
  const frame = globalThis.requestAnimationFrame ?? ((run: () => void) => setTimeout(run, 16))
  frame(() => frame(() => setTimeout(() => dismissToast(id), Math.max(0, minimumMs - (Date.now() - started)))))
}

export function resetSettings(): void {
  Object.assign(settingsState, DEFAULT_SETTINGS)
}
