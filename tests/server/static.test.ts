// Static serving under /studentwork/ (dist/ before demo/public/, content types, deep-link
// fallback, 404 for unknown files, traversal refused, graceful without pages) and the app's
// plumbing: JSON 404 for unknown API paths, 413 for oversized bodies, no path answered by two
// domains.
import { createSignInGuard } from '../../demo/server/platform/signInLimits.ts'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOMAINS } from '../../demo/server/domains/index.ts'
import { createApp } from '../../demo/server/platform/app.ts'
import type { Db } from '../../demo/server/platform/db.ts'
import { domainSettings, type ServerDomain } from '../../demo/server/platform/domain.ts'
import type { AppEnv } from '../../demo/server/platform/http.ts'
import { safeRelativePath, type StaticDirs } from '../../demo/server/platform/static.ts'
import { call } from './helpers.ts'

/** Static files need no database: any query fails the test. */
const noDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in static tests')),
  exec: () => Promise.reject(new Error('no database in static tests')),
  transaction: () => Promise.reject(new Error('no database in static tests')),
  close: () => Promise.resolve(),
}

const noDeps = { db: noDb, now: () => new Date(), tokenTtlSeconds: 60, signInGuard: createSignInGuard(noDb), settings: domainSettings(DOMAINS, {}) }

function appFor(staticDirs: StaticDirs) {
  return createApp({ domains: DOMAINS, ...noDeps, staticDirs })
}

function write(root: string, file: string, content: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), content)
}

