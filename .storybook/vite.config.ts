// Storybook's Vite config: the shared plugins only (not the multi-entry element build).
import { defineConfig } from 'vite'
import { sharedPlugins } from '../vite.shared.ts'

export default defineConfig({ plugins: sharedPlugins() })
