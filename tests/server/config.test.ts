// Configuration from the environment — the platform's (platform/config.ts) and each domain's
// (its settings.ts) — and the refusal to start in production with a fixed captcha answer
// (checked on the account domain's settings and on the real entry point); in production the demo
// accounts are not written into an empty database unless SEED_DEMO=1.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DOMAINS } from '../../demo/server/domains/index.ts'
import { loadConfig } from '../../demo/server/platform/config.ts'
import { domainSettings } from '../../demo/server/platform/domain.ts'
import { ConfigError } from '../../demo/server/platform/settings.ts'
import { readDomainSettings } from '../../demo/server/server.ts'

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8787,
      host: '127.0.0.1',
      databaseUrl: undefined,
      tokenTtlSeconds: 7200,
      signInLimits: { perAccount: 5, perAddress: 50, windowSeconds: 900 },
      workers: 1,
      seedDemo: true,
      publicUrl: 'http://127.0.0.1:8787',
    })
  })

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '9000',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://sw:pw@db:5432/studentwork',
        TOKEN_TTL_SECONDS: '60',
        SIGNIN_MAX_FAILURES: '3',
        SIGNIN_MAX_FAILURES_PER_ADDRESS: '20',
        SIGNIN_WINDOW_SECONDS: '60',
        WORKERS: '3',
        SEED_DEMO: '0',
        PUBLIC_URL: 'https://console.example.com/',
        NODE_ENV: 'test',
      }),
    ).toEqual({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://sw:pw@db:5432/studentwork',
      tokenTtlSeconds: 60,
      signInLimits: { perAccount: 3, perAddress: 20, windowSeconds: 60 },
      workers: 3,
      seedDemo: false,
      publicUrl: 'https://console.example.com',
    })
    expect(loadConfig({ DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://')
  })

  it('writes the demo data in production only when asked, and requires TLS for mail unless allowed', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true)
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com' }).smtp?.allowPlain).toBe(false)
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com', SMTP_ALLOW_PLAIN: '1' }).smtp?.allowPlain).toBe(true)
  })

  it('builds the links of e-mails from PUBLIC_URL, else from the server\u2019s own address', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://localhost:9000')
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:8787')
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com/console//' }).publicUrl).toBe('https://portal.example.com/console')
  })

  it('refuses to send mail in production without PUBLIC_URL (its links would point at the server itself)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com' })).toThrow(/PUBLIC_URL/)
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com', PUBLIC_URL: 'https://console.example.com' }).publicUrl).toBe(
      'https://console.example.com',
    )
  })

  it.each([
    [{ PUBLIC_URL: 'portal.example.com' }, /PUBLIC_URL must be a URL/],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, /PUBLIC_URL must be an http\(s\) URL/],
    [{ PUBLIC_URL: 'https://user:pw@portal.example.com' }, /without query, fragment or credentials/],
    [{ PUBLIC_URL: 'https://portal.example.com/?next=1' }, /without query, fragment or credentials/],
    [{ SEED_DEMO: 'yes' }, /SEED_DEMO must be 0 or 1/],
    [{ SMTP_URL: 'smtp://mail.example.com', SMTP_ALLOW_PLAIN: 'true' }, /SMTP_ALLOW_PLAIN must be 0 or 1/],
    [{ PORT: 'http' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ TOKEN_TTL_SECONDS: '0' }, /TOKEN_TTL_SECONDS/],
    [{ TOKEN_TTL_SECONDS: '1.5' }, /TOKEN_TTL_SECONDS/],
    [{ DATABASE_URL: 'mysql://db' }, /DATABASE_URL/],
    [{ SIGNIN_MAX_FAILURES: '0' }, /SIGNIN_MAX_FAILURES must be an integer from 1/],
    [{ SIGNIN_WINDOW_SECONDS: 'soon' }, /SIGNIN_WINDOW_SECONDS/],
    [{ WORKERS: '0' }, /WORKERS must be an integer from 1 to 64/],
    [{ WORKERS: '2' }, /WORKERS=2 needs a postgres:\/\/ DATABASE_URL/],
    [{ WORKERS: '2', DATABASE_URL: 'memory://' }, /WORKERS=2 needs a postgres:\/\/ DATABASE_URL/],
    [{ PGLITE_SNAPSHOT: '/tmp/seed.tar' }, /PGLITE_SNAPSHOT needs DATABASE_URL=memory:\/\//],
    [{ PGLITE_SNAPSHOT: '/tmp/seed.tar', DATABASE_URL: 'postgres://db/x' }, /PGLITE_SNAPSHOT needs DATABASE_URL=memory:\/\//],
    [{ PGLITE_SNAPSHOT: '/no/such/seed.tar', DATABASE_URL: 'memory://' }, /PGLITE_SNAPSHOT: no file at \/no\/such\/seed\.tar/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })
})

