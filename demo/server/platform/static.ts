/**
 * Static files under /studentwork/: the built elements from `dist/` first, then the hand-written
 * pages of `demo/public/`. A path without a file extension that matches no file is a deep link
 * and gets `demo/public/index.html`; anything else unknown is a 404. Paths are decoded once,
 * and `..`, dot-files, backslashes and NUL are refused, so nothing outside the roots is served.
 */
import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import type { Context } from 'hono'
import { getMimeType } from 'hono/utils/mime'

export const BASE_PATH = '/studentwork/'

export interface StaticDirs {
  /** The build output (`dist/`). */
  dist: string
  /** Hand-written demo pages (`demo/public/`); its index.html answers deep links. */
  public: string
}

/** The relative file path of a request under BASE_PATH, or null when it must be refused. */
export function safeRelativePath(pathname: string): string | null {
  if (!pathname.startsWith(BASE_PATH)) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname.slice(BASE_PATH.length))
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const segments = decoded.split('/').filter((segment) => segment !== '')
  if (segments.some((segment) => segment.startsWith('.'))) return null
  return segments.join('/')
}

async function fileIn(root: string, relative: string): Promise<string | null> {
  const base = resolve(root)
  const full = resolve(join(base, relative))
  if (full !== base && !full.startsWith(base + sep)) return null
  try {
    return (await stat(full)).isFile() ? full : null
  } catch {
    return null
  }
}

async function sendFile(c: Context, file: string): Promise<Response> {
  const body = await readFile(file)
  return c.body(body, 200, {
    'Content-Type': getMimeType(file) ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  })
}

const notFoundText = (c: Context) => c.text('Not found', 404)

/** The handler of GET /studentwork/*. */
export function staticHandler(dirs: StaticDirs) {
  const roots = [dirs.dist, dirs.public]
  return async (c: Context): Promise<Response> => {
    const relative = safeRelativePath(new URL(c.req.url).pathname)
    if (relative === null) return notFoundText(c)
    const wanted = relative === '' ? 'index.html' : relative
    for (const root of roots) {
      const file = await fileIn(root, wanted)
      if (file) return sendFile(c, file)
    }
    if (extname(wanted) !== '') return notFoundText(c)
    const index = await fileIn(dirs.public, 'index.html')
    return index ? sendFile(c, index) : notFoundText(c)
  }
}
