// Sign-up: the SVG captcha (outlines, no text to read back; pictures limited per address),
// compareCaptcha, registerAccount (validation with nothing written, duplicates, pending audit
// state, a captcha spent by every attempt) and CAPTCHA_TEST_ANSWER.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAPTCHA_ALPHABET } from '../../demo/server/domains/account/captcha.ts'
import { renderCaptchaSvg } from '../../demo/server/domains/account/captchaImage.ts'
import { findUser } from '../../demo/server/domains/account/model.ts'
import { call, count, requestToken, startServer, type TestServer } from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ settings: { account: { captchaPictures: 1000 } } })
})
afterAll(() => server.close())

async function newCaptcha(target = server): Promise<{ captchaId: string; svg: string; answer: string }> {
  const { body } = await call(target.app, 'GET', '/api/uaa/captcha')
  const [row] = await target.db.query<{ answer: string }>('select answer from captchas where id = $1', [body.data.captchaId])
  return { ...body.data, answer: row.answer }
}

const compare = (charCaptcha: string, captchaId: string, target = server) =>
  call(target.app, 'POST', '/api/account/sysuserdetail/compareCaptcha', { query: { charCaptcha, captchaId } })

const register = (json: unknown, target = server) => call(target.app, 'POST', '/api/account/sysuserdetail/registerAccount', { json })

/** The account a sign-up wrote (a write answers `{status, message}` only, as deployed backends do). */
async function registered(username: unknown, target = server) {
  const [row] = await target.db.query<{ id: number; tenant_id: number }>('select id, tenant_id from users where username = $1', [username])
  return row ? findUser(target.db, row.tenant_id, row.id) : null
}

let serial = 0
async function form(overrides: Record<string, unknown> = {}) {
  const captcha = await newCaptcha()
  serial++
  return {
    username: `chemist${serial}@partner.test`,
    password: 'S3cret!pw',
    confirmPassword: 'S3cret!pw',
    fullName: 'Rosalind Franklin',
    company: 'Partner Labs',
    jobTitle: 'Crystallographer',
    countryCode: '+44',
    mobile: '7700900123',
    referee: 'Ada Lovelace',
    nickname: 'Rosa',
    email: 'rosalind@example.com',
    charCaptcha: captcha.answer.toLowerCase(),
    captchaId: captcha.captchaId,
    ...overrides,
  }
}

