/**
 * Bench case `attendance` (named: `npm run bench -- attendance`): the monthly report of 10 000
 * members × a 30-day month (docs/spec.md#attendance-reports). The reference server runs in this
 * process — PGlite in memory, or PostgreSQL with BENCH_DATABASE_URL (a fresh database: it is
 * seeded). Every acme user becomes a member (enabled, approved, a scope over each root
 * organisation), and a generator (seeded PRNG, the same every run) writes the month's check-ins:
 * on each weekday 92 % check in at 08:15–09:45 China time and 85 % of those check out at
 * 17:00–19:10, some outside. Measured: writing the check-ins; settling the month (the stored
 * days decided and written, dayStore.ts: the job's work); then the report through the API as the
 * console asks it — the summary, the first page of members sorted by late minutes, the first
 * page of organisations — RUNS times each, p50 and p95. Baseline in the same run: the summary
 * without stored days, i.e. deciding every member's month from the check-ins on request (what
 * the settling does, without the write). Timings are informational; the target ≤ 1 s.
 */
import { performance } from 'node:perf_hooks'
import { createServer } from '../demo/server/server.ts'
import { createSession } from '../demo/server/platform/sessions.ts'
import { dayContext, settleDays } from '../demo/server/domains/attendance/dayStore.ts'
import { datesOf } from '../demo/server/domains/attendance/days.ts'
import { memberDay } from '../src/domains/attendance/logic/memberDay.ts'
import { median, percentile, prng, round, type BenchCase } from './lib.ts'

const RUNS = Number(process.env.BENCH_ATTENDANCE_RUNS ?? 10)
const MONTH = '2026-09'
const DAY_MS = 86_400_000

