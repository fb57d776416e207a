// The server's messages in the reader's language (demo/server/platform/i18n.ts): the language read
// from Accept-Language as browsers and the console send it; errors, field errors, data inside
// answers and the approval mail in en, zh and tw; the catalog complete (every entry translated,
// with the same placeholders), and no message in the server's code left unmarked for translation.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languageOf, translate, text } from '../../demo/server/platform/i18n.ts'
import { BASIC_AUTH, call, login, requestToken, startServer, type TestServer } from './helpers.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

describe('the reader language from Accept-Language', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['zh-TW', 'tw'],
    ['zh-Hant-HK,en;q=0.5', 'tw'],
    ['zh-HK', 'tw'],
    ['fr-FR, zh-TW;q=0.5', 'tw'],
    ['en;q=0.1, zh;q=0.9', 'zh'],
    ['zh;q=0, en', 'en'],
    ['de-DE,fr;q=0.8', 'en'],
    ['', 'en'],
    ['*', 'en'],
    [';;;,,q=x', 'en'],
  ])('%j → %s', (header, lang) => {
    expect(languageOf(header)).toBe(lang)
  })
  it('reads no header as English', () => {
    expect(languageOf(undefined)).toBe('en')
  })
})

describe('translate', () => {
  it('translates the values that are messages themselves, then the message', () => {
    const label = text(/*i18n*/ 'Name')
    expect(translate('en', text(/*i18n*/ '{label} is required', { label }))).toBe('Name is required')
    expect(translate('zh', text(/*i18n*/ '{label} is required', { label }))).toBe('请填写名称')
    expect(translate('tw', text(/*i18n*/ '{label} is required', { label }))).toBe('請填寫名稱')
  })
  it('refuses, in tests, a message the catalog does not hold (an unmarked literal)', () => {
    expect(() => translate('zh', 'A sentence nobody marked')).toThrow(/not in the catalog/)
  })
})

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startServer()
  token = await login(server.app, 'admin@acme.test', 'acme')
})
afterAll(() => server.close())

describe('answers in the reader language', () => {
  const lang = (value: string) => ({ 'Accept-Language': value })

  it('an unknown endpoint', async () => {
    const en = await call(server.app, 'GET', '/api/no/such', { token })
    const zh = await call(server.app, 'GET', '/api/no/such', { token, headers: lang('zh-CN,zh;q=0.9') })
    const tw = await call(server.app, 'GET', '/api/no/such', { token, headers: lang('zh-TW') })
    expect([en.status, zh.status, tw.status]).toEqual([404, 404, 404])
    expect(en.body.message).toBe('No such endpoint: GET /api/no/such')
    expect(zh.body.message).toBe('没有这个接口：GET /api/no/such')
    expect(tw.body.message).toBe('沒有這個介面：GET /api/no/such')
  })

  it('a session that ended (the console shows it in the logout confirm)', async () => {
    const { status, body } = await call(server.app, 'GET', '/api/uaa/users/getSysUser', { token: 'not-a-token', headers: lang('zh-TW') })
    expect(status).toBe(401)
    expect(body).toMatchObject({ status: 50008, message: '登入憑證無效' })
  })

  it('a malformed body, before any route reads it', async () => {
    const { status, body } = await call(server.app, 'PUT', '/api/admin/sysuser/updateSysUser', { token, headers: lang('zh'), json: [1, 2] })
    expect(status).toBe(400)
    expect(body.message).toBe('请求体必须是一个 JSON 对象')
  })

  it('a NUL character refused by the middleware', async () => {
    const { status, body } = await call(server.app, 'GET', '/api/admin/sysorg/querySysOrg', { token, query: { name: 'a\u0000b' }, headers: lang('zh-TW') })
    expect(status).toBe(400)
    expect(body.message).toBe('文字不得包含 NUL 字元（U+0000）')
  })
})

/** msgid → msgstr of a PO file (a string may continue on the lines after it, as Lingui writes a
 * message with line breaks). */
function readPo(path: string): Map<string, string> {
  const entries = new Map<string, string>()
  const lines = readFileSync(path, 'utf8').split('\n')
  /** The string starting at line `i` after `prefix`, with its continuation lines; and the next line. */
  const read = (i: number, prefix: string): [string, number] => {
    let value = JSON.parse(lines[i].slice(prefix.length)) as string
    let j = i + 1
    for (; j < lines.length && lines[j].startsWith('"'); j++) value += JSON.parse(lines[j]) as string
    return [value, j]
  }
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('msgid "')) continue
    const [id, next] = read(i, 'msgid ')
    const [str] = next < lines.length && lines[next].startsWith('msgstr "') ? read(next, 'msgstr ') : ['']
    if (id !== '') entries.set(id, str)
  }
  return entries
}

/** The names of an ICU message's arguments (`{name}`, `{n, plural, …}`). */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]))].sort()
}

