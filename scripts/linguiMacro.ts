/**
 * The Lingui macro in the build, tests and Storybook: files that import `@lingui/*\/macro` go
 * through @babel/core with @lingui/babel-plugin-lingui-macro before React's transform. This is
 * what @rolldown/plugin-babel did for us; every release of that plugin declares Node ≥ 22.12, so
 * `npm install` warned EBADENGINE on the Node 20.19+ the README promises — @babel/core runs on
 * Node 20 and needs no wrapper.
 */
import { transformAsync } from '@babel/core'
import type { Plugin } from 'vite'

const SOURCE = /\.[cm]?[jt]sx?$/
const USES_MACRO = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/

export function linguiMacroPlugin(): Plugin {
  return {
    name: 'studentwork:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !USES_MACRO.test(code)) return null
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      })
      return result?.code ? { code: result.code, map: result.map } : null
    },
  }
}
