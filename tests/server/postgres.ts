/**
 * The server suites on a real PostgreSQL (TEST_DATABASE_URL=postgres://…/db): vitest's global
 * set-up migrates and seeds one template database (`<db>_template`) once per run, and each test
 * server gets its own copy (`CREATE DATABASE … TEMPLATE`, dropped when the server closes), so test
 * files run in parallel on one PostgreSQL exactly as they do on their own in-memory PGlite.
 */
import pg from 'pg'
import { createServer } from '../../demo/server/server.ts'
import type { StaticDirs } from '../../demo/server/platform/static.ts'

export const POSTGRES_URL = process.env.TEST_DATABASE_URL?.trim() || undefined

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

const baseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres'
export const templateName = (url: string) => `${baseName(url)}_template`

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Global set-up: a fresh template database, migrated and seeded. */
export async function prepareTemplate(url: string, staticDirs: StaticDirs): Promise<void> {
  const template = templateName(url)
  await admin(url, async (client) => {
    await client.query(`drop database if exists "${template}" with (force)`)
    await client.query(`create database "${template}"`)
  })
  const server = await createServer({ databaseUrl: withDatabase(url, template), staticDirs })
  await server.close()
}

let counter = 0

/** A private copy of the template for one test server; `drop` removes it. */
export async function copyOfTemplate(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${baseName(url)}_t${process.pid}_${++counter}_${Date.now().toString(36)}`
  await admin(url, (client) => client.query(`create database "${name}" template "${templateName(url)}"`))
  return {
    url: withDatabase(url, name),
    drop: () => admin(url, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  }
}
