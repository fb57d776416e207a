// The notification stream as the tests read it: fetch with the bearer header, frames parsed as
// they arrive, and when the server ended it.
import type { NotificationEvent } from '../../src/domains/notifications/contract.ts'

export interface Frame {
  event?: string
  id?: string
  data?: NotificationEvent
  comment?: string
  at: number
}

/** Opens the stream at `url` and collects its frames as they arrive (a minimal SSE reader for
 * the tests); `ended` resolves with the time the server ended it. */
export async function openStream(url: string, token: string, lastEventId?: string) {
  const controller = new AbortController()
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }
  if (lastEventId) headers['Last-Event-ID'] = lastEventId
  const response = await fetch(url, { headers, signal: controller.signal })
  let markEnded!: (at: number) => void
  const ended = new Promise<number>((resolve) => (markEnded = resolve))
  const frames: Frame[] = []
  const waiters: Array<() => void> = []
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const frame: Frame = { at: performance.now() }
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) frame.comment = line.slice(1).trim()
            else if (line.startsWith('event: ')) frame.event = line.slice(7)
            else if (line.startsWith('id: ')) frame.id = line.slice(4)
            else if (line.startsWith('data: ') && line.length > 6) frame.data = JSON.parse(line.slice(6))
          }
          frames.push(frame)
          waiters.splice(0).forEach((wake) => wake())
        }
      }
    } catch {
      // aborted
    } finally {
      markEnded(performance.now())
    }
  })()
  const next = async (match: (f: Frame) => boolean, timeoutMs = 3000): Promise<Frame> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = frames.find(match)
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
  }
  return { response, frames, next, ended, close: () => controller.abort() }
}
