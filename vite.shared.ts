// Plugins shared by the app build, Vitest and Storybook: the Lingui macro through @babel/core, React,
// Tailwind v4 and its rewrite for shadow roots.
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import type { PluginOption } from 'vite'
import { linguiMacroPlugin } from './scripts/linguiMacro.ts'
import { shadowCssPlugin } from './scripts/shadowCss.ts'

export function sharedPlugins(): PluginOption[] {
  return [linguiMacroPlugin(), react(), tailwindcss(), shadowCssPlugin()]
}
