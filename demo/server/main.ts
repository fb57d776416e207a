/**
 * Entry point: `node --import tsx demo/server/main.ts`. Reads the environment (the platform's
 * variables in platform/config.ts, each domain's in its settings.ts), refuses to start on a bad
 * setting, serves the app with @hono/node-server and closes the database on SIGINT/SIGTERM. With
 * WORKERS=n (n > 1, PostgreSQL only) the first process migrates and seeds the database, then
 * forks n server processes that share the port through Node's cluster module; sessions, sign-in
 * limits and the outbox live in the database, so any process can answer any request. A process
 * that dies is replaced.
 */
import cluster from 'node:cluster'
import { readFile } from 'node:fs/promises'
import { serve } from '@hono/node-server'
import { loadConfig, type ServerConfig } from './platform/config.ts'
import { smtpMailSender } from './platform/mail.ts'
import { ConfigError, type DomainSettings } from './platform/settings.ts'
import { BASE_PATH } from './platform/static.ts'
import { createServer, prepareDatabase, readDomainSettings } from './server.ts'

const EMPTY_WARNING =
  'The database has no tenant and the demo data was not written (NODE_ENV=production or SEED_DEMO=0): ' +
  'nobody can sign in. Set SEED_DEMO=1 to write the demo data (its accounts share one known password — never on real data).'

async function warnIfEmpty(server: { db: { query<T>(sql: string): Promise<T[]> } }): Promise<void> {
  const [{ n }] = await server.db.query<{ n: number }>('select count(*)::int as n from tenants')
  if (n === 0) console.warn(EMPTY_WARNING)
}

/** The platform's settings and each domain's, from the environment; a bad one stops the start. */
function configOrExit(): { config: ServerConfig; settings: DomainSettings } {
  try {
    return { config: loadConfig(process.env), settings: readDomainSettings(process.env) }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`Studentwork reference server not started: ${error.message}`)
    process.exit(1)
  }
}

async function main(): Promise<void> {
  const { config, settings } = configOrExit()

  const server = await createServer({
    databaseUrl: config.databaseUrl,
    ...(config.snapshotFile ? { snapshot: new Blob([await readFile(config.snapshotFile)]) } : {}),
    tokenTtlSeconds: config.tokenTtlSeconds,
    seedDemo: config.seedDemo,
    signInLimits: config.signInLimits,
    settings,
    publicUrl: config.publicUrl,
    log: process.env.LOG_REQUESTS === '1',
    ...(config.smtp ? { mail: { sender: smtpMailSender(config.smtp.url, config.smtp.from, { allowPlain: config.smtp.allowPlain }) } } : {}),
  })
  if (config.smtp)
    console.log(`Outgoing mail through ${config.smtp.label} as ${config.smtp.from}${config.smtp.allowPlain ? ' (TLS not required: SMTP_ALLOW_PLAIN=1)' : ''}`)
  if (!config.seedDemo && !cluster.isWorker) await warnIfEmpty(server)
  if (settings.account.captchaTestAnswer) console.warn('CAPTCHA_TEST_ANSWER is set: a fixed captcha answer is accepted.')

  const worker = cluster.isWorker ? ` (process ${cluster.worker?.id} of ${config.workers})` : ''
  // Several processes: each answer names the one that served it (the multi-process tests read it).
  const fetch: typeof server.app.fetch = cluster.isWorker
    ? async (request, ...rest) => {
        const response = await server.app.fetch(request, ...rest)
        try {
          response.headers.set('X-Server-Process', String(cluster.worker?.id))
        } catch {
          // A response with immutable headers goes out as it is.
        }
        return response
      }
    : server.app.fetch
  const http = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Studentwork reference server on http://${config.host}:${info.port}${BASE_PATH}${worker}`)
  })

  http.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
      const why = error.code === 'EADDRINUSE' ? 'is already in use (another server, perhaps an earlier `npm run demo`?)' : 'may not be opened by this user'
      console.error(`Studentwork reference server not started: port ${config.port} on ${config.host} ${why}.`)
      console.error(`Stop the other server, or choose another port: PORT=${config.port + 1} npm run demo`)
    } else {
      console.error('Studentwork reference server stopped:', error.message)
    }
    void server.close().finally(() => process.exit(1))
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: stopping`)
    http.close()
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

/** WORKERS > 1: prepare the database once, then fork the server processes and keep them up. */
async function primary(config: ServerConfig): Promise<void> {
  const db = await prepareDatabase({ databaseUrl: config.databaseUrl, seedDemo: config.seedDemo }, new Date())
  if (!config.seedDemo && (await db.query<{ n: number }>('select count(*)::int as n from tenants'))[0].n === 0) console.warn(EMPTY_WARNING)
  await db.close()
  let stopping = false
  const fork = () => cluster.fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.error(`Server process ${worker.id} stopped (${signal ?? code}); starting another`)
    fork()
  })
  for (let i = 0; i < config.workers; i++) fork()
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: stopping ${config.workers} server processes`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM')
    setTimeout(() => process.exit(1), 10_000).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

function start(): Promise<void> {
  const { config } = configOrExit()
  return config.workers > 1 && cluster.isPrimary ? primary(config) : main()
}

start().catch((error: unknown) => {
  console.error('Studentwork reference server failed to start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
