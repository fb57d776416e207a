/**
 * The platform's file service (server: demo/server/platform/files.ts): upload one image (PNG,
 * JPEG, GIF, BMP or WebP, at most 5 MB; the server checks the bytes) and get its address, which
 * `fileHref` turns into what an `<img>` loads.
 */
import type { Http } from '../http/http.ts'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/bmp,image/webp'

export interface UploadedFile {
  key: string
  /** Relative to the API base: `/file/<key>`. */
  url: string
  name: string
  size: number
  contentType: string
}

/** A field problem (400/413 with a message) is the caller's to show: no toast. */
export function uploadFile(http: Http, file: Blob, name: string): Promise<UploadedFile> {
  const form = new FormData()
  form.set('file', file, name)
  return http.request<UploadedFile>('/file/upload', { method: 'POST', body: form, silent: true, timeout: 60_000 })
}

/** The file's address for the browser: the API base joined to its URL, as a path when it is on
 * the page's origin (so a stored avatar survives a host name change), else absolute. */
export function fileHref(apiBase: string, url: string, page: string): string {
  const absolute = new URL(`${apiBase.replace(/\/$/, '')}${url}`, page)
  return absolute.origin === new URL(page).origin ? absolute.pathname : absolute.href
}

/** The file calls on one client, for `apiFor(apiBase, createFileApi)`. */
export function createFileApi(http: Http) {
  return { upload: (file: Blob, name: string) => uploadFile(http, file, name) }
}
