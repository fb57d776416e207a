/**
 * The seeded tenants. Tenancy belongs to the platform: every row of every domain carries a
 * tenant id, sessions are per tenant, and the seed writes each tenant before asking the domains
 * for its rows. Domains key their own demo data by `TenantCode`.
 */

export type TenantCode = 'acme' | 'globex'

export interface TenantRow {
  code: TenantCode
  name: string
}

/** In seeding order: acme gets tenant id 1, globex 2. */
export const DEMO_TENANTS: readonly TenantRow[] = [
  { code: 'acme', name: 'Acme Pharma' },
  { code: 'globex', name: 'Globex Research' },
]
