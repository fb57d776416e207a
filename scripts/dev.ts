/**
 * `npm run dev`: the reference server (API on SERVER_PORT, default 8787) and the Vite dev
 * server (PORT, default 5173) with hot reload, proxying /api to the server. The catalogs are
 * compiled first: the server reads its messages from them (demo/server/platform/i18n.ts).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createServer } from 'vite'

const serverPort = process.env.SERVER_PORT ?? '8787'
if (spawnSync('npx', ['lingui', 'compile', '--typescript'], { stdio: 'inherit' }).status !== 0) process.exit(1)
const api = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
  env: { ...process.env, PORT: serverPort },
  stdio: 'inherit',
})
api.on('exit', (code) => {
  console.error(`reference server exited (${code})`)
  process.exit(code ?? 1)
})

const vite = await createServer({
  configFile: 'vite.config.ts',
  server: { port: Number(process.env.PORT ?? 5173), host: '127.0.0.1', strictPort: true },
})
await vite.listen()
console.log(`Studentwork dev: http://127.0.0.1:${vite.config.server.port}/studentwork/ (API proxied to :${serverPort})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    api.kill(signal)
    void vite.close().then(() => process.exit(0))
  })
}
