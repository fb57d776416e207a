/**
 * The reference server as the README runs it, for the e2e tests, the screenshots and the bench: a
 * child process `node --import tsx demo/server/main.ts` on a free port, its database an in-memory
 * PGlite from the seeded snapshot unless the caller names one.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer as createNetServer } from 'node:net'
import { seedSnapshotFile } from './seedSnapshot.ts'

export interface RunningServer {
  url: string
  port: number
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** How long a fresh server (seeding 10 000 users) may take to start; a loaded machine needs more. */
const START_MS = Number(process.env.E2E_SERVER_START_MS ?? 60_000)

/** Starts `node --import tsx demo/server/main.ts` with `env` and waits for its URL line (each
 * process's, with WORKERS). Without
 * a DATABASE_URL in `env` the database is an in-memory PGlite started from the seeded snapshot
 * (PGLITE_SNAPSHOT: a second instead of seeding anew; seedSnapshot.ts makes it once). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  const database = env.DATABASE_URL ? {} : { DATABASE_URL: 'memory://', PGLITE_SNAPSHOT: await seedSnapshotFile() }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', ...database, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const workers = Math.max(1, Number(env.WORKERS ?? process.env.WORKERS ?? 1) || 1)
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${START_MS / 1000} s:\n${output}`)), START_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      // WORKERS=n: every process says so; a request before the last one listens would only
      // ever reach the others.
      if (output.split(`127.0.0.1:${port}`).length - 1 >= workers) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5000).unref()
      }),
  }
}
