// The reference server for component tests, in a worker thread of the test process: Node's own
// globals (the jsdom environment's replace TextEncoder, Uint8Array and others, which the
// server's dependencies reject) and Node's module loader through tsx, as `npm run server` runs it
// (Vite's client transform would rewrite the server's `new URL(…, import.meta.url)` paths).
// Posts `{ port, password }` once listening; runs a test's `{ sql, params }` (posting 'queried');
// on 'close' stops and posts 'closed'.
import { parentPort } from 'node:worker_threads'
import { serve } from '@hono/node-server'
import { tsImport } from 'tsx/esm/api'

const helpers = await tsImport('../server/helpers.ts', import.meta.url)
const server = await helpers.startServer()
const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  parentPort.postMessage({ port: info.port, password: helpers.PASSWORD })
})

parentPort.on('message', async (message) => {
  // A test's own rows (e.g. a menu entry no seed has): { sql, params } → 'queried'.
  if (typeof message === 'object' && message !== null && typeof message.sql === 'string') {
    await server.db.query(message.sql, message.params ?? [])
    parentPort.postMessage('queried')
    return
  }
  if (message !== 'close') return
  await new Promise((resolve) => http.close(resolve))
  await server.close()
  parentPort.postMessage('closed')
})
