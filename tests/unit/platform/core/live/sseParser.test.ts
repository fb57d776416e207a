// The SSE parser: messages, comments, retry and ids, whatever the chunk boundaries (one
// character at a time, CR LF split across chunks, CR-only and LF-only line ends).
import { describe, expect, it } from 'vitest'
import { createSseParser, type SseMessage } from '#platform/core/live/sseParser.ts'

function parse(chunks: string[], initialId = '') {
  const messages: SseMessage[] = []
  const comments: string[] = []
  const retries: number[] = []
  const parser = createSseParser({ onMessage: (m) => messages.push(m), onComment: (c) => comments.push(c), onRetry: (r) => retries.push(r) }, initialId)
  for (const chunk of chunks) parser.feed(chunk)
  return { messages, comments, retries, lastEventId: parser.lastEventId }
}

const STREAM = 'retry: 3000\n\n: heartbeat\n\nevent: notification\nid: 7\ndata: {"unread":1}\n\ndata: a\ndata: b\n\nid: 9\n\nevent: x\ndata\n\n'

describe('createSseParser', () => {
  it('reads events, ids, multi-line data, comments and retry', () => {
    const { messages, comments, retries, lastEventId } = parse([STREAM])
    expect(messages).toEqual([
      { event: 'notification', data: '{"unread":1}', id: '7' },
      { event: 'message', data: 'a\nb', id: '7' },
      { event: 'x', data: '', id: '9' },
    ])
    expect(comments).toEqual(['heartbeat'])
    expect(retries).toEqual([3000])
    expect(lastEventId).toBe('9')
  })

  it('gives the same result fed one character at a time', () => {
    expect(parse([...STREAM])).toEqual(parse([STREAM]))
  })

  it('treats CR LF split across chunks as one line end, and CR alone as a line end', () => {
    const crlf = parse(['event: notification\r', '\ndata: 1\r\n\r', '\n'])
    expect(crlf.messages).toEqual([{ event: 'notification', data: '1', id: '' }])
    const cr = parse(['data: 1\r\rdata: 2\r\r'])
    expect(cr.messages.map((m) => m.data)).toEqual(['1', '2'])
  })

  it('waits for the blank line before dispatching, and keeps a partial line across chunks', () => {
    const messages: SseMessage[] = []
    const parser = createSseParser({ onMessage: (m) => messages.push(m) })
    parser.feed('data: hel')
    parser.feed('lo\n')
    expect(messages).toEqual([])
    parser.feed('\n')
    expect(messages).toEqual([{ event: 'message', data: 'hello', id: '' }])
  })

  it('ignores an id holding NUL, a non-numeric retry and unknown fields; keeps the initial id', () => {
    const { messages, retries, lastEventId } = parse(['id: a\0b\nretry: soon\nfoo: bar\ndata: x\n\n'], '41')
    expect(messages).toEqual([{ event: 'message', data: 'x', id: '41' }])
    expect(retries).toEqual([])
    expect(lastEventId).toBe('41')
  })

  it('strips only one space after the colon', () => {
    expect(parse(['data:  two spaces\n\n']).messages[0].data).toBe(' two spaces')
    expect(parse(['data:none\n\n']).messages[0].data).toBe('none')
  })
})
