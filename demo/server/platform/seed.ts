/**
 * The seed runner: when the tenants table is empty, writes every demo tenant and — tenant by
 * tenant, domain by domain in the order of the list — each domain's rows, all in one
 * transaction. `insertRows` is the multi-row insert the domains' seeds share; table and column
 * names are code constants, every value is a parameter.
 */
import type { Db, Queryable } from './db.ts'
import type { ServerDomain } from './domain.ts'
import { DEMO_TENANTS } from './tenants.ts'

/** `insert into <table> (<columns>) values (…), (…)` with one parameter per value. */
export async function insertRows<T = never>(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  returning = '',
): Promise<T[]> {
  if (rows.length === 0) return []
  const params: unknown[] = []
  const tuples = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`)
  const sql = `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}${returning ? ` returning ${returning}` : ''}`
  return tx.query<T>(sql, params)
}

/** Seeds the demo data when no tenant exists yet; returns whether it did. */
export async function seedIfEmpty(db: Db, domains: readonly ServerDomain[], now: Date): Promise<boolean> {
  const isEmpty = async (q: Queryable) => (await q.query<{ n: number }>('select count(*)::int as n from tenants'))[0].n === 0
  if (!(await isEmpty(db))) return false
  return db.transaction(async (tx) => {
    // Two servers starting on one PostgreSQL: the second waits here, then finds data.
    await tx.exec('lock table tenants in share row exclusive mode')
    if (!(await isEmpty(tx))) return false
    for (const tenant of DEMO_TENANTS) {
      const [{ id }] = await tx.query<{ id: number }>('insert into tenants (code, name) values ($1, $2) returning id', [tenant.code, tenant.name])
      for (const domain of domains) await domain.seed?.(tx, { id, code: tenant.code }, now)
    }
    return true
  })
}
