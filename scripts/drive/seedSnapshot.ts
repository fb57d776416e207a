/**
 * The seeded reference database as a PGlite data-directory tarball, made once and cached in the
 * OS temp directory under a hash of PGlite's version, the server's sources, the client code it
 * imports and the day: every in-memory test server, e2e server (PGLITE_SNAPSHOT) and screenshot
 * or bench server starts from it in about a second instead of seeding anew.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSeedSnapshot } from '../../demo/server/server.ts'

const SERVER_DIR = fileURLToPath(new URL('../../demo/server/', import.meta.url))
const CLIENT_DIR = fileURLToPath(new URL('../../src/', import.meta.url))
const PGLITE_PACKAGE = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.(ts|sql)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  )
}

/** Where the snapshot of these sources is cached: a hash of PGlite's version, the server's
 * sources and the client code it imports (its seed reads the domains' screen lists), and the day
 * (the seed dates its rows from the day it runs). */
function snapshotPath(): string {
  const hash = createHash('sha256')
  hash.update(readFileSync(PGLITE_PACKAGE)).update(new Date().toISOString().slice(0, 10))
  for (const dir of [SERVER_DIR, CLIENT_DIR]) {
    for (const file of sourceFiles(dir).sort()) hash.update(file.slice(dir.length)).update(readFileSync(file))
  }
  return join(tmpdir(), `studentwork-seed-${hash.digest('hex').slice(0, 16)}.tar`)
}

/** How long ago a file was written; 0 when it is gone already (another run removed it). */
function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs
  } catch {
    return 0
  }
}

let snapshotFile: Promise<string> | undefined

/** The file of the seeded database as a PGlite data-dir tarball, made once and cached on disk
 * across test files and runs (the e2e servers start from it: PGLITE_SNAPSHOT). */
export function seedSnapshotFile(): Promise<string> {
  snapshotFile ??= (async () => {
    const path = snapshotPath()
    if (!existsSync(path)) {
      const blob = await createSeedSnapshot()
      const partial = `${path}.${process.pid}.partial`
      writeFileSync(partial, Buffer.from(await blob.arrayBuffer()))
      renameSync(partial, path)
      // Snapshots of other sources or days unused for a day are stale: remove them (younger ones
      // may belong to another checkout of the project running its tests now).
      for (const name of readdirSync(tmpdir())) {
        const stale = join(tmpdir(), name)
        if (/^studentwork-seed-[0-9a-f]{16}\.tar$/.test(name) && stale !== path && ageMs(stale) > 86_400_000) {
          rmSync(stale, { force: true })
        }
      }
    }
    return path
  })()
  return snapshotFile
}
