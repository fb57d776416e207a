/**
 * The settling of stored days in the background (docs/spec.md#attendance-days), in every server
 * process: every ATTENDANCE_SETTLE_MINUTES each tenant's closed days are stored (dayStore.ts), and
 * a change of rules asks for its tenant at once. A tenant's row lock lets one process settle it
 * at a time; the other then finds nothing left.
 */
import type { Db } from '../../platform/db.ts'
import { settleDays } from './dayStore.ts'

const running = new WeakMap<Db, Map<number, Promise<void>>>()

/** Settles tenant `tenantId` now, unless a settling of it is already under way in this process. */
export function settleSoon(db: Db, tenantId: number, now: () => Date): Promise<void> {
  let mine = running.get(db)
  if (!mine) running.set(db, (mine = new Map()))
  const current = mine.get(tenantId)
  if (current) return current
  const work = db
    .transaction((tx) => settleDays(tx, tenantId, now()))
    .then(() => undefined)
    .catch((error: unknown) => console.error(`Settling the attendance days failed: ${error instanceof Error ? error.message : String(error)}`))
    .finally(() => mine.delete(tenantId))
  mine.set(tenantId, work)
  return work
}

/** Resolves when every settling under way on `db` has finished. */
export async function settled(db: Db): Promise<void> {
  await Promise.all([...(running.get(db)?.values() ?? [])])
}

/** Settles every tenant at start and then every `everyMs` until the returned function is called. */
export function startSettling(db: Db, now: () => Date, everyMs: number): () => Promise<void> {
  let round: Promise<void> | null = null
  const run = () => {
    if (round) return
    round = db
      .query<{ id: number }>('select id from tenants order by id')
      .then(async (tenants) => {
        for (const { id } of tenants) await settleSoon(db, id, now)
      })
      .catch((error: unknown) => console.error(`Settling the attendance days failed: ${String(error)}`))
      .finally(() => (round = null))
  }
  const first = setTimeout(run, 1000)
  const timer = setInterval(run, everyMs)
  first.unref?.()
  timer.unref?.()
  return async () => {
    clearTimeout(first)
    clearInterval(timer)
    await round
    await settled(db)
  }
}
