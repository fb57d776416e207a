// The notification stream (issue 12) over a real socket, read with fetch like the console:
// 401 without a session (JSON, not a stream), the SSE headers (no-cache, X-Accel-Buffering: no),
// the current count on connect, a publish reaching a connected member within 1 s (measured), a
// notice for others not reaching them, the reader's own marks, the heartbeat comment at the
// configured interval, Last-Event-ID replaying what was missed, and a closing server ending it.
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_STREAM_PATH, type NotificationEvent } from '../../src/domains/notifications/contract.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

const HEARTBEAT_MS = 300
let server: TestServer
let http: ServerType
let base: string
const t: Record<'admin' | 'member' | 'editor', string> = { admin: '', member: '', editor: '' }

beforeAll(async () => {
  server = await startServer({ notificationHeartbeatMs: HEARTBEAT_MS })
  http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => http.once('listening', resolve))
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`
  for (const who of ['admin', 'member', 'editor'] as const) t[who] = await login(server.app, `${who}@acme.test`)
})
afterAll(async () => {
  await new Promise((resolve) => http.close(resolve))
  await server.close()
})

interface Frame {
  event?: string
  id?: string
  data?: NotificationEvent
  comment?: string
  at: number
}

/** Opens the stream and collects its frames as they arrive (a minimal SSE reader for the test). */
async function open(token: string, lastEventId?: string) {
  const controller = new AbortController()
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }
  if (lastEventId) headers['Last-Event-ID'] = lastEventId
  const response = await fetch(`${base}${NOTIFICATION_STREAM_PATH}`, { headers, signal: controller.signal })
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
            else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6))
          }
          frames.push(frame)
          waiters.splice(0).forEach((wake) => wake())
        }
      }
    } catch {
      // aborted
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
  return { response, frames, next, close: () => controller.abort() }
}

const publish = (token: string, extra: Record<string, unknown> = {}) =>
  call(server.app, 'POST', '/api/notification/publish/saveNotification', {
    token,
    json: { title: 'Live notice', markdown: 'Now.', type: 'system', priority: 'medium', ...extra },
  })
const unread = async (token: string) => (await call(server.app, 'GET', '/api/notification/notification/queryUnreadCount', { token })).body.data.count as number

describe('GET the notification stream', () => {
  it('answers 401 (JSON, not a stream) without a valid bearer token', async () => {
    const none = await fetch(`${base}${NOTIFICATION_STREAM_PATH}`)
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ status: 50008 })
    const bad = await fetch(`${base}${NOTIFICATION_STREAM_PATH}`, { headers: { Authorization: 'Bearer nope' } })
    expect(bad.status).toBe(401)
    const wrongRole = await fetch(`${base}${NOTIFICATION_STREAM_PATH}`, { headers: { Authorization: `Bearer ${t.member}`, RoleCode: 'ROLE_ADMIN' } })
    expect(wrongRole.status).toBe(403)
  })

  it('streams with no-cache and X-Accel-Buffering: no, starting with the current unread count', async () => {
    const s = await open(t.member)
    try {
      expect(s.response.status).toBe(200)
      expect(s.response.headers.get('content-type')).toContain('text/event-stream')
      expect(s.response.headers.get('cache-control')).toBe('no-cache')
      expect(s.response.headers.get('x-accel-buffering')).toBe('no')
      const first = await s.next((f) => f.event === 'notification')
      expect(first.data).toEqual({ kind: 'read-state', notificationId: null, unread: await unread(t.member) })
      expect(first.id).toMatch(/^\d+$/)
    } finally {
      s.close()
    }
  })

  it('delivers a publish to a connected member within 1 s (median of 5, from sending the publish), with a growing id; not a notice for others', async () => {
    await publish(t.editor, { title: 'Warm-up' })
    const s = await open(t.member)
    try {
      const first = await s.next((f) => f.event === 'notification')
      const before = first.data!.unread
      const latencies: number[] = []
      let last = first
      for (let i = 0; i < 5; i++) {
        const started = performance.now()
        const { body } = await publish(t.editor, { title: `Live ${i}` })
        const frame = await s.next((f) => f.data?.kind === 'published' && f.data.notificationId === body.data.id, 3000)
        latencies.push(frame.at - started)
        expect(frame.data).toEqual({ kind: 'published', notificationId: body.data.id, unread: before + i + 1 })
        expect(Number(frame.id)).toBeGreaterThan(Number(last.id))
        last = frame
      }
      const median = [...latencies].sort((a, b) => a - b)[2]
      console.log(`publish → stream latency (ms): ${latencies.map((l) => l.toFixed(0)).join(', ')}; median ${median.toFixed(0)}`)
      expect(median).toBeLessThan(1000)
      await publish(t.editor, { title: 'Admins only', publishObject: { users: [], orgs: [], roles: ['ROLE_ADMIN'] } })
      await publish(t.editor, { title: 'Marker' })
      await s.next((f) => f.data?.kind === 'published' && f.data.unread === before + 6)
      expect(s.frames.filter((f) => f.data?.kind === 'published')).toHaveLength(6)
    } finally {
      s.close()
    }
  })

  it('carries the reader’s own marks (another tab updates) and withdrawals', async () => {
    const s = await open(t.member)
    try {
      await s.next((f) => f.event === 'notification')
      const { body } = await publish(t.admin, { title: 'To read' })
      await s.next((f) => f.data?.notificationId === body.data.id)
      await call(server.app, 'POST', '/api/notification/notification/markRead', { token: t.member, query: { id: body.data.id } })
      const read = await s.next((f) => f.data?.kind === 'read-state' && f.data.notificationId === body.data.id)
      expect(read.data!.unread).toBe(await unread(t.member))
      await call(server.app, 'POST', '/api/notification/publish/withdrawNotification', { token: t.admin, query: { id: body.data.id } })
      await s.next((f) => f.data?.kind === 'withdrawn' && f.data.notificationId === body.data.id)
    } finally {
      s.close()
    }
  })

  it('sends a heartbeat comment at the configured interval', async () => {
    const s = await open(t.member)
    try {
      const one = await s.next((f) => f.comment === 'heartbeat')
      const two = await s.next((f) => f.comment === 'heartbeat' && f !== one)
      expect(two.at - one.at).toBeGreaterThan(HEARTBEAT_MS * 0.6)
      expect(two.at - one.at).toBeLessThan(HEARTBEAT_MS * 4)
    } finally {
      s.close()
    }
  })

  it('replays what was missed after Last-Event-ID, and only the current count when nothing was', async () => {
    const s = await open(t.member)
    const first = await s.next((f) => f.event === 'notification')
    s.close()
    const a = (await publish(t.editor, { title: 'Missed one' })).body.data.id
    const b = (await publish(t.editor, { title: 'Missed two' })).body.data.id
    const again = await open(t.member, first.id)
    try {
      await again.next((f) => f.data?.notificationId === b)
      const replayed = again.frames.filter((f) => f.event === 'notification')
      expect(replayed.map((f) => f.data!.notificationId)).toEqual([a, b])
      expect(Number(replayed[0].id)).toBeGreaterThan(Number(first.id))
      const last = replayed[1].id!
      again.close()
      const caughtUp = await open(t.member, last)
      try {
        const only = await caughtUp.next((f) => f.event === 'notification')
        expect(only.data).toEqual({ kind: 'read-state', notificationId: null, unread: await unread(t.member) })
      } finally {
        caughtUp.close()
      }
    } finally {
      again.close()
    }
  })
})
