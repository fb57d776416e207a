// vitest global set-up of the server project: with TEST_DATABASE_URL, the seeded PostgreSQL
// template every test server copies (tests/server/postgres.ts); without it, nothing.
import { emptyStaticDirs } from './helpers.ts'
import { POSTGRES_URL, prepareTemplate } from './postgres.ts'

export default async function setup(): Promise<void> {
  if (POSTGRES_URL) await prepareTemplate(POSTGRES_URL, emptyStaticDirs())
}