describe('GET /api/uaa/captcha', () => {
  it('answers an SVG challenge of 4–5 unambiguous characters, stored server-side, with no text in it', async () => {
    const { status, body } = await call(server.app, 'GET', '/api/uaa/captcha')
    expect(status).toBe(200)
    expect(body.status).toBe(200)
    const { captchaId, svg } = body.data
    expect(captchaId).toMatch(/^[0-9a-f-]{36}$/)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
    const [row] = await server.db.query<{ answer: string }>('select answer from captchas where id = $1', [captchaId])
    expect(row.answer).toMatch(/^[A-Z2-9]{4,5}$/)
    expect(row.answer).not.toMatch(/[0O1lI]/)
    // Nothing a program reads the answer from: no text, no font, no character, no title.
    expect(svg).not.toMatch(/<(text|tspan|title|desc|font|use|symbol)\b|font-family/)
    const markup = svg.replace(/\s(d|fill|stroke|stroke-width|width|height|viewBox|xmlns)="[^"]*"/g, '')
    for (const char of row.answer) expect(markup).not.toContain(char)
    // One filled path holds the letters among the noise; the rest are thin decoy strokes.
    expect((svg.match(/<path [^>]*fill="rgb/g) ?? []).length).toBe(1)
  })

  it('draws the same answer differently each time: other points and another number of pieces', () => {
    const shapes = Array.from({ length: 5 }, () => renderCaptchaSvg('AB3K').match(/<path fill="[^"]+" d="([^"]+)"/)![1])
    expect(new Set(shapes).size).toBe(5)
    expect(new Set(shapes.map((d) => d.split(/[ML]/).length)).size).toBeGreaterThan(1)
  })

  it('gives one client address a limited number of pictures, then 429 with Retry-After', async () => {
    const limited = await startServer({ settings: { account: { captchaPictures: 3 } } })
    try {
      for (let i = 0; i < 3; i++) expect((await call(limited.app, 'GET', '/api/uaa/captcha')).status).toBe(200)
      const refused = await call(limited.app, 'GET', '/api/uaa/captcha')
      expect(refused.status).toBe(429)
      expect(refused.body).toEqual({ status: 429, message: 'Too many captcha pictures from your address. Try again in 10 minutes.' })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500)
    } finally {
      await limited.close()
    }
  })

  it('draws only characters of the alphabet', async () => {
    for (let i = 0; i < 20; i++) {
      const { answer } = await newCaptcha()
      for (const char of answer) expect(CAPTCHA_ALPHABET).toContain(char)
    }
  })
})

describe('POST /api/account/sysuserdetail/compareCaptcha', () => {
  it('accepts the right answer in any case, without consuming it', async () => {
    const captcha = await newCaptcha()
    for (const answer of [captcha.answer.toLowerCase(), captcha.answer]) {
      const { status, body } = await compare(answer, captcha.captchaId)
      expect(status).toBe(200)
      expect(body).toEqual({ status: 200, message: 'success' })
    }
  })

  it.each([
    ['a wrong answer', 'WRONG', true],
    ['an empty answer', '', true],
    ['an unknown captcha id', undefined, false],
  ])('answers 400 for %s', async (_, given, sameId) => {
    const captcha = await newCaptcha()
    const { status, body } = await compare(given ?? captcha.answer, sameId ? captcha.captchaId : 'no-such-id')
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message: 'The captcha is incorrect' })
  })

  it('uses the captcha up on a wrong answer: the right one is refused after it (no guessing)', async () => {
    const captcha = await newCaptcha()
    expect((await compare('WRONG', captcha.captchaId)).status).toBe(400)
    const { status, body } = await compare(captcha.answer, captcha.captchaId)
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message: 'The captcha is incorrect' })
  })

  it('refuses an answer after five minutes', async () => {
    const captcha = await newCaptcha()
    server.clock.advance(5 * 60 * 1000 + 1)
    const { status, body } = await compare(captcha.answer, captcha.captchaId)
    expect(status).toBe(400)
    expect(body.message).toMatch(/expired/)
  })
})

