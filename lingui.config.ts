// Lingui: English source catalogs plus Simplified (zh) and Traditional (tw) Chinese — the
// client's (messages) and the reference server's (server).
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
    {
      // The reference server's messages for people (demo/server/platform/i18n.ts): literals
      // marked /*i18n*/, the English text their id.
      path: '<rootDir>/locales/{locale}/server',
      include: ['<rootDir>/demo/server'],
      exclude: ['**/node_modules/**'],
    },
  ],
})
