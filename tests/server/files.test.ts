// The platform's file service: images only, checked by their bytes (a PNG-named HTML file is
// refused), at most 5 MB (413 above), any signed-in user (401 otherwise), stored with the
// tenant; served with its detected type, nosniff, a safe inline name, a cache header and a CSP
// that allows nothing. A user's uploads are limited; an upload no avatar or notice names is
// removed a day later; a picture shown to others is an upload of the tenant on this site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOMAINS } from '../../demo/server/domains/index.ts'
import { ownFileKey, sweepUnreferencedFiles, UNUSED_FILE_GRACE_MS, USER_QUOTA_BYTES } from '../../demo/server/platform/files.ts'
import { call, count, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let member: string
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])

beforeAll(async () => {
  server = await startServer()
  member = await login(server.app, 'member@acme.test')
})
afterAll(() => server.close())

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string, token: string | null = member, type = 'image/png') {
  const form = new FormData()
  form.set('file', new File([bytes], name, { type }))
  const response = await server.app.request('/api/file/upload', { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} })
  return {
    status: response.status,
    body: (await response.json()) as { message: string; data: { key: string; url: string; name: string; contentType: string } },
  }
}

describe('file upload', () => {
  it('stores a PNG with the tenant and serves it with safe headers', async () => {
    const { status, body } = await upload(PNG, 'my "face"\r\n.png')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ contentType: 'image/png', url: `/file/${body.data.key}` })
    expect(body.data.key).toMatch(/^[0-9a-f]{32}$/)
    const [row] = await server.db.query<{ tenant: string; size: number }>(
      'select t.code as tenant, f.size from files f join tenants t on t.id = f.tenant_id where key = $1',
      [body.data.key],
    )
    expect(row).toEqual({ tenant: 'acme', size: PNG.length })
    const served = await server.app.request(`/api${body.data.url}`)
    expect(served.status).toBe(200)
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-disposition')).toBe('inline; filename="my _face___.png"')
    expect(served.headers.get('cache-control')).toContain('max-age')
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('names the type by the bytes, not by the name or the declared type', async () => {
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00')
    const { body } = await upload(gif, 'picture.png', member, 'image/png')
    expect(body.data).toMatchObject({ contentType: 'image/gif', name: 'picture.gif' })
  })

  it('refuses a PNG-named HTML file, an SVG and an empty file, storing nothing', async () => {
    const before = await count(server, 'files')
    const html = await upload(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'avatar.png')
    expect(html.status).toBe(400)
    expect(html.body.message).toBe('file: only PNG, JPEG, GIF, BMP or WebP images may be uploaded')
    expect((await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', member, 'image/svg+xml')).status).toBe(400)
    expect((await upload(new Uint8Array(), 'a.png')).status).toBe(400)
    expect(await count(server, 'files')).toBe(before)
  })

  it('refuses a file of 5 MB + 1 byte with 413, and a much larger body too', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    const result = await upload(big, 'big.png')
    expect(result.status).toBe(413)
    expect(result.body.message).toBe('The file is larger than 5 MB')
    const huge = new Uint8Array(6 * 1024 * 1024)
    huge.set(PNG)
    expect((await upload(huge, 'huge.png')).status).toBe(413)
    const exact = new Uint8Array(5 * 1024 * 1024)
    exact.set(PNG)
    expect((await upload(exact, 'exact.png')).status).toBe(200)
  })

  it('needs a signed-in user to upload; an unknown key is a 404', async () => {
    expect((await upload(PNG, 'a.png', null)).status).toBe(401)
    expect((await server.app.request('/api/file/0123456789abcdef0123456789abcdef')).status).toBe(404)
    expect((await server.app.request('/api/file/..%2Fetc')).status).toBe(404)
  })
})

describe('a user’s uploads', () => {
  it(`are limited to ${USER_QUOTA_BYTES / 1024 / 1024} MB stored at once, however many are sent together`, async () => {
    const editor = await login(server.app, 'editor@acme.test')
    const four = new Uint8Array(4 * 1024 * 1024)
    four.set(PNG)
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(four, `big-${i}.png`, editor)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(6)
    const refused = answers.find((a) => a.status === 400)!
    expect(refused.body.message).toMatch(/^file: your uploads already take 24 MB of the 25 MB allowed/)
    const [{ used }] = await server.db.query<{ used: string }>(
      "select sum(size)::text as used from files where owner_id = (select id from users where username = 'editor@acme.test')",
    )
    expect(Number(used)).toBeLessThanOrEqual(USER_QUOTA_BYTES)
  })
})

describe('the sweep of unused uploads', () => {
  it('removes a file a day after its upload when no avatar or notice names it, and keeps the others', async () => {
    const admin = await login(server.app, 'admin@acme.test')
    const keys = await Promise.all(['avatar', 'notice', 'unused', 'fresh'].map(async (name) => (await upload(PNG, `${name}.png`, admin)).body.data.key))
    const [avatar, notice, unused, fresh] = keys
    await server.db.query("update files set created_at = now() - interval '2 days' where key = any($1::text[])", [[avatar, notice, unused]])
    await server.db.query("update users set avatar = $1 where username = 'admin@acme.test'", [`/api/file/${avatar}`])
    await server.db.query('update notifications set markdown = markdown || $1 where id = (select min(id) from notifications where tenant_id = 1)', [
      `\n\n![p](/api/file/${notice})`,
    ])
    const references = DOMAINS.flatMap((d) => d.fileReferences ?? [])
    expect(references).toEqual(
      expect.arrayContaining([
        { table: 'users', column: 'avatar' },
        { table: 'notifications', column: 'markdown' },
      ]),
    )
    const removed = await sweepUnreferencedFiles(server.db, references, new Date(Date.now() - UNUSED_FILE_GRACE_MS))
    expect(removed).toBeGreaterThanOrEqual(1)
    const left = (await server.db.query<{ key: string }>('select key from files where key = any($1::text[])', [keys])).map((r) => r.key)
    expect(left.sort()).toEqual([avatar, notice, fresh].sort())
    expect((await server.app.request(`/api/file/${unused}`)).status).toBe(404)
  })
})

describe('pictures shown to others', () => {
  it('are the tenant’s uploads on this site: an avatar from elsewhere, or never uploaded, is refused', async () => {
    const { body } = await upload(PNG, 'me.png')
    const [{ id }] = await server.db.query<{ id: number }>("select id from users where username = 'member@acme.test'")
    const update = (avatar: string, headers: Record<string, string> = {}) =>
      call(server.app, 'PUT', '/api/admin/sysuser/updateSysUser', { token: member, json: { id, avatar }, headers })
    expect(ownFileKey(`/api/file/${body.data.key}`, undefined)).toBe(body.data.key)
    expect(ownFileKey(`https://console.example.com/api/file/${body.data.key}`, 'console.example.com')).toBe(body.data.key)
    expect(ownFileKey(`https://evil.example/api/file/${body.data.key}`, 'console.example.com')).toBeNull()
    const accepted = await update(`/api/file/${body.data.key}`)
    expect(accepted.body).toEqual({ status: 200, message: 'success' })
    for (const avatar of [
      `https://tracker.example/api/file/${body.data.key}`,
      'https://tracker.example/pixel.png',
      '/api/file/0123456789abcdef0123456789abcdef',
    ]) {
      const refused = await update(avatar, { Host: 'console.example.com' })
      expect(refused.status, avatar).toBe(400)
      expect(refused.body.message).toMatch(/Pictures must be uploaded here/)
    }
    const [row] = await server.db.query<{ avatar: string }>("select avatar from users where username = 'member@acme.test'")
    expect(row.avatar).toBe(`/api/file/${body.data.key}`)
  })
})
