/**
 * A picture made fit to send (browser code, no React): a phone camera's photo — 4 000 px and
 * 3–12 MB, often past the file service's 5 MB — drawn again at most `maxSide` pixels on its longer
 * side, upright by its EXIF orientation, and encoded as JPEG (a PNG stays PNG, keeping its
 * transparency). Re-encoding also drops the file's metadata (the camera's GPS position among it).
 * A GIF (it may be animated), a picture already within `maxSide` and the limit, and anything the
 * browser cannot decode pass unchanged: the file service judges those by their bytes.
 */
export interface FitOptions {
  /** The longer side's pixels at most. */
  maxSide: number
  /** Bytes a picture within `maxSide` may have before it is encoded again anyway. */
  maxBytes: number
  /** JPEG quality, 0–1. */
  quality?: number
}

export async function fitImage(file: File, { maxSide, maxBytes, quality = 0.85 }: FitOptions): Promise<File> {
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file
  }
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height))
    if (scale === 1 && file.size <= maxBytes) return file
    const width = Math.max(1, Math.round(bitmap.width * scale))
    const height = Math.max(1, Math.round(bitmap.height * scale))
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) return file
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg'
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality))
    if (!blob || (scale === 1 && blob.size >= file.size)) return file
    return new File([blob], renamed(file.name, type), { type, lastModified: file.lastModified })
  } finally {
    bitmap.close()
  }
}

/** The file's name with the extension of its new type ("IMG_0042.HEIC" → "IMG_0042.jpg"). */
export function renamed(name: string, type: 'image/png' | 'image/jpeg'): string {
  const stem = name.replace(/\.[^./\\]*$/, '') || 'photo'
  return `${stem}.${type === 'image/png' ? 'png' : 'jpg'}`
}
