/**
 * Build-only: Vite's dynamic-import helper (`__vitePreload`, which wraps every `import()` of the
 * build) reduced to what it does here. With `build.modulePreload: false` (vite.config.ts) Vite
 * hands it no JavaScript dependencies, only stylesheet files — and the build emits none (every
 * sheet is a `?inline` string) — so its preloading code (`<link>` insertion into the host's
 * head, the CSP nonce lookup, CSS load tracking) never ran. What did run is kept: the import,
 * and on a failed load the cancelable `vite:preloadError` event on `window` before the error is
 * rethrown (unless a listener prevented it). −0.6 kB gzip in every element's first download
 * (docs/spec.md#download-size). The build fails if a stylesheet file is ever emitted: the full helper would then
 * be needed again.
 */
import type { Plugin } from 'vite'

/** Vite's id for the helper module (vite/src/node/plugins/importAnalysisBuild.ts). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js'

export const PRELOAD_HELPER_CODE = `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true })
  event.payload = error
  window.dispatchEvent(event)
  if (!event.defaultPrevented) throw error
})`

export function preloadHelperPlugin(): Plugin {
  return {
    name: 'studentwork:preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER_ID ? PRELOAD_HELPER_CODE : null
    },
    generateBundle(_options, bundle) {
      const sheets = Object.keys(bundle).filter((name) => name.endsWith('.css'))
      if (sheets.length > 0) this.error(`stylesheet files emitted (${sheets.join(', ')}): the reduced preload helper cannot load them`)
    },
  }
}
