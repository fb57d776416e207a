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
// - the server's platform (and its composition) reads only its own environment variables
//   (SERVER_PLATFORM_ENV): a domain's are read by the domain, in its settings.ts;
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

/** The environment variables the server's platform and its composition (main.ts, server.ts) read
 * (docs/server.md#environment). Every other one belongs to a domain, which reads it in
 * demo/server/domains/<name>/settings.ts. */
const SERVER_PLATFORM_ENV = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'DATABASE_URL',
  'PGLITE_SNAPSHOT',
  'TOKEN_TTL_SECONDS',
  'SIGNIN_MAX_FAILURES',
  'SIGNIN_MAX_FAILURES_PER_ADDRESS',
  'SIGNIN_WINDOW_SECONDS',
  'SMTP_URL',
  'MAIL_FROM',
  'SMTP_ALLOW_PLAIN',
  'SEED_DEMO',
  'WORKERS',
  'LOG_REQUESTS',
  'AUTH_CACHE',
  'STRICT_SERVER_MESSAGES',
]

/** `no-restricted-syntax` entries that report a read of any other variable: `process.env.X`,
 * `process.env[x]`, `env.X` and `env['X']` (the settings' parameter), a helper's
 * `integer(env, 'X', …)`, and `const { X } = env`. */
const platformEnvReads = () => {
  const own = `/^(${SERVER_PLATFORM_ENV.join('|')})$/`
  const processEnv = "[object.type='MemberExpression'][object.object.name='process'][object.property.name='env']"
  const message = `The server's platform reads only its own environment variables (SERVER_PLATFORM_ENV in eslint.config.js); a domain's setting is read by the domain, in demo/server/domains/<name>/settings.ts.`
  return [
    `MemberExpression${processEnv}[computed=false][property.name!=${own}]`,
    `MemberExpression${processEnv}[computed=true]:not([property.type='Literal'][property.value=${own}])`,
    `MemberExpression[object.name='env'][computed=false][property.name!=${own}]`,
    `MemberExpression[object.name='env'][computed=true][property.type='Literal'][property.value!=${own}]`,
    `CallExpression[arguments.0.name='env'][arguments.1.type='Literal'][arguments.1.value!=${own}]`,
    `VariableDeclarator:matches([init.name='env'], [init.object.name='process'][init.property.name='env']) > ObjectPattern > Property[key.name!=${own}]`,
  ].map((selector) => ({ selector, message }))
}

const NO_EVAL = { selector: "CallExpression[callee.name='eval']", message: 'No eval.' }

/** Outside src/platform the client's platform is imported as `#platform/…` (package.json
 * "imports"), never by a relative path: the same spelling at every depth. Inside demo/server,
 * `../../platform/` is the server's own platform and stays relative. */
const PLATFORM_BY_ALIAS = { regex: '^(\\.{1,2}/)+(src/)?platform/', message: "Import the client's platform as #platform/… (package.json imports)." }
const CLIENT_PLATFORM_BY_ALIAS = { regex: '^(\\.\\./)+src/platform/', message: PLATFORM_BY_ALIAS.message }

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
      'no-restricted-syntax': ['error', NO_EVAL],
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.ts', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ignores: ['src/platform/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PLATFORM_BY_ALIAS] }] },
  },
  {
    files: ['demo/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts', '*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIENT_PLATFORM_BY_ALIAS] }] },
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
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: FRAMEWORK, message: 'Framework-free code imports no React, no store and no DOM library.' }, PLATFORM_BY_ALIAS] },
      ],
      'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message: 'Framework-free code touches no DOM.' }))],
    },
  },
  {
    // The server's platform and composition read only the platform's environment variables; each
    // domain reads its own (its settings.ts), and the platform carries them as deps.settings.
    files: ['demo/server/platform/**/*.ts', 'demo/server/*.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_EVAL, ...platformEnvReads()] },
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
