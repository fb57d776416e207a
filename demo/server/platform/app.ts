/**
 * The Hono application: each domain's routes under /api (JSON errors, body limit, a 400 for a
 * NUL character in any text, a JSON 404
 * for unknown API paths; two domains answering the same method and path is a start-up error),
 * static files under /studentwork/, `/` → /studentwork/. `HttpError`s become their JSON body, the
 * message in the request's language (i18n.ts); anything else is logged (message only — never a request body, password or token) and
 * answered with a 500.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ServerDomain } from './domain.ts'
import { fileService } from './files.ts'
import { hasBody, HttpError, notFound, type AppEnv, type Deps } from './http.ts'
import { MissingMessageError, requestLanguage, translate } from './i18n.ts'
import { refuseNul } from './nul.ts'
import { BASE_PATH, staticHandler, type StaticDirs } from './static.ts'

export const MAX_BODY_BYTES = 64 * 1024

export interface AppOptions extends Deps {
  domains: readonly ServerDomain[]
  staticDirs: StaticDirs
  /** Log one line per request (method, path without query, status, time). */
  log?: boolean
}

/** Each domain's routes, refusing a method and path that two domains both answer. */
function domainRoutes(domains: readonly ServerDomain[], deps: Deps): Hono<AppEnv>[] {
  const owners = new Map<string, string>()
  return domains.map((domain) => {
    const routes = domain.routes(deps)
    for (const key of new Set(routes.routes.map((route) => `${route.method} ${route.path}`))) {
      const owner = owners.get(key)
      if (owner) throw new Error(`Both the ${owner} and the ${domain.name} domains answer ${key}`)
      owners.set(key, domain.name)
    }
    return routes
  })
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const { staticDirs, log, ...deps } = options
  // The platform's own services are mounted like the domains (files: platform/files.ts).
  const domains = [fileService, ...options.domains]
  const app = new Hono<AppEnv>()

  if (log) {
    app.use('*', async (c, next) => {
      const started = performance.now()
      await next()
      const ms = (performance.now() - started).toFixed(1)
      console.log(`${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms`)
    })
  }

  const limiter = (maxSize: number) =>
    bodyLimit({
      maxSize,
      // The rest of the body is never read: the connection cannot carry another request, so it
      // closes once the answer is sent (a client sees the 413, not a reset).
      onError: (c) => c.json({ status: 413, message: translate(requestLanguage(c), /*i18n*/ 'The request body is too large') }, 413, { Connection: 'close' }),
    })
  const defaultLimit = limiter(MAX_BODY_BYTES)
  const larger = new Map(domains.flatMap((d) => Object.entries(d.bodyLimits ?? {})).map(([path, bytes]) => [`/api${path}`, limiter(bytes)]))
  app.use('/api/*', (c, next) => (hasBody(c.req.raw) ? (larger.get(c.req.path) ?? defaultLimit)(c, next) : next()))
  app.use('/api/*', refuseNul())
  for (const routes of domainRoutes(domains, deps)) app.route('/api', routes)
  app.all('/api/*', (c) => {
    throw notFound(/*i18n*/ 'No such endpoint: {method} {path}', { method: c.req.method, path: c.req.path })
  })

  app.get('/', (c) => c.redirect(BASE_PATH))
  app.get(BASE_PATH.slice(0, -1), (c) => c.redirect(BASE_PATH))
  app.get(`${BASE_PATH}*`, staticHandler(staticDirs))

  app.notFound((c) => c.text('Not found', 404))
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      try {
        const body = error.text ? { ...error.body, message: translate(requestLanguage(c), error.text) } : error.body
        return c.json(body, error.status, error.headers)
      } catch (missing) {
        if (!(missing instanceof MissingMessageError)) throw missing
        error = missing
      }
    }
    // The stack only: driver errors may carry the statement's parameters.
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error)
    console.error(`Unhandled error on ${c.req.method} ${new URL(c.req.url).pathname}: ${detail}`)
    return c.json({ status: 500, message: translate(requestLanguage(c), /*i18n*/ 'Internal server error') }, 500)
  })
  return app
}
