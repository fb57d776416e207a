/** Configuration of one `<sw-console>` that every screen may read (API, base path, title). */
import { createContext, useContext } from 'react'

export interface ServiceNotice {
  start: string
  end: string
  text: string
}

export interface ConsoleConfig {
  apiBase: string
  basePath: string
  siteTitle: string
  notice: ServiceNotice | null
  /** The effective primary colour (settings, else the theme-color attribute, else default). */
  themeColor: string
}

export const ConsoleContext = createContext<ConsoleConfig>({
  apiBase: '/api',
  basePath: '/studentwork/',
  siteTitle: 'Studentwork',
  notice: null,
  themeColor: '#1890ff',
})

export function useConsole(): ConsoleConfig {
  return useContext(ConsoleContext)
}