const SECRET = 'TOP-SECRET-CONTENT'
let app: ReturnType<typeof appFor>
const root = mkdtempSync(join(tmpdir(), 'sw-static-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

beforeAll(() => {
  const dirs = { dist: join(root, 'site', 'dist'), public: join(root, 'site', 'public') }
  write(dirs.dist, 'index.js', 'export const entry = 1')
  write(dirs.dist, 'elements/sw-login.js', 'export const login = 1')
  write(dirs.dist, 'assets/theme.css', ':root{}')
  write(dirs.dist, 'assets/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  write(dirs.dist, 'shared.txt', 'from dist')
  write(dirs.public, 'shared.txt', 'from public')
  write(dirs.public, 'index.html', '<!doctype html><title>console</title>')
  write(dirs.public, 'embed.html', '<!doctype html><title>embed</title>')
  write(dirs.public, '.env', SECRET)
  write(root, 'site/secret.txt', SECRET)
  write(root, 'secret.txt', SECRET)
  app = appFor(dirs)
})

describe('static files', () => {
  it('redirects / and /studentwork to /studentwork/', async () => {
    for (const path of ['/', '/studentwork']) {
      const { status, headers } = await call(app, 'GET', path)
      expect(status).toBe(302)
      expect(headers.get('location')).toBe('/studentwork/')
    }
  })

  it.each([
    ['/studentwork/', 'text/html', '<title>console</title>'],
    ['/studentwork/index.html', 'text/html', '<title>console</title>'],
    ['/studentwork/embed.html', 'text/html', '<title>embed</title>'],
    ['/studentwork/index.js', 'text/javascript', 'entry'],
    ['/studentwork/elements/sw-login.js', 'text/javascript', 'login'],
    ['/studentwork/assets/theme.css', 'text/css', ':root'],
    ['/studentwork/assets/logo.svg', 'image/svg+xml', '<svg'],
  ])('serves %s as %s', async (path, type, content) => {
    const { status, headers, body } = await call(app, 'GET', path)
    expect(status).toBe(200)
    expect(headers.get('content-type')).toContain(type)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(body).toContain(content)
  })

  it('prefers dist/ over demo/public/', async () => {
    expect((await call(app, 'GET', '/studentwork/shared.txt')).body).toBe('from dist')
  })

  it.each(['/studentwork/login', '/studentwork/profile/index', '/studentwork/workbench', '/studentwork/elements', '/studentwork/a.b/c'])(
    'answers the deep link %s with index.html',
    async (path) => {
      const { status, headers, body } = await call(app, 'GET', path)
      expect(status).toBe(200)
      expect(headers.get('content-type')).toContain('text/html')
      expect(body).toContain('<title>console</title>')
    },
  )

  it.each(['/studentwork/missing.js', '/studentwork/elements/sw-nope.js', '/studentwork/assets/x.css'])('answers 404 for the unknown file %s', async (path) => {
    expect((await call(app, 'GET', path)).status).toBe(404)
  })

  it.each([
    '/studentwork/..%2fsecret.txt',
    '/studentwork/..%2f..%2fsecret.txt',
    '/studentwork/%2e%2e/secret.txt',
    '/studentwork/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/studentwork/assets/..%2f..%2f..%2fsecret.txt',
    '/studentwork/..%5c..%5csecret.txt',
    '/studentwork/.env',
    '/studentwork/%2eenv',
    '/studentwork/index.js%00.html',
    '/studentwork/%E0%A4%A',
  ])('refuses %s', async (path) => {
    const { status, body } = await call(app, 'GET', path)
    expect(status).toBe(404)
    expect(String(body)).not.toContain(SECRET)
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body } = await call(app, 'GET', '/api/nothing/here')
    expect(status).toBe(404)
    expect(body).toMatchObject({ status: 404, message: expect.stringContaining('/api/nothing/here') })
  })

  it('refuses API bodies over 64 KB with 413, closing that connection after the answer', async () => {
    const { status, body, headers } = await call(app, 'POST', '/api/account/sysuserdetail/registerAccount', { json: { profile: 'x'.repeat(70_000) } })
    expect(status).toBe(413)
    expect(body).toEqual({ status: 413, message: 'The request body is too large' })
    expect(headers.get('connection')).toBe('close')
  })

  it('over one kept-alive socket, the requests after a 413 still get their answers', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    // One socket for everything: without `Connection: close` the unread rest of the big body
    // was taken for the next request on that socket, and the requests queued behind failed.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const send = (method: string, path: string, body?: string) =>
      new Promise<number | string>((resolve) => {
        const req = request({ host: '127.0.0.1', port, method, path, agent, headers: body ? { 'Content-Type': 'application/json' } : {} }, (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        })
        req.on('error', () => resolve('network error'))
        req.end(body)
      })
    try {
      const big = send('POST', '/api/account/sysuserdetail/registerAccount', JSON.stringify({ profile: 'x'.repeat(300_000) }))
      const small = Array.from({ length: 20 }, () => send('GET', '/api/nothing/here'))
      const [bigStatus, ...smallStatuses] = await Promise.all([big, ...small])
      expect(bigStatus).toBe(413)
      expect(smallStatuses.filter((s) => s !== 404)).toEqual([])
    } finally {
      agent.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('answers 404 gracefully when the demo pages do not exist', async () => {
    const bare = appFor({ dist: join(root, 'nothing', 'dist'), public: join(root, 'nothing', 'public') })
    expect((await call(bare, 'GET', '/studentwork/')).status).toBe(404)
    expect((await call(bare, 'GET', '/studentwork/some/deep/link')).status).toBe(404)
  })
})

describe('domains', () => {
  const domain = (name: string, path: string): ServerDomain => ({
    name,
    routes: () => new Hono<AppEnv>().get(path, (c) => c.text(name)),
  })
  const dirs = { dist: join(root, 'none'), public: join(root, 'none') }

  it('mounts each domain under /api', async () => {
    const app = createApp({ domains: [domain('one', '/one/x'), domain('two', '/two/x')], ...noDeps, staticDirs: dirs })
    expect((await call(app, 'GET', '/api/two/x')).body).toBe('two')
  })

  it('refuses two domains answering the same method and path', () => {
    expect(() => createApp({ domains: [domain('one', '/same'), domain('two', '/same')], ...noDeps, staticDirs: dirs })).toThrow(
      'Both the one and the two domains answer GET /same',
    )
  })
})

describe('safeRelativePath', () => {
  it('decodes once and refuses dot segments, backslashes and NUL', () => {
    expect(safeRelativePath('/studentwork/elements/sw-login.js')).toBe('elements/sw-login.js')
    expect(safeRelativePath('/studentwork/a%20b.js')).toBe('a b.js')
    expect(safeRelativePath('/studentwork/%252e%252e/x')).toBe('%2e%2e/x')
    expect(safeRelativePath('/studentwork/a/../b')).toBeNull()
    expect(safeRelativePath('/studentwork/a\\b')).toBeNull()
    expect(safeRelativePath('/studentwork/a%00')).toBeNull()
    expect(safeRelativePath('/other/x')).toBeNull()
  })
})
