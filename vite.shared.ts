// Plugins shared by the app build, Vitest and Storybook: the Lingui macro through Babel, React,
// Tailwind v4 and its rewrite for shadow roots.
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import type { PluginOption } from 'vite'
import { shadowCssPlugin } from './scripts/shadowCss.ts'

export function sharedPlugins(): PluginOption[] {
  return [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    tailwindcss(),
    shadowCssPlugin(),
  ]
}