describe('POST /api/account/sysuserdetail/registerAccount', () => {
  it('creates a pending ROLE_MEMBER account with a scrypt hash and consumes the captcha', async () => {
    const input = await form()
    const { status, body } = await register(input)
    expect(status).toBe(200)
    expect(body).toEqual({ status: 200, message: 'success' })
    const account = await registered(input.username)
    expect(account).toMatchObject({
      id: expect.any(String),
      username: input.username,
      fullName: 'Rosalind Franklin',
      company: 'Partner Labs',
      jobTitle: 'Crystallographer',
      mobile: '7700900123',
      countryCode: '+44',
      email: 'rosalind@example.com',
      referee: 'Ada Lovelace',
      nickname: 'Rosa',
      tenantCode: 'acme',
      auditStatus: 'pending',
      roles: ['ROLE_MEMBER'],
    })
    expect(JSON.stringify(account)).not.toMatch(/S3cret|password|scrypt/i)

    const [row] = await server.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [Number(account!.id)])
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)

    expect((await compare(input.charCaptcha, input.captchaId)).status).toBe(400)
    const again = await register({ ...input, username: `x${input.username}` })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('The captcha is incorrect')

    const signIn = await requestToken(server.app, { username: input.username, password: input.password })
    expect(signIn.body).toEqual({ error: 'invalid_grant', error_description: 'Account is pending approval' })
  })

  it('registers in the tenant given by tenantCode', async () => {
    const input = await form({ tenantCode: 'globex' })
    expect((await register(input)).status).toBe(200)
    expect((await registered(input.username))?.tenantCode).toBe('globex')
  })

  it('accepts the English rule set: no full name, company, job title, mobile or referee', async () => {
    const input = await form({ fullName: '', company: undefined, jobTitle: '', mobile: '', referee: '', countryCode: '' })
    expect((await register(input)).status).toBe(200)
    expect(await registered(input.username)).toMatchObject({ auditStatus: 'pending', company: '' })
  })

  it('refuses a username already registered in the tenant (any case) and writes nothing', async () => {
    const before = await count(server, 'users')
    const { status, body } = await register(await form({ username: 'ADMIN@acme.test' }))
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message: 'This username is already registered' })
    expect(await count(server, 'users')).toBe(before)
  })

  it.each([
    ['a username that is not an e-mail', { username: 'chemist' }, /e-mail/],
    ['a username over 64 characters', { username: `${'a'.repeat(60)}@partner.test` }, /3 to 64/],
    ['a missing username', { username: undefined }, /username/],
    ['a password under 6 characters', { password: 'a1!b2', confirmPassword: 'a1!b2' }, /6 to 31/],
    ['a password over 31 characters', { password: 'p'.repeat(32), confirmPassword: 'p'.repeat(32) }, /6 to 31/],
    ['a confirmation that differs', { confirmPassword: 'S3cret!pX' }, /do not match/],
    ['a missing nickname', { nickname: '  ' }, /Nickname is required/],
    ['a full name over 64 characters', { fullName: 'x'.repeat(65) }, /Full name must be at most 64/],
    ['a malformed e-mail', { email: 'rosalind@' }, /valid e-mail/],
    ['a mobile with letters', { mobile: '77009abc' }, /5 to 15 digits/],
    ['a mobile too short', { mobile: '1234' }, /5 to 15 digits/],
    ['a field of the wrong type', { company: 42 }, /Company must be text/],
    ['a wrong captcha', { charCaptcha: 'ZZZZZZ' }, /^The captcha is incorrect$/],
    ['a missing captcha', { charCaptcha: '' }, /Captcha is required/],
    ['an unknown tenant', { tenantCode: 'initech' }, /Unknown tenant/],
  ])('answers 400 for %s and writes nothing', async (_, overrides, message) => {
    const input = await form(overrides)
    const [users, roles] = [await count(server, 'user_roles'), await count(server, 'users')]
    const { status, body } = await register(input)
    expect(status).toBe(400)
    expect(body.status).toBe(400)
    expect(body.message).toMatch(message)
    expect([await count(server, 'user_roles'), await count(server, 'users')]).toEqual([users, roles])
    // A form refused before the captcha leaves it unused; once the captcha was asked, the
    // attempt spent it — right or wrong — so a solved picture answers one question only.
    const [captcha] = await server.db.query('select consumed_at from captchas where id = $1', [input.captchaId])
    const spent = _ === 'a wrong captcha' || _ === 'an unknown tenant'
    expect(captcha).toEqual({ consumed_at: spent ? expect.any(Date) : null })
  })

  it('spends the captcha on a duplicate username: one solved picture cannot probe a second username', async () => {
    const input = await form({ username: 'editor@acme.test' })
    expect((await register(input)).body.message).toBe('This username is already registered')
    const again = await register({ ...input, username: 'member@acme.test' })
    expect(again.body).toEqual({ status: 400, message: 'The captcha is incorrect' })
  })

  it('asks for the captcha before it says anything about the tenant', async () => {
    const { body } = await register(await form({ tenantCode: 'initech', charCaptcha: 'ZZZZ' }))
    expect(body.message).toBe('The captcha is incorrect')
  })

  it('answers 400 for a body that is not a JSON object', async () => {
    for (const json of ['not json', '[1,2]']) {
      const { status, body } = await register(json)
      expect(status).toBe(400)
      expect(body.message).toBe('The request body must be a JSON object')
    }
  })
})

describe('CAPTCHA_TEST_ANSWER', () => {
  it('is always accepted when configured, and only then', async () => {
    const relaxed = await startServer({ settings: { account: { captchaTestAnswer: 'E2E42' } } })
    try {
      expect((await compare('e2e42', 'any-id', relaxed)).body).toEqual({ status: 200, message: 'success' })
      const captcha = await newCaptcha(relaxed)
      const { status } = await register(
        {
          username: 'robot@partner.test',
          password: 'S3cret!pw',
          confirmPassword: 'S3cret!pw',
          fullName: 'Test Robot',
          company: 'E2E',
          jobTitle: 'Tester',
          nickname: 'Robot',
          charCaptcha: 'E2E42',
          captchaId: captcha.captchaId,
        },
        relaxed,
      )
      expect(status).toBe(200)
      expect((await registered('robot@partner.test', relaxed))?.auditStatus).toBe('pending')
    } finally {
      await relaxed.close()
    }
    expect((await compare('E2E42', 'any-id')).status).toBe(400)
  })
})
