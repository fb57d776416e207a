/** Copy and download of a structure: text to the clipboard, SVG as a file, PNG drawn from the SVG
 * (blobs and texts are saved by the platform's download.ts). */
import { downloadBlob, downloadText } from '#platform/ui/download.ts'

export async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text)
}

export { downloadBlob, downloadText }

export function downloadSvg(svg: string, filename: string): void {
  downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), filename)
}

/** Draws the SVG on a white canvas at twice its size and saves it as PNG. */
export async function downloadPng(svg: string, width: number, height: number, filename: string): Promise<void> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = width * 2
    canvas.height = height * 2
    const context = canvas.getContext('2d')!
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
    if (blob) downloadBlob(blob, filename)
  } finally {
    URL.revokeObjectURL(url)
  }
}