describe("each domain's settings", () => {
  it('have the documented defaults', () => {
    expect(readDomainSettings({})).toEqual({
      account: { captchaTestAnswer: undefined, captchaPictures: 30 },
      attendance: { accuracyLimit: 200, speedLimit: 300, settleMinutes: 10 },
      notifications: { heartbeatMs: 25_000, emailSweep: true },
    })
  })

  it("are read by each domain from its own variables, which the platform's config leaves alone", () => {
    const env = { CAPTCHA_TEST_ANSWER: 'E2E42', CAPTCHA_MAX_PER_ADDRESS: '12', CHECKIN_ACCURACY_LIMIT: '50', CHECKIN_SPEED_LIMIT: '120', NODE_ENV: 'test' }
    expect(readDomainSettings(env)).toEqual({
      account: { captchaTestAnswer: 'E2E42', captchaPictures: 12 },
      attendance: { accuracyLimit: 50, speedLimit: 120, settleMinutes: 10 },
      notifications: { heartbeatMs: 25_000, emailSweep: true },
    })
    expect(Object.keys(loadConfig(env))).not.toContain('account')
    expect(() => loadConfig({ CHECKIN_SPEED_LIMIT: 'fast' })).not.toThrow()
  })

  it('refuses CAPTCHA_TEST_ANSWER when NODE_ENV=production', () => {
    expect(() => readDomainSettings({ NODE_ENV: 'production', CAPTCHA_TEST_ANSWER: 'E2E42' })).toThrow(ConfigError)
    expect(() => readDomainSettings({ NODE_ENV: 'production', CAPTCHA_TEST_ANSWER: 'E2E42' })).toThrow(/CAPTCHA_TEST_ANSWER.*production/)
    expect(readDomainSettings({ NODE_ENV: 'production' }).account.captchaTestAnswer).toBeUndefined()
  })

  it.each([
    [{ CAPTCHA_MAX_PER_ADDRESS: '0' }, /CAPTCHA_MAX_PER_ADDRESS must be an integer from 1/],
    [{ CHECKIN_ACCURACY_LIMIT: '0' }, /CHECKIN_ACCURACY_LIMIT must be an integer from 1 to 100000/],
    [{ CHECKIN_SPEED_LIMIT: 'fast' }, /CHECKIN_SPEED_LIMIT must be an integer from 1 to 100000 \(got "fast"\)/],
  ])('refuses %o', (env, message) => {
    expect(() => readDomainSettings(env)).toThrow(ConfigError)
    expect(() => readDomainSettings(env)).toThrow(message)
  })

  it('take what a caller sets on top of the defaults, and refuse a domain without settings', () => {
    expect(domainSettings(DOMAINS, {}, { attendance: { speedLimit: 5 } }).attendance).toEqual({ accuracyLimit: 200, speedLimit: 5, settleMinutes: 10 })
    expect(() => domainSettings(DOMAINS, {}, { chemistry: {} } as never)).toThrow(/No domain named chemistry has settings/)
  })

  it('are read by every domain that has a settings.ts, and only by those', () => {
    for (const domain of DOMAINS) {
      expect([domain.name, Boolean(domain.settings)]).toEqual([
        domain.name,
        existsSync(new URL(`../../demo/server/domains/${domain.name}/settings.ts`, import.meta.url)),
      ])
    }
  })
})

it('starts the in-memory database from a PGLITE_SNAPSHOT file', () => {
  const file = fileURLToPath(import.meta.url)
  expect(loadConfig({ DATABASE_URL: 'memory://', PGLITE_SNAPSHOT: file }).snapshotFile).toBe(file)
  expect(loadConfig({ DATABASE_URL: 'memory://' }).snapshotFile).toBeUndefined()
})

describe('demo/server/main.ts', () => {
  it('exits non-zero with a clear message in production with CAPTCHA_TEST_ANSWER', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url))
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', CAPTCHA_TEST_ANSWER: 'E2E42', DATABASE_URL: 'memory://', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(result.status).not.toBe(0)
    expect(result.status).not.toBeNull()
    expect(result.stderr).toContain('CAPTCHA_TEST_ANSWER')
    expect(result.stdout).not.toContain('Studentwork reference server on')
  })

  it('in production starts on an empty database without writing the demo accounts, and says so', async () => {
    const root = fileURLToPath(new URL('../../', import.meta.url))
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: 'memory://', PORT: '0' },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    try {
      await expect.poll(() => output, { timeout: 30_000 }).toMatch(/Studentwork reference server on http:\/\/127\.0\.0\.1:(\d+)/)
      await expect.poll(() => output, { timeout: 5_000 }).toContain('the demo data was not written')
      const port = /127\.0\.0\.1:(\d+)/.exec(output)![1]
      const signIn = await fetch(
        `http://127.0.0.1:${port}/api/uaa/oauth/token?${new URLSearchParams({ grant_type: 'password', scope: 'ui', tenantCode: 'acme', username: 'admin@acme.test', password: 'Passw0rd!' })}`,
        {
          method: 'POST',
          headers: { Authorization: `Basic ${Buffer.from('browser:').toString('base64')}` },
        },
      )
      expect(signIn.status).toBe(400)
    } finally {
      child.kill('SIGTERM')
    }
  }, 40_000)
})
