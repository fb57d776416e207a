/** Configuration of one `<sw-console>` that every screen may read (API, base path, title). */
import { createContext, useContext } from 'react'
import type { ServiceNotice } from '../core/notice.ts'

export type { ServiceNotice } from '../core/notice.ts'

export interface ConsoleConfig {
  apiBase: string
  basePath: string
  siteTitle: string
  notice: ServiceNotice | null
  /** The effective primary colour (settings, else the theme-color attribute, else default). */
  themeColor: string
  /** Whether the console sets `document.title` (browser router, or the `sync-title` opt-in). */
  syncTitle: boolean
}

export const ConsoleContext = createContext<ConsoleConfig | null>(null)

/** The console's configuration; throws outside `<sw-console>`. */
export function useConsole(): ConsoleConfig {
  const config = useContext(ConsoleContext)
  if (!config) throw new Error('useConsole() is used outside the console (no ConsoleContext provider).')
  return config
}
