/**
 * An incremental Server-Sent Events parser (the WHATWG event-stream format): feed it text as it
 * arrives, in chunks cut anywhere (inside a line, between \r and \n, inside a field name); it
 * calls back per message (event name, data lines joined by \n, the last event id), per comment
 * line (`: heartbeat`) and per `retry:`. A message without data is not dispatched (its id still
 * counts). Framework-free; liveStream.ts reads a fetch body through it.
 */

export interface SseMessage {
  /** 'message' when the block named none. */
  event: string
  data: string
  /** The last event id seen so far (this block's or an earlier one's). */
  id: string
}

export interface SseHandlers {
  onMessage(message: SseMessage): void
  onComment?(text: string): void
  onRetry?(ms: number): void
}

export interface SseParser {
  feed(chunk: string): void
  /** The last event id seen (sent back as Last-Event-ID on reconnect). */
  readonly lastEventId: string
}

export function createSseParser(handlers: SseHandlers, initialLastEventId = ''): SseParser {
  let buffer = ''
  /** The previous chunk ended with \r: a \n starting the next one belongs to that line end. */
  let skipLf = false
  let event = ''
  let data: string[] = []
  let lastEventId = initialLastEventId

  function dispatch(): void {
    if (data.length > 0) handlers.onMessage({ event: event || 'message', data: data.join('\n'), id: lastEventId })
    event = ''
    data = []
  }

  function line(text: string): void {
    if (text === '') return dispatch()
    if (text.startsWith(':')) {
      handlers.onComment?.(text.slice(1).replace(/^ /, ''))
      return
    }
    const colon = text.indexOf(':')
    const field = colon < 0 ? text : text.slice(0, colon)
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
    else if (field === 'id') {
      if (!value.includes('\0')) lastEventId = value
    } else if (field === 'retry') {
      if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value))
    }
  }

  return {
    feed(chunk: string) {
      let text = chunk
      if (skipLf && text.startsWith('\n')) text = text.slice(1)
      skipLf = false
      buffer += text
      let start = 0
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i]
        if (ch !== '\n' && ch !== '\r') continue
        line(buffer.slice(start, i))
        if (ch === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i++
          } else {
            skipLf = true
          }
        }
        start = i + 1
      }
      buffer = buffer.slice(start)
    },
    get lastEventId() {
      return lastEventId
    },
  }
}
