// The platform's file service: images only, checked by their bytes (a PNG-named HTML file is
// refused), at most 5 MB (413 above), any signed-in user (401 otherwise), stored with the
// tenant; served with its detected type, nosniff, a safe inline name, a cache header and a CSP
// that allows nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, login, startServer, type TestServer } from './helpers.ts'

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
  return { status: response.status, body: (await response.json()) as { message: string; data: { key: string; url: string; name: string; contentType: string } } }
}

describe('file upload', () => {
  it('stores a PNG with the tenant and serves it with safe headers', async () => {
    const { status, body } = await upload(PNG, 'my "face"\r\n.png')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ contentType: 'image/png', url: `/file/${body.data.key}` })
    expect(body.data.key).toMatch(/^[0-9a-f]{32}$/)
    const [row] = await server.db.query<{ tenant: string; size: number }>('select t.code as tenant, f.size from files f join tenants t on t.id = f.tenant_id where key = $1', [body.data.key])
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
