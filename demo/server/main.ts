/**
 * Entry point: `node --import tsx demo/server/main.ts`. Reads the environment
 * (platform/config.ts), refuses to start on a bad setting, serves the app with
 * @hono/node-server and closes the database on SIGINT/SIGTERM.
 */
import { serve } from '@hono/node-server'
import { ConfigError, loadConfig, type ServerConfig } from './platform/config.ts'
import { smtpMailSender } from './platform/mail.ts'
import { BASE_PATH } from './platform/static.ts'
import { createServer } from './server.ts'

function configOrExit(): ServerConfig {
  try {
    return loadConfig(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`Studentwork reference server not started: ${error.message}`)
    process.exit(1)
  }
}

async function main(): Promise<void> {
  const config = configOrExit()

  const server = await createServer({
    databaseUrl: config.databaseUrl,
    tokenTtlSeconds: config.tokenTtlSeconds,
    captchaTestAnswer: config.captchaTestAnswer,
    signInLimits: config.signInLimits,
    attendance: config.attendance,
    log: process.env.LOG_REQUESTS === '1',
    ...(config.smtp ? { mail: { sender: smtpMailSender(config.smtp.url, config.smtp.from) } } : {}),
  })
  if (config.smtp) console.log(`Outgoing mail through ${config.smtp.label} as ${config.smtp.from}`)
  if (config.captchaTestAnswer) console.warn('CAPTCHA_TEST_ANSWER is set: a fixed captcha answer is accepted.')

  const http = serve({ fetch: server.app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Studentwork reference server on http://${config.host}:${info.port}${BASE_PATH}`)
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

main().catch((error: unknown) => {
  console.error('Studentwork reference server failed to start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
