/**
 * The administration domain's demo rows: each tenant's organisations — acme 10 000, globex 20 —
 * written by one generate_series statement: ten roots, then a ten-way tree, provinces in turn.
 */
import type { SeedTenant } from '../../platform/domain.ts'
import type { Queryable } from '../../platform/db.ts'
import type { TenantCode } from '../../platform/tenants.ts'

export interface OrgSeed {
  /** Prefix of organisation names ("Acme" → "Acme Lab 00001"). */
  prefix: string
  count: number
}

export const ORGS: Readonly<Record<TenantCode, OrgSeed>> = {
  acme: { prefix: 'Acme', count: 10_000 },
  globex: { prefix: 'Globex', count: 20 },
}

/** Provinces given to organisations, in turn. */
export const PROVINCES: readonly string[] = [
  'Beijing', 'Shanghai', 'Tianjin', 'Chongqing', 'Guangdong', 'Zhejiang', 'Jiangsu', 'Sichuan',
  'Hubei', 'Hunan', 'Shandong', 'Henan', 'Fujian', 'Anhui', 'Shaanxi', 'Yunnan', 'Liaoning',
  'Jilin', 'Heilongjiang', 'Hebei', 'Shanxi', 'Jiangxi', 'Guangxi', 'Guizhou', 'Hainan', 'Gansu',
]

/** The organisations of one tenant: organisation g hangs under organisation (g - 1) / 10. */
export async function seedAdmin(tx: Queryable, tenant: SeedTenant): Promise<void> {
  const { prefix, count } = ORGS[tenant.code]
  await tx.query(
    `insert into orgs (id, tenant_id, code, name, parent_id, province)
     select b.base + g, $1, 'ORG' || lpad(g::text, 5, '0'), $2 || ' Lab ' || lpad(g::text, 5, '0'),
            case when g > 10 then b.base + (g - 1) / 10 end,
            ($3::text[])[1 + (g - 1) % cardinality($3::text[])]
     from (select coalesce(max(id), 0) as base from orgs) b, generate_series(1, $4::int) g`,
    [tenant.id, prefix, PROVINCES, count],
  )
  await tx.query(`select setval(pg_get_serial_sequence('orgs', 'id'), (select max(id) from orgs))`)
}
