/**
 * The attendance domain's demo rows, deterministic: sign-in scopes — acme's head office (Acme
 * Lab 00001, Shanghai Zhangjiang), its Beijing campus (北京校区 00027) with two named sites and
 * its Shanghai campus (上海校区 00028); globex's Shenzhen office — three weeks of weekday
 * check-ins by the members of those organisations and of every organisation below them (about
 * 1 300 at acme): in the morning mostly inside, some uncertain (poor accuracy or on the edge),
 * some outside with a reason, one at 0,0 and one implausibly fast; most check out again inside in
 * the evening — and the members' days of those weeks, stored. Verdicts, distances and flags come
 * from the same geometry the server uses.
 */
import type { CheckInFlag } from '../../../../src/domains/attendance/contract.ts'
import { DEFAULT_SPEED_LIMIT, isNullIsland, nearestScope, plausibleSpeed } from '../../../../src/domains/attendance/logic/geo.ts'
import type { SeedTenant } from '../../platform/domain.ts'
import type { Queryable } from '../../platform/db.ts'
import { insertRows } from '../../platform/seed.ts'
import { seedDicts } from '../admin/index.ts'
import { settleDays } from './dayStore.ts'
import { LEAVE_DICT } from '../../../../src/domains/attendance/contract.ts'
import type { TenantCode } from '../../platform/tenants.ts'

interface ScopeSeed {
  /** The organisation's code (ORG00001 = the first organisation). */
  org: string
  name: string
  lat: number
  lng: number
  radius: number
  province: string
}

export const SCOPES: Readonly<Record<TenantCode, readonly ScopeSeed[]>> = {
  acme: [
    { org: 'ORG00001', name: 'Head office', lat: 31.204, lng: 121.5904, radius: 200, province: '上海' },
    { org: 'ORG00027', name: 'Zhongguancun site', lat: 39.9841, lng: 116.3075, radius: 300, province: '北京' },
    { org: 'ORG00027', name: 'Changping research park', lat: 40.2186, lng: 116.2275, radius: 500, province: '北京' },
    { org: 'ORG00028', name: 'Xuhui campus', lat: 31.1939, lng: 121.4337, radius: 250, province: '上海' },
  ],
  globex: [{ org: 'ORG00001', name: 'Shenzhen office', lat: 22.541, lng: 113.9345, radius: 300, province: '广东' }],
}

/** Days of check-ins, ending the day before the seed. */
export const SEED_DAYS = 21
/** Members who check in, at most (acme has about 1 300 who can). */
const MAX_MEMBERS = 2000
const REASONS = [
  'Client visit at Ruijin Hospital',
  'Working from the partner lab today',
  'Conference at the expo centre',
  'Train delayed, signing in from the station',
]

/** A small deterministic generator (mulberry32), so every seed is the same. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The point `metres` from (lat, lng) at `bearing` radians (small distances: flat is enough). */
function offset(lat: number, lng: number, metres: number, bearing: number): { lat: number; lng: number } {
  const dLat = (metres * Math.cos(bearing)) / 111_320
  const dLng = (metres * Math.sin(bearing)) / (111_320 * Math.cos((lat * Math.PI) / 180))
  return { lat: Math.round((lat + dLat) * 1e6) / 1e6, lng: Math.round((lng + dLng) * 1e6) / 1e6 }
}

/** The leave types every tenant starts with (migration 0037 gives them to tenants seeded before). */
const LEAVE_TYPES = [
  {
    code: LEAVE_DICT,
    name: 'Leave type',
    nameZh: '请假类型',
    nameTw: '請假類型',
    description: 'The kinds of leave a member asks for',
    descriptionZh: '成员可申请的请假种类',
    descriptionTw: '成員可申請的請假種類',
  },
]
const LEAVES = [
  { dictType: LEAVE_DICT, value: 'annual', label: 'Annual leave', labelZh: '年假', labelTw: '特休' },
  { dictType: LEAVE_DICT, value: 'sick', label: 'Sick leave', labelZh: '病假', labelTw: '病假' },
  { dictType: LEAVE_DICT, value: 'personal', label: 'Personal leave', labelZh: '事假', labelTw: '事假' },
  { dictType: LEAVE_DICT, value: 'business', label: 'Business trip', labelZh: '出差', labelTw: '出差' },
]

