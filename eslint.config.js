// ESLint: typescript-eslint's recommended rules, React hooks rules, browser + Node globals, and
// the architecture's boundaries (docs/ARCHITECTURE.md), checked at any depth:
// - no import cycles anywhere (import-x/no-cycle);
// - src/platform never imports a domain or the composition (src/app);
// - a domain reaches another only through that domain's index.ts;
// - src/platform/core and every domain's logic/ and contract.ts are framework-free: no React,
//   no valtio, no DOM globals;
// - src/ never imports demo/ or elements/;
// - the reference server (demo/server) keeps the same platform/domains rules, and imports from
//   src/ only framework-free code (platform/core, a domain's contract.ts, logic/ and data/);
// - scripts/ never imports tests/.
import fs from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import globals from 'globals'

const foldersIn = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : []

/** Each domain under `root` may import another domain only through that domain's index.ts. */
const domainZones = (root) => {
  const domains = foldersIn(root)
  return domains.flatMap((target) =>
    domains
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${root}/${target}`,
        from: `./${root}/${from}`,
        except: ['./index.ts'],
        message: `A domain imports another only through its index.ts (${root}/${from}/index.ts).`,
      })),
  )
}

/** What the reference server may import from the client: framework-free code only — the
 * platform's core and each domain's contract.ts, logic/ and data/. */
const serverFromClient = () => ({
  target: './demo/server',
  from: './src',
  except: [
    './platform/core',
    ...foldersIn('src/domains').flatMap((d) => [`./domains/${d}/contract.ts`, `./domains/${d}/contract`, `./domains/${d}/logic`, `./domains/${d}/data`]),
  ],
  message: "The server imports from src/ only framework-free code: platform/core and a domain's contract.ts, logic/ and data/.",
})

const FRAMEWORK = ['react', 'react-dom', 'react/*', 'react-dom/*', '@lingui/react', '@lingui/react/*', 'valtio', 'valtio/*', 'js-cookie', 'lucide-react']
/** Browser globals a framework-free module must not touch (it runs in Node tests as it is). */
const DOM_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'customElements', 'HTMLElement', 'ShadowRoot']

export default tseslint.config(
  { ignores: ['dist', 'dist-storybook', 'node_modules', '.data', 'locales/**/*.ts', 'storybook-static', 'coverage', '.tmp*', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.name='eval']", message: 'No eval.' }],
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['demo/public/**/*.js', 'tests/package/hosts/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.ts', 'demo/server/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: Infinity, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/platform', from: './src/domains', message: 'The platform never imports a domain.' },
            { target: './src/platform', from: './src/app', message: 'The platform never imports the composition.' },
            { target: './src/domains', from: './src/app', message: 'A domain never imports the composition.' },
            { target: './src', from: './demo', message: 'src/ never imports from demo/.' },
            { target: './src', from: './elements', message: 'src/ never imports from elements/.' },
            ...domainZones('src/domains'),
            // The reference server mirrors the client's layers.
            { target: './demo/server/platform', from: './demo/server/domains', message: "The server's platform never imports a domain." },
            ...domainZones('demo/server/domains'),
            serverFromClient(),
            // The tools (screenshots, build steps, the server and browser drivers) stand on their own;
            // the tests build on them.
            { target: './scripts', from: './tests', message: 'scripts/ never imports tests/ (tests import scripts/drive/).' },
          ],
        },
      ],
    },
  },
  {
    // Framework-free code: runs in Node unit tests as it is, and could serve another framework.
    files: ['src/platform/core/**', 'src/domains/*/logic/**', 'src/domains/*/data/**', 'src/domains/*/contract.ts', 'src/domains/*/contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: FRAMEWORK, message: 'Framework-free code imports no React, no store and no DOM library.' }] }],
      'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message: 'Framework-free code touches no DOM.' }))],
    },
  },
  {
    // The store kernel holds state without React.
    files: ['src/platform/store/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@lingui/react', '@lingui/react/*'], message: 'The store has no React.' }] },
      ],
    },
  },
)
