/**
 * The family's front-end libraries as a CDN would serve them — Vue 2 and Element UI (its script,
 * its theme-chalk stylesheet and icon font), from this checkout's node_modules — on a loopback
 * port of their own, for the tests that act as the family's clients: a form designer's preview
 * (preview.test.ts) and a Vue 2 + Element UI portal embedding the elements (host-vue2.test.ts).
 * A plain Node server, not page.route: requests from a sandboxed frame are not routed by Playwright.
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const FILES: Record<string, string> = {
  'vue.min.js': 'vue/dist/vue.min.js',
  'element-ui.js': 'element-ui/lib/index.js',
  'theme-chalk/index.css': 'element-ui/lib/theme-chalk/index.css',
  'theme-chalk/fonts/element-icons.woff': 'element-ui/lib/theme-chalk/fonts/element-icons.woff',
  'theme-chalk/fonts/element-icons.ttf': 'element-ui/lib/theme-chalk/fonts/element-icons.ttf',
}

const TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css', woff: 'font/woff', ttf: 'font/ttf' }

export interface VueLibraries {
  /** `http://127.0.0.1:<port>/lib`: append `/vue.min.js`, `/element-ui.js`, `/theme-chalk/index.css`. */
  url: string
  close(): Promise<void>
}

export async function serveVueLibraries(): Promise<VueLibraries> {
  const server = createServer((request, response) => {
    const file = FILES[new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/lib\//, '')]
    if (!file) return void response.writeHead(404).end()
    readFile(new URL(`../../node_modules/${file}`, import.meta.url)).then(
      (body) =>
        response.writeHead(200, { 'content-type': TYPES[file.split('.').pop()!] ?? 'application/octet-stream', 'access-control-allow-origin': '*' }).end(body),
      () => response.writeHead(500).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/lib`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
