/**
 * A host's web server, as small as one can be: static files from one folder on a free
 * 127.0.0.1 port, and `/api/*` proxied to the reference server so the elements' default
 * `api-base` (`/api`) works same-origin, as it would behind a host's own reverse proxy.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

export interface HostServer {
  url: string
  close(): Promise<void>
}

function proxy(req: IncomingMessage, res: ServerResponse, api: URL): void {
  const upstream = request({ host: api.hostname, port: api.port, method: req.method, path: req.url, headers: { ...req.headers, host: api.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.on('error', () => {
    res.writeHead(502)
    res.end()
  })
  req.pipe(upstream)
}

async function serveFile(root: string, pathname: string, res: ServerResponse): Promise<void> {
  let file = resolve(join(root, decodeURIComponent(pathname)))
  if (file !== root && !file.startsWith(root + sep)) file = ''
  try {
    if (file && (await stat(file)).isDirectory()) file = join(file, 'index.html')
    const body = await readFile(file)
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' })
    res.end(body)
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' })
    res.end('Not found')
  }
}

/** Serves `folder` and proxies `/api/` to `apiOrigin` (e.g. `http://127.0.0.1:8787`). */
export async function serveHost(folder: string, apiOrigin: string): Promise<HostServer> {
  const root = resolve(folder)
  const api = new URL(apiOrigin)
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://host')
    if (pathname.startsWith('/api/')) return proxy(req, res, api)
    void serveFile(root, pathname, res)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
