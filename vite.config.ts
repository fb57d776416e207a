// Multi-entry app-mode build (TOOLCHAIN.md): one ES module per element at
// dist/elements/<tag>.js plus dist/index.js defining them all; React lands in a shared chunk.
// `npm run dev` serves the same sources with hot reload and proxies /api to the server.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { sharedPlugins } from './vite.shared.ts'
import { demoDevPages } from './scripts/devPages.ts'
import { manifestDocsPlugin } from './scripts/manifestDocs.ts'
import { preloadHelperPlugin } from './scripts/preloadHelper.ts'
import { MANIFESTS } from './elements/manifest.ts'

// What every element runs first: React, r2wc and the element kit's define step (define, the
// attribute parsing, the base sheet and its CSS, the catalog loader, the backend options).
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/
const ELEMENT_KIT =
  /src[\\/]platform[\\/](element[\\/]|ui[\\/](LazyElementRoot|prefetchCatalog|elementContext|withSheet|styles)\.|store[\\/]backends\.|core[\\/](attributes|i18n[\\/](catalogs|language)|api[\\/]oauthClient|http[\\/]roleHeader)\.)/
// The element root and what it brings: valtio, js-cookie, Lingui's React part, the app, feedback
// and error-log stores, the error boundary and the feedback layer. A static import of most
// elements; a lazy chunk of the sign-in and sign-up elements (LazyElementRoot).
const ROOT_RUNTIME = /node_modules[\\/](valtio|proxy-compare|js-cookie|@lingui[\\/]react)[\\/]/
const ROOT_KIT =
  /src[\\/]platform[\\/](ui[\\/](ElementRoot|ViewRoot|ElementLoading|ErrorBoundary|FeedbackLayer|useLanguage)\.|store[\\/](app|feedback|errorLog)\.)/

/** React Router's package gives bundlers its development build (dev warnings on) whatever the
 * mode; what we ship takes its production build — the same code with the warnings compiled out
 * (0.5 kB gzip less in `<sw-console>`'s first download). `npm run dev` keeps the warnings. */
const reactRouterProduction: Plugin = {
  name: 'studentwork:react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs'),
        },
      ],
    },
  }),
}

export default defineConfig({
  plugins: [preloadHelperPlugin(), ...sharedPlugins(), demoDevPages(), manifestDocsPlugin(), reactRouterProduction],
  base: './',
  // The compound import's worker loads openchemlib lazily: ES module workers split like the page.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No dependency preloading in what we ship. With it, each dynamic import carried the file
    // names of its chunk's dependencies (`__vite__mapDeps`), resolved against `import.meta.url`
    // at run time and added to the host's <head> as <link rel="modulepreload">. A host that
    // re-bundles dist/ (a Vite app importing the package, or any other bundler) moves our
    // chunks but not those strings, so its lazy loads asked for files that do not exist (20
    // 404s for the console's sign-in in tests/package). Without it the browser finds a lazy
    // chunk's imports when it parses the chunk, and nothing is written into the host document.
    // The helper wrapping each dynamic import is reduced accordingly (scripts/preloadHelper.ts).
    modulePreload: false,
    // Maps are written beside the files for error trackers, without a sourceMappingURL comment
    // in what every host downloads.
    sourcemap: 'hidden',
    rolldownOptions: {
      input: {
        index: 'elements/index.ts',
        // One entry per element of the manifest list.
        ...Object.fromEntries(MANIFESTS.map(({ tag }) => [`elements/${tag}`, `elements/${tag}.ts`])),
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        // Two shared chunks: what every element runs first, and the element root (see above).
        // Fewer, larger files compress better than many small shared pieces (one file instead of
        // eight: ~1 kB for <sw-login>), but the root is a chunk of its own so that the sign-in and
        // sign-up elements can load it lazily (−3 kB from their first download, docs/spec.md#download-size).
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id) => FRAMEWORK.test(id) || ELEMENT_KIT.test(id) },
            { name: 'root', test: (id) => ROOT_RUNTIME.test(id) || ROOT_KIT.test(id) },
          ],
        },
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.SERVER_PORT ?? 8787}` },
  },
})
