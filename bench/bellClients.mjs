/**
 * The notificationFanout bench's connected bells, in a process of their own (10 000 sockets on
 * each side would not fit one process's 20 000 file descriptors): one live stream per token, as
 * `<sw-notifications>` opens it (GET with the bearer header, Server-Sent Events). Over IPC: given
 * `{open: {url, tokens}}` it connects them (200 at a time) and answers `{connected, failed}` once
 * each has had its first count; given `{publish: {url, token, body}}` it POSTs it and answers
 * `{start, answered, status, id}` (wall-clock times); given `{watch: id}` (a notification id) it answers, once every
 * stream had the `published` event of that notice (or after `timeoutMs`), `{times}` — the wall
 * clock (ms since the epoch, sub-millisecond) at which each stream received it, `null` for none.
 * Plain JavaScript: no transform between the socket and the clock.
 */
import { request } from 'node:http'
import { performance } from 'node:perf_hooks'
import process from 'node:process'
import { clearTimeout, setTimeout } from 'node:timers'

const wall = () => performance.timeOrigin + performance.now()
/** @type {{ buffer: string, ready: boolean, res?: import('node:http').IncomingMessage }[]} */
const streams = []
let watching = null
/** Every `published` event seen, by notification id, with when (it may come before the watch). */
const published = new Map()
let onAllReceived = null

function scan(s) {
  // Events end with a blank line; only whole ones are read.
  let end
  while ((end = s.buffer.indexOf('\n\n')) >= 0) {
    const block = s.buffer.slice(0, end)
    s.buffer = s.buffer.slice(end + 2)
    const data = block.split('\n').find((line) => line.startsWith('data: '))
    if (!data || !block.includes('event: notification')) continue
    s.ready = true
    const event = JSON.parse(data.slice(6))
    if (event.kind !== 'published') continue
    let seen = published.get(event.notificationId)
    if (!seen) published.set(event.notificationId, (seen = new Map()))
    if (!seen.has(s)) seen.set(s, wall())
    if (event.notificationId === watching) onAllReceived?.()
  }
}

function open(url, token) {
  return new Promise((resolve) => {
    const s = { buffer: '', ready: false }
    const req = request(url, { agent: false, headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume()
        return resolve(false)
      }
      s.res = res
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        s.buffer += chunk
        const wasReady = s.ready
        scan(s)
        if (!wasReady && s.ready) resolve(true)
      })
      res.on('error', () => resolve(false))
    })
    req.on('error', () => resolve(false))
    req.end()
    streams.push(s)
  })
}

process.on('message', async (message) => {
  if (message.open) {
    const { url, tokens } = message.open
    let connected = 0
    for (let i = 0; i < tokens.length; i += 200) {
      const results = await Promise.all(tokens.slice(i, i + 200).map((token) => open(url, token)))
      connected += results.filter(Boolean).length
    }
    process.send({ connected, failed: tokens.length - connected })
  } else if (message.publish) {
    // The publish, from this process too (as from an editor's browser): the answer's time is not
    // held up by the server's event loop, which the parent shares.
    const { url, token, body } = message.publish
    const start = wall()
    const answer = await globalThis.fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = await answer.json()
    process.send({ start, answered: wall(), status: answer.status, id: json?.data?.id ?? null })
  } else if (message.watch !== undefined) {
    watching = message.watch
    const live = streams.filter((s) => s.res)
    const seen = () => published.get(watching) ?? new Map()
    const done = () => {
      clearTimeout(timer)
      onAllReceived = null
      process.send({ times: live.map((s) => seen().get(s) ?? null) })
    }
    const timer = setTimeout(done, message.timeoutMs ?? 30_000)
    onAllReceived = () => live.every((s) => seen().has(s)) && done()
    onAllReceived()
  } else if (message.close) {
    for (const s of streams) s.res?.destroy()
    process.exit(0)
  }
})