describe('the server catalog', () => {
  const en = readPo(join(ROOT, 'locales/en/server.po'))
  it('holds the server messages', () => {
    expect(en.size).toBeGreaterThan(150)
  })
  it.each(['zh', 'tw'])('%s translates every message, in Chinese, with the same placeholders', (locale) => {
    const po = readPo(join(ROOT, `locales/${locale}/server.po`))
    const problems: string[] = []
    for (const id of en.keys()) {
      const translated = po.get(id) ?? ''
      if (translated === '') problems.push(`missing: ${id}`)
      else if (!/[\u3400-\u9fff]/.test(translated)) problems.push(`not Chinese: ${id} → ${translated}`)
      else if (placeholders(translated).join() !== placeholders(id).join()) problems.push(`placeholders differ: ${id} → ${translated}`)
    }
    expect(problems).toEqual([])
  })
  it('Simplified and Traditional differ where the script does', () => {
    const zh = readPo(join(ROOT, 'locales/zh/server.po'))
    const tw = readPo(join(ROOT, 'locales/tw/server.po'))
    const same = [...en.keys()].filter((id) => zh.get(id) === tw.get(id) && /[这个说请为对没时间组织户数据签]/.test(zh.get(id) ?? ''))
    expect(same).toEqual([])
  })
})

/** Every .ts file of the server. */
function serverFiles(dir = join(ROOT, 'demo/server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? serverFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  )
}

describe("the server's code", () => {
  it('marks every message it hands to an error for translation (a literal without /*i18n*/ is never extracted)', () => {
    const unmarked: string[] = []
    const patterns = [
      /\b(?:badRequest|forbidden|notFound|tooManyRequests)\(\s*(['"`])/g,
      /\bfieldError\([^,()]+,\s*(['"`])/g,
      /\bmessage:\s*(['"`])(?!success['"`])/g,
      /\b(?:label|patternMessage):\s*(['"`])/g,
    ]
    // Seeds hold data (labels people may edit, in the three languages), not messages.
    for (const file of serverFiles().filter((f) => !/seed(Data)?\.ts$/.test(f))) {
      const source = readFileSync(file, 'utf8')
      for (const pattern of patterns) {
        for (const match of source.matchAll(pattern)) {
          const line = source.slice(0, match.index).split('\n').length
          unmarked.push(`${file.slice(ROOT.length)}:${line}: ${match[0]}`)
        }
      }
    }
    expect(unmarked).toEqual([])
  })
})

describe('data and mail in the reader language', () => {
  it("an import's rejected rows give their reasons in the reader's language", async () => {
    const editor = await login(server.app, 'editor@acme.test')
    const { status, body } = await call(server.app, 'POST', '/api/chemistry/compound/importCompounds', {
      token: editor,
      headers: { 'Accept-Language': 'zh-CN' },
      json: {
        rows: [
          { row: 2, name: 'Ethanol', smiles: 'CCO' },
          { row: 3, name: 'Ethanol again', smiles: 'OCC' },
          { row: 4, name: '', smiles: 'CCN' },
        ],
      },
    })
    expect(status).toBe(200)
    expect(body.data.rejected).toEqual([
      expect.objectContaining({ row: 3, code: 'repeated', reason: '与第 2 行的结构相同' }),
      expect.objectContaining({ row: 4, code: 'data', reason: '请填写名称' }),
    ])
  })

  it('the approval mail is in the language the person signed up with, and follows their later sign-ins', async () => {
    const { body: captcha } = await call(server.app, 'GET', '/api/uaa/captcha')
    const [{ answer }] = await server.db.query<{ answer: string }>('select answer from captchas where id = $1', [captcha.data.captchaId])
    const username = 'lin.mei@partner.test'
    const signUp = await call(server.app, 'POST', '/api/account/sysuserdetail/registerAccount', {
      headers: { 'Accept-Language': 'zh-TW,zh;q=0.9' },
      json: {
        tenantCode: 'acme',
        username,
        password: 'S3cret!pw',
        confirmPassword: 'S3cret!pw',
        fullName: 'Lin Mei',
        company: 'Partner Labs',
        jobTitle: 'Chemist',
        countryCode: '+886',
        mobile: '912345678',
        referee: 'Ada',
        nickname: 'Mei',
        email: username,
        charCaptcha: answer.toLowerCase(),
        captchaId: captcha.data.captchaId,
      },
    })
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200)
    const [user] = await server.db.query<{ id: number; lang: string }>('select id, lang from users where username = $1', [username])
    expect(user.lang).toBe('tw')
    const [{ roleId, orgId }] = await server.db.query<{ roleId: number; orgId: number }>(
      `select (select id from roles where code = 'ROLE_MEMBER' and tenant_id = t.id) as "roleId", (select min(id) from orgs where tenant_id = t.id) as "orgId" from tenants t where t.code = 'acme'`,
    )
    const approved = await call(server.app, 'POST', '/api/admin/sysuser/admin/auditUser', {
      token,
      json: { id: String(user.id), approve: true, roleId: String(roleId), orgId: String(orgId) },
    })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const [mail] = await server.db.query<{ subject: string; body: string }>('select subject, body from outbox where user_id = $1', [user.id])
    expect(mail.subject).toBe('你的 Studentwork 帳號已通過審核')
    expect(mail.body).toContain('Mei，你好')
    expect(mail.body).toContain(`使用者名稱：${username}`)
    // A later sign-in in another language is what the server writes in from then on; one that
    // sends no language changes nothing.
    await requestToken(
      server.app,
      { username, password: 'S3cret!pw' },
      { headers: { Authorization: BASIC_AUTH, 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'zh-CN' } },
    )
    expect((await server.db.query<{ lang: string }>('select lang from users where id = $1', [user.id]))[0].lang).toBe('zh')
    await requestToken(server.app, { username, password: 'S3cret!pw' })
    expect((await server.db.query<{ lang: string }>('select lang from users where id = $1', [user.id]))[0].lang).toBe('zh')
  })
})