export const attendanceCase: BenchCase = {
  name: 'attendance',
  named: true,
  description: `the monthly attendance report of 10 000 members × ${MONTH} (30 days, ~400 000 check-ins): settling the stored days, then the summary, members and organisations pages through the API (${RUNS} runs; baseline: deciding every member's month on request)`,
  async run() {
    const server = await createServer({ databaseUrl: process.env.BENCH_DATABASE_URL?.trim() || 'memory://', settings: { attendance: { settleMinutes: 0 } } })
    const db = server.db
    try {
      const [{ id: tenantId }] = await db.query<{ id: number }>("select id from tenants where code = 'acme'")
      await db.query("update users set status = 'enabled', audit_status = 'approved' where tenant_id = $1 and deleted_at is null", [tenantId])
      await db.query(
        `insert into signin_scopes (tenant_id, org_id, name, lat, lng, radius, province, updated_at)
         select $1, o.id, 'Campus ' || o.code, 31.2 + o.id * 0.001, 121.5, 300, '上海', now() from orgs o
         where o.tenant_id = $1 and o.parent_id is null and not exists (select 1 from signin_scopes s where s.org_id = o.id)`,
        [tenantId],
      )
      const members = await db.query<{ id: number; org_id: number }>(
        'select id, org_id from users where tenant_id = $1 and deleted_at is null and org_id is not null order by id',
        [tenantId],
      )
      // The month's check-ins, generated.
      const rand = prng(20_260_901)
      const rows: [number, number, string, number, Date][] = []
      for (const date of datesOf(MONTH)) {
        const midnightChina = Date.parse(`${date}T00:00:00+08:00`)
        if ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) continue
        for (const m of members) {
          if (rand() > 0.92) continue
          const verdict = rand() < 0.04 ? 'outside' : 'inside'
          rows.push([m.id, m.org_id, verdict, 0, new Date(midnightChina + (8 * 60 + 15 + Math.floor(rand() * 90)) * 60_000)])
          if (rand() < 0.85) rows.push([m.id, m.org_id, 'inside', 0, new Date(midnightChina + (17 * 60 + Math.floor(rand() * 130)) * 60_000)])
        }
      }
      const insertStart = performance.now()
      for (let i = 0; i < rows.length; i += 20_000) {
        const part = rows.slice(i, i + 20_000)
        await db.query(
          `insert into check_ins (tenant_id, user_id, org_id, lat, lng, accuracy, distance, verdict, flags, created_at)
           select $1, u, o, 31.2, 121.5, 10, d, v, '{}', t from unnest($2::int[], $3::int[], $4::text[], $5::float8[], $6::timestamptz[]) as x(u, o, v, d, t)`,
          [tenantId, part.map((r) => r[0]), part.map((r) => r[1]), part.map((r) => r[2]), part.map((r) => r[3]), part.map((r) => r[4])],
        )
      }
      const insertMs = performance.now() - insertStart
      await db.query('analyze check_ins')

      // Baseline: every member's month decided on request from the check-ins (no write).
      const dates = datesOf(MONTH)
      const settleNow = new Date(Date.parse(`${dates.at(-1)}T00:00:00Z`) + 2 * DAY_MS)
      const decideStart = performance.now()
      const context = await dayContext(db, tenantId)
      const checkIns = await db.query<{ user_id: number; created_at: Date; verdict: 'inside' | 'outside' | 'uncertain' }>(
        'select user_id, created_at, verdict from check_ins where tenant_id = $1 and created_at >= $2 and created_at < $3',
        [tenantId, new Date(Date.parse(`${dates[0]}T00:00:00Z`) - DAY_MS), new Date(Date.parse(`${dates.at(-1)}T00:00:00Z`) + 2 * DAY_MS)],
      )
      const byUser = new Map<number, { at: string; verdict: 'inside' | 'outside' | 'uncertain' }[]>()
      for (const c of checkIns) byUser.set(c.user_id, [...(byUser.get(c.user_id) ?? []), { at: new Date(c.created_at).toISOString(), verdict: c.verdict }])
      let onTime = 0
      for (const m of members) {
        const rules = context.rulesOfOrg(m.org_id)
        for (const date of dates)
          if (memberDay(date, rules, byUser.get(m.id) ?? [], null, settleNow, context.frame(rules, date)).states[0] === 'on-time') onTime++
      }
      const decideMs = performance.now() - decideStart

      // The job's work: the month's stored days, decided and written.
      await db.query('update attendance_settled set through = $2::date, redo_from = null where tenant_id = $1', [
        tenantId,
        new Date(Date.parse(`${dates[0]}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10),
      ])
      await db.query('delete from member_days where tenant_id = $1', [tenantId])
      const settleStart = performance.now()
      const settled = await db.transaction((tx) => settleDays(tx, tenantId, settleNow))
      const settleMs = performance.now() - settleStart
      await db.query('analyze member_days')

      const [admin] = await db.query<{ id: number }>("select id from users where username = 'admin@acme.test'")
      const token = await createSession(db, { id: admin!.id, tenantId }, new Date(), 3600)
      const time = async (path: string, query: string) => {
        const samples: number[] = []
        let body: { data: unknown } | undefined
        for (let i = 0; i < RUNS + 1; i++) {
          const start = performance.now()
          const response = await server.app.request(`/api/attendance/report/${path}?month=${MONTH}${query}`, { headers: { Authorization: `Bearer ${token}` } })
          body = (await response.json()) as { data: unknown }
          if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`)
          if (i > 0) samples.push(performance.now() - start) // the first warms the caches
        }
        return { p50: round(median(samples), 1), p95: round(percentile(samples, 95), 1), body }
      }
      const summary = await time('querySummary', '')
      const page = await time('queryMembers', '&sortField=lateMinutes&sortOrder=desc&pageSize=20')
      const orgs = await time('queryOrgs', '&sortField=absent&sortOrder=desc&pageSize=20')
      const answer = summary.body!.data as { members: number; totals: { onTime: number; due: number } }
      if (answer.totals.onTime !== onTime) throw new Error(`the stored days say ${answer.totals.onTime} on time, deciding them anew ${onTime}`)
      const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
      return {
        members: { value: answer.members, unit: 'count' },
        checkIns: { value: rows.length, unit: 'count' },
        storedDays: { value: settled.days, unit: 'count' },
        insertCheckIns: { value: round(insertMs, 0), unit: 'ms' },
        settleMonth: {
          value: round(settleMs, 0),
          unit: 'ms',
          note: `${engine}: every member's month decided and written (the settling job's work for a month)`,
        },
        summaryP50: { value: summary.p50, unit: 'ms' },
        summaryP95: {
          value: summary.p95,
          unit: 'ms',
          figure: `Attendance report summary, 10 000 members × 30 days, p95 (${engine})`,
          baseline: round(decideMs, 0),
          baselineName: 'deciding every member’s month on request',
          target: 1000,
        },
        membersPageP95: { value: page.p95, unit: 'ms', note: 'first page of members by late minutes' },
        orgsPageP95: { value: orgs.p95, unit: 'ms', note: 'first page of organisations by absences' },
      }
    } finally {
      await server.close()
    }
  },
}
