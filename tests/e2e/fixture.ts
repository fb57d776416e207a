/**
 * The e2e fixture: one reference server and one Debian Chromium for a test file, started before
 * its tests and stopped after them. A file calls `serverAndBrowser(env?)` once at its top level;
 * `server` and `browser` are live bindings its tests read once the hooks have run.
 */
import { afterAll, beforeAll } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, startServer, type RunningServer } from './harness.ts'

export let server: RunningServer
export let browser: Browser

/** Starts the server (with `env` added to its environment) and the browser before the file's
 * tests, in parallel (within `timeoutMs`, the project's hook timeout by default); closes both
 * after them. */
export function serverAndBrowser(env: Record<string, string> = {}, timeoutMs?: number): void {
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(env), launchBrowser()])
  }, timeoutMs)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
}
