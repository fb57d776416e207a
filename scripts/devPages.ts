/**
 * `npm run dev`: serves the demo pages of demo/public under /studentwork/ from the Vite dev
 * server, with the built element files swapped for their sources so edits hot-reload.
 */
import { readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const PUBLIC = resolve('demo/public')

/** Built file → source module, as referenced by the demo pages. */
export function toSources(html: string): string {
  return (
    html
      .replace(/\/studentwork\/index\.js/g, '/elements/index.ts')
      .replace(/\/studentwork\/elements\/(sw-[a-z-]+)\.js/g, '/elements/$1.ts')
      // The demo pages' own scripts (console.js, elements.js) load from demo/public.
      .replace(/\/studentwork\/([a-z-]+)\.js/g, '/demo/public/$1.js')
  )
}

export function demoDevPages(): Plugin {
  return {
    name: 'studentwork:demo-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost')
        if (url.pathname === '/' || url.pathname === '/studentwork') {
          res.statusCode = 302
          res.setHeader('Location', '/studentwork/')
          return res.end()
        }
        if (!url.pathname.startsWith('/studentwork/')) return next()
        const rest = url.pathname.slice('/studentwork/'.length)
        const file = rest === '' || !rest.includes('.') ? 'index.html' : rest
        const path = resolve(PUBLIC, file)
        if (!path.startsWith(PUBLIC) || !existsSync(path)) return next()
        const body = await readFile(path, 'utf8')
        if (file.endsWith('.html')) {
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          return res.end(await server.transformIndexHtml(url.pathname, toSources(body)))
        }
        res.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream')
        res.end(body)
      })
    },
  }
}
