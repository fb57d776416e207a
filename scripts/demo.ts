/**
 * `npm run demo`: build the elements only when their sources changed since the last build, then
 * start the reference server. The sources' fingerprint (a SHA-256 of the path and content of
 * every build input) is kept in dist/.build-fingerprint after a successful build; when it
 * matches, the build is skipped (a second `npm run demo` starts in seconds, not ~30 s).
 * `npm run demo -- --rebuild` builds regardless.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const STAMP = join(root, 'dist', '.build-fingerprint')
/** What the build reads: a change to any of these makes dist/ stale. */
const INPUTS = [
  'src',
  'elements',
  'locales',
  'scripts',
  'vite.config.ts',
  'vite.shared.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'tsconfig.types.json',
  'package.json',
  'package-lock.json',
]

function files(path: string): string[] {
  if (!existsSync(path)) return []
  const stat = statSync(path)
  if (!stat.isDirectory()) return [path]
  return readdirSync(path).flatMap((name) => files(join(path, name)))
}

export function sourceFingerprint(): string {
  const hash = createHash('sha256')
  for (const file of INPUTS.flatMap((input) => files(join(root, input))).sort()) {
    hash.update(`${relative(root, file)}\0`)
    hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const fingerprint = sourceFingerprint()
const current = !process.argv.includes('--rebuild') && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === fingerprint
if (current) {
  console.log('dist/ is current: skipping the build (npm run demo -- --rebuild to force it).')
} else {
  run('npm', ['run', 'build'])
  writeFileSync(STAMP, `${sourceFingerprint()}\n`)
}
run(process.execPath, ['--import', 'tsx', join(root, 'demo/server/main.ts')])
