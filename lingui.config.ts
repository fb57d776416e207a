// Lingui: English source catalog plus Simplified (zh) and Traditional (tw) Chinese.
import { defineConfig } from '@lingui/cli'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh', 'tw'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/elements'],
      exclude: ['**/node_modules/**'],
    },
  ],
})
