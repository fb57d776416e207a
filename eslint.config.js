// ESLint: typescript-eslint's recommended rules, React hooks rules, browser + Node globals.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

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
    files: ['src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/demo/**', '**/elements/**'], message: 'src/ never imports from demo/ or elements/.' }] }],
    },
  },
  {
    // Layers: core is framework-free and the store has no React.
    files: ['src/core/**', 'src/store/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@lingui/react', '@lingui/react/*', '../ui/*', '../features/*', '../views/*', '../layout/*', '**/demo/**', '**/elements/**'], message: 'src/core and src/store stay free of React and UI layers.' }] }],
    },
  },
)
