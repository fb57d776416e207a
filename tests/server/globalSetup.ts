// vitest global set-up of the server, e2e and resilience projects: with TEST_DATABASE_URL, the
// seeded PostgreSQL template every test server copies (tests/server/postgres.ts); without it, the
// seeded PGlite snapshot every in-memory test server starts from, made here once rather than by
// the first test files at the same time.
import { emptyStaticDirs, seedSnapshotFile } from './helpers.ts'
import { POSTGRES_URL, prepareTemplate } from './postgres.ts'

export default async function setup(): Promise<void> {
  if (POSTGRES_URL) await prepareTemplate(POSTGRES_URL, emptyStaticDirs())
  else await seedSnapshotFile()
}
