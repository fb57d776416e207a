// Multi-entry app-mode build (TOOLCHAIN.md): one ES module per element at
// dist/elements/<tag>.js plus dist/index.js defining them all; React lands in a shared chunk.
// `npm run dev` serves the same sources with hot reload and proxies /api to the server.
import { defineConfig } from 'vite'
import { sharedPlugins } from './vite.shared.ts'
import { demoDevPages } from './scripts/devPages.ts'
import { MANIFESTS } from './elements/manifest.ts'

export default defineConfig({
  plugins: [...sharedPlugins(), demoDevPages()],
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
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
        // One chunk for the runtime every element needs first (React, r2wc, valtio, Lingui,
        // js-cookie): fewer, larger files compress better than many small shared pieces.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@r2wc|valtio|proxy-compare|js-cookie|@lingui)[\\/]/,
            },
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