export async function seedAttendance(tx: Queryable, tenant: SeedTenant, now: Date): Promise<void> {
  await seedDicts(tx, tenant.id, LEAVE_TYPES, LEAVES)
  const scopeSeeds = SCOPES[tenant.code]
  const orgs = await tx.query<{ id: number; code: string }>('select id, code from orgs where tenant_id = $1 and code = any($2::text[])', [
    tenant.id,
    [...new Set(scopeSeeds.map((s) => s.org))],
  ])
  const orgIds = new Map(orgs.map((o) => [o.code, o.id]))
  const scopes = await insertRows<{ id: number; org_id: number; name: string; lat: number; lng: number; radius: number }>(
    tx,
    'signin_scopes',
    ['tenant_id', 'org_id', 'name', 'lat', 'lng', 'radius', 'province', 'updated_at'],
    scopeSeeds.map((s) => [tenant.id, orgIds.get(s.org), s.name, s.lat, s.lng, s.radius, s.province, now]),
    'id, org_id, name, lat, lng, radius',
  )
  const byOrg = new Map<number, { id: number; name: string; signinScopeLat: number; signinScopeLng: number; signRadius: number }[]>()
  for (const s of scopes) {
    byOrg.set(s.org_id, [...(byOrg.get(s.org_id) ?? []), { id: s.id, name: s.name, signinScopeLat: s.lat, signinScopeLng: s.lng, signRadius: s.radius }])
  }
  // Every member who can check in — of an organisation with scopes, or below one, checking in at
  // the sites of the nearest such organisation above — the first ones as before this seed grew
  // (of the scoped organisations and the schools right below the campuses, by id), so that their
  // days and the doubtful check-ins stay the same.
  const scoped = [...byOrg.keys()]
  const members = await tx.query<{ id: number; org_id: number; scope_org: number }>(
    `with recursive near(id, scope_org) as (
       select id, id from orgs where tenant_id = $1 and id = any($2::int[])
       union all
       select c.id, near.scope_org from orgs c join near on c.parent_id = near.id where c.tenant_id = $1 and not (c.id = any($2::int[]))
     )
     select u.id, u.org_id, near.scope_org from users u join near on near.id = u.org_id join orgs o on o.id = u.org_id
     where u.tenant_id = $1 and u.status = 'enabled' and u.audit_status = 'approved'
     order by case when u.org_id = any($2::int[]) or o.parent_id = any($3::int[]) then 0 else 1 end, u.id limit $4`,
    [tenant.id, scoped, scoped.filter((id) => id !== orgIds.get('ORG00001')), MAX_MEMBERS],
  )
  const rand = random(tenant.id * 7919 + 11)
  const evening = random(tenant.id * 104_729 + 7)
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const weekday = (d: number) => ![0, 6].includes(new Date(today - d * 86_400_000).getUTCDay())
  const weekdays = Array.from({ length: SEED_DAYS }, (_, i) => i + 1).filter(weekday)
  // The doubtful ones fall on the two most recent weekdays, whatever day the seed runs.
  const fastDay = tenant.code === 'acme' ? weekdays[0] : -1
  const nullDay = tenant.code === 'acme' ? weekdays[1] : -1
  const rows: unknown[][] = []
  members.forEach((member, m) => {
    const own = byOrg.get(member.scope_org) ?? []
    let last: { lat: number; lng: number; time: number } | undefined
    const add = (position: { lat: number; lng: number }, accuracy: number, reason: string | null, time: number) => {
      const nearest = nearestScope(position, accuracy, own)!
      const next = { ...position, time }
      const flags: CheckInFlag[] = []
      if (isNullIsland(position)) flags.push('null-island')
      if (last && !plausibleSpeed(last, next, DEFAULT_SPEED_LIMIT)) flags.push('implausible-speed')
      rows.push([
        tenant.id,
        member.id,
        member.org_id,
        position.lat,
        position.lng,
        accuracy,
        nearest.distance,
        nearest.verdict,
        nearest.scope.id,
        nearest.scope.name,
        nearest.verdict === 'outside' ? reason : null,
        flags,
        new Date(time),
      ])
      last = next
    }
    for (let d = SEED_DAYS; d >= 1; d--) {
      const special = (m === 0 && d === nullDay) || (m === 1 && d === fastDay)
      if (!weekday(d) || (rand() < 0.12 && !special)) continue
      // 08:15–09:45 China time (UTC+8) is 00:15–01:45 UTC.
      const time = today - d * 86_400_000 + (15 + Math.floor(rand() * 90)) * 60_000 + Math.floor(rand() * 60) * 1000
      const site = own[Math.floor(rand() * own.length)]
      const roll = rand()
      const accuracy = 5 + Math.round(rand() * 30)
      if (m === 0 && d === nullDay) {
        add({ lat: 0, lng: 0 }, 10, null, time) // a broken location source
        continue
      }
      if (roll < 0.8 || special) {
        add(offset(site.signinScopeLat, site.signinScopeLng, rand() * (site.signRadius - accuracy) * 0.9, rand() * 2 * Math.PI), accuracy, null, time)
      } else if (roll < 0.87) {
        const poor = rand() < 0.5 ? 220 + Math.round(rand() * 400) : accuracy
        add(offset(site.signinScopeLat, site.signinScopeLng, site.signRadius + (rand() - 0.5) * poor, rand() * 2 * Math.PI), poor, null, time)
      } else {
        const reason = rand() < 0.85 ? REASONS[Math.floor(rand() * REASONS.length)] : null
        add(offset(site.signinScopeLat, site.signinScopeLng, 1500 + rand() * 8000, rand() * 2 * Math.PI), accuracy, reason, time)
      }
      // Tian'anmen twenty minutes after signing in in Shanghai: faster than any travel.
      if (m === 1 && d === fastDay) add({ lat: 39.9087, lng: 116.3975 }, 12, null, time + 20 * 60_000)
      // Most check out at the same site at 17:30–19:10 China time (some before the end of the
      // day); a generator of its own keeps the mornings as they were.
      else if (evening() < 0.85) {
        const out = today - d * 86_400_000 + (9 * 60 + 30 + Math.floor(evening() * 100)) * 60_000 + Math.floor(evening() * 60) * 1000
        add(offset(site.signinScopeLat, site.signinScopeLng, evening() * site.signRadius * 0.5, evening() * 2 * Math.PI), 10, null, out)
      }
    }
  })
  const columns = ['tenant_id', 'user_id', 'org_id', 'lat', 'lng', 'accuracy', 'distance', 'verdict', 'scope_id', 'scope_name', 'reason', 'flags', 'created_at']
  // A statement takes at most 65 535 parameters.
  for (let i = 0; i < rows.length; i += 4000) await insertRows(tx, 'check_ins', columns, rows.slice(i, i + 4000))
  // The seeded weeks' days, stored as the settling job would have.
  await settleDays(tx, tenant.id, now)
}
