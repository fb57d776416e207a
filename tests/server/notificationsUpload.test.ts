// The editor's image upload (docs/spec.md#editor-images) on the platform file service: JPG/JPEG, GIF, PNG and BMP
// are accepted by their bytes whatever the name (a .jpeg is a JPEG), anything else — HTML or SVG
// named .bmp, a PDF — is a 400 storing nothing; served with the detected type, nosniff, an
// inline safe name and a sandbox CSP, so an image address can never run script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let editor: string
beforeAll(async () => {
  server = await startServer()
  editor = await login(server.app, 'editor@acme.test')
})
afterAll(() => server.close())

const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((ch) => ch.charCodeAt(0)) : p)))
const IMAGES: Array<[string, Uint8Array<ArrayBuffer>, string]> = [
  ['photo.jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'), 'image/jpeg'],
  ['photo.jpeg', bytes([0xff, 0xd8, 0xff, 0xe1, 0, 16], 'Exif'), 'image/jpeg'],
  ['anim.gif', bytes('GIF87a', [1, 0, 1, 0, 0, 0, 0]), 'image/gif'],
  ['shot.png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'image/png'],
  ['scan.bmp', bytes('BM', new Array(30).fill(0)), 'image/bmp'],
]

async function upload(data: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData()
  form.set('file', new File([data], name))
  const response = await server.app.request('/api/file/upload', { method: 'POST', body: form, headers: { Authorization: `Bearer ${editor}` } })
  return { status: response.status, body: (await response.json()) as { message: string; data: { url: string; contentType: string; name: string } } }
}

describe('editor image upload', () => {
  it.each(IMAGES)('accepts %s by its bytes and serves it so it cannot run script', async (name, data, type) => {
    const { status, body } = await upload(data, name)
    expect(status).toBe(200)
    expect(body.data.contentType).toBe(type)
    const served = await server.app.request(`/api${body.data.url}`)
    expect(served.headers.get('content-type')).toBe(type)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="[^"]+\.(jpg|gif|png|bmp)"$/)
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  })

  it.each([
    ['page.bmp', bytes('<html><script>alert(1)</script></html>')],
    ['logo.png', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['doc.jpg', bytes('%PDF-1.7')],
    ['short.bmp', bytes('BM', [0, 0])],
  ])('refuses %s (not an image by its bytes), storing nothing', async (name, data) => {
    const before = await count(server, 'files')
    const { status, body } = await upload(data, name)
    expect(status).toBe(400)
    expect(body.message).toBe('file: only PNG, JPEG, GIF, BMP or WebP images may be uploaded')
    expect(await count(server, 'files')).toBe(before)
  })

  it('names a script-looking file safely: the served name ends in the detected type', async () => {
    const { body } = await upload(IMAGES[3][1], 'x.html"; filename="evil.html')
    expect(body.data.name).toMatch(/\.png$/)
    expect(body.data.name).not.toContain('"')
  })
})
