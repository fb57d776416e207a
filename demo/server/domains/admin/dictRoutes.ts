/**
 * The administrator's dictionary endpoints (`/admin/sysdict/admin/*`) and the operation log
 * (`/admin/syslog/admin/queryOpLogs`): ROLE_ADMIN only, scoped to the caller's tenant. Every
 * dictionary write records itself in the operation log, in its own transaction.
 */
import { Hono, type Context } from 'hono'
import { badRequest, done, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { intParam, optionalInstant, optionalParam, readJsonObject, readParams } from '../../platform/params.ts'
import type { Queryable } from '../../platform/db.ts'
import {
  createEntry,
  createType,
  deleteEntry,
  deleteType,
  getEntry,
  getType,
  listEntries,
  listTypes,
  setEntryEnabled,
  sortEntries,
  updateEntry,
  updateType,
  validateEntry,
  validateType,
} from './dicts.ts'
import { adminGuard } from './guard.ts'
import { audit, queryOpLog, type AuditEntry } from './opLog.ts'
import { CODE_PATTERN } from './userRules.ts'

export const MAX_LOG_PAGE_SIZE = 100

function codeOf(raw: unknown, name: string): string {
  const value = typeof raw === 'string' ? raw.trim() : ''
  if (!value) throw badRequest(/*i18n*/ '{name} is required', { name })
  if (!CODE_PATTERN.test(value)) throw badRequest(/*i18n*/ '{name} is not a valid code', { name })
  return value
}

export function dictRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const base = '/admin/sysdict/admin'
  app.use(`${base}/*`, ...adminGuard(deps, 'dicts', '/system/dicts', /*i18n*/ 'Only an administrator may manage dictionaries'))
  app.use('/admin/syslog/admin/*', ...adminGuard(deps, 'logs', '/system/logs', /*i18n*/ 'Only an administrator may read the operation log'))

  /** Runs a write and its log row in one transaction. */
  const write = (c: Context<AppEnv>, fn: (tx: Queryable, tenantId: number) => Promise<AuditEntry>) =>
    db.transaction(async (tx) => audit(c, tx, await fn(tx, c.get('caller').tenantId), deps.now()))

  app.get(`${base}/queryDictTypes`, async (c) => ok(c, await listTypes(db, c.get('caller').tenantId)))

  app.get(`${base}/queryDictItems`, async (c) => ok(c, await listEntries(db, c.get('caller').tenantId, codeOf(c.req.query('dictType'), 'dictType'))))

  app.post(`${base}/createDictType`, async (c) => {
    const input = validateType(await readJsonObject(c))
    await write(c, async (tx, tenantId) => {
      await createType(tx, tenantId, input)
      return { action: 'createType', target: input.code, summary: `Created dictionary type ${input.code}`, after: input }
    })
    return done(c)
  })

  app.put(`${base}/updateDictType`, async (c) => {
    const input = validateType(await readJsonObject(c))
    await write(c, async (tx, tenantId) => {
      const { entries: _, ...before } = await getType(tx, tenantId, input.code)
      await updateType(tx, tenantId, input)
      return { action: 'updateType', target: input.code, summary: `Edited dictionary type ${input.code}`, before, after: input }
    })
    return done(c)
  })

  app.post(`${base}/deleteDictType`, async (c) => {
    const code = codeOf((await readJsonObject(c)).code, 'code')
    await write(c, async (tx, tenantId) => {
      const { entries: _, ...before } = await getType(tx, tenantId, code)
      await deleteType(tx, tenantId, code)
      return { action: 'deleteType', target: code, summary: `Deleted dictionary type ${code}`, before }
    })
    return done(c)
  })

  app.post(`${base}/createDictItem`, async (c) => {
    const input = validateEntry(await readJsonObject(c))
    await write(c, async (tx, tenantId) => {
      await createEntry(tx, tenantId, input)
      const after = await getEntry(tx, tenantId, input.dictType, input.value)
      return { action: 'createItem', target: `${input.dictType}/${input.value}`, summary: `Added ${input.value} to dictionary ${input.dictType}`, after }
    })
    return done(c)
  })

  app.put(`${base}/updateDictItem`, async (c) => {
    const input = validateEntry(await readJsonObject(c))
    await write(c, async (tx, tenantId) => {
      const before = await getEntry(tx, tenantId, input.dictType, input.value)
      await updateEntry(tx, tenantId, input)
      const after = await getEntry(tx, tenantId, input.dictType, input.value)
      return {
        action: 'updateItem',
        target: `${input.dictType}/${input.value}`,
        summary: `Edited ${input.value} of dictionary ${input.dictType}`,
        before,
        after,
      }
    })
    return done(c)
  })

  app.post(`${base}/setDictItemEnabled`, async (c) => {
    const body = await readJsonObject(c)
    const dictType = codeOf(body.dictType, 'dictType')
    const value = codeOf(body.value, 'value')
    if (typeof body.enabled !== 'boolean') throw badRequest(/*i18n*/ '{name} must be true or false', { name: 'enabled' })
    const enabled = body.enabled
    await write(c, async (tx, tenantId) => {
      const before = await getEntry(tx, tenantId, dictType, value)
      await setEntryEnabled(tx, tenantId, dictType, value, enabled)
      const after = await getEntry(tx, tenantId, dictType, value)
      const verb = enabled ? 'Enabled' : 'Disabled'
      return {
        action: enabled ? 'enableItem' : 'disableItem',
        target: `${dictType}/${value}`,
        summary: `${verb} ${value} of dictionary ${dictType}`,
        before,
        after,
      }
    })
    return done(c)
  })

  app.post(`${base}/deleteDictItem`, async (c) => {
    const body = await readJsonObject(c)
    const dictType = codeOf(body.dictType, 'dictType')
    const value = codeOf(body.value, 'value')
    await write(c, async (tx, tenantId) => {
      const before = await getEntry(tx, tenantId, dictType, value)
      await deleteEntry(tx, tenantId, dictType, value)
      return { action: 'deleteItem', target: `${dictType}/${value}`, summary: `Deleted ${value} from dictionary ${dictType}`, before }
    })
    return done(c)
  })

  app.post(`${base}/sortDictItems`, async (c) => {
    const body = await readJsonObject(c)
    const dictType = codeOf(body.dictType, 'dictType')
    if (!Array.isArray(body.values) || body.values.length > 1000) throw badRequest(/*i18n*/ 'values must be a list of codes')
    const values = body.values.map((v) => codeOf(v, 'values'))
    await write(c, async (tx, tenantId) => {
      const before = (await listEntries(tx, tenantId, dictType)).map((e) => e.value)
      await sortEntries(tx, tenantId, dictType, values)
      return {
        action: 'sortItems',
        target: dictType,
        summary: `Reordered dictionary ${dictType}`,
        before: { order: before.join(', ') },
        after: { order: values.join(', ') },
      }
    })
    return done(c)
  })

  app.get('/admin/syslog/admin/queryOpLogs', async (c) => {
    const params = await readParams(c)
    const module = optionalParam(params, 'module')
    if (module !== undefined && !/^[a-z]{1,32}$/.test(module)) throw badRequest(/*i18n*/ 'module is not a valid module name')
    const page = await queryOpLog(db, c.get('caller').tenantId, {
      currentPage: intParam(params, 'currentPage', 1, 1, 1_000_000),
      pageSize: intParam(params, 'pageSize', 20, 1, MAX_LOG_PAGE_SIZE),
      from: optionalInstant(params, 'from'),
      to: optionalInstant(params, 'to'),
      user: optionalParam(params, 'user')?.slice(0, 100) ?? '',
      module,
    })
    return ok(c, page)
  })

  return app
}
