/**
 * The compound workspace's endpoints: list, chart points and column names (every signed-in user
 * of the tenant); save, update, import, delete and restore (ROLE_ADMIN or ROLE_EDITOR, the
 * chemists' roles). Lists and changes keep to the caller's data scope (admin's `callerScope`:
 * a compound is its creator's); one outside it is not found. Structures are read and their properties computed here; a structure that
 * cannot be read is a 400 naming the problem (an import lists its rejected rows instead, each
 * reason written in the reader's language).
 */
import { Hono } from 'hono'
import { COMPOUND_SORTS, PROPERTY_COLUMNS, type CompoundSort, type ImportResult, type NumericColumn } from '../../../../src/domains/chemistry/contract.ts'
import { COLUMN_NAME } from '../../../../src/domains/chemistry/logic/compoundData.ts'
import { badRequest, done, forbidden, notFound, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { say } from '../../platform/i18n.ts'
import { checkText, intParam, optionalIntParam, optionalParam, readJsonObject, readParams } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import type { Caller } from '../../platform/caller.ts'
import { analyseStale } from './analysis.ts'
import { checkActivitiesText, checkTagsText } from './dataProblems.ts'
import { SEARCH_BUDGET_MS, SearchAbandoned, searchStructures, type StructureQuery } from './search.ts'
import { searchTimedOut, structureCondition, usesCartridge, withCondition, type StructureCondition } from './cartridge.ts'
import { callerScope } from '../admin/index.ts'
import {
  compoundIdcode,
  compoundInScope,
  duplicateReason,
  queryColumns,
  queryCompounds,
  queryPoints,
  sameStructure,
  setDeleted,
  type ListQuery,
} from './model.ts'
import { insertCompound, updateCompound } from './compoundWrites.ts'
import { importRows } from './importRows.ts'
import { importRoutes } from './importRoutes.ts'
import { readStructure } from './structures.ts'

/** Bytes an import request may carry (the app's default limit is 64 KB). */
export const IMPORT_BODY_BYTES = 4 * 1024 * 1024

const WRITERS = ['ROLE_ADMIN', 'ROLE_EDITOR']

export function requireWriter(caller: Caller): void {
  if (!WRITERS.includes(caller.activeRole)) throw forbidden(/*i18n*/ 'Only editors and administrators may change the compound workspace')
}

/** A numeric column parameter: a property or `activity:<name>`; else a 400. */
function numericColumn(name: string, value: string): NumericColumn {
  if ((PROPERTY_COLUMNS as readonly string[]).includes(value)) return value as NumericColumn
  if (value.startsWith('activity:') && COLUMN_NAME.test(value.slice('activity:'.length))) return value as NumericColumn
  throw badRequest(/*i18n*/ '{name} must be one of {allowed} or activity:<column name>', { name, allowed: PROPERTY_COLUMNS.join(', ') })
}

function optionalNumber(params: Record<string, string>, name: string): number | undefined {
  const raw = params[name]?.trim()
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw) || !Number.isFinite(value)) throw badRequest(/*i18n*/ '{name} must be a number', { name })
  return value
}

export function chemistryRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const session = requireSession(deps)
  app.route('/', importRoutes(deps, requireWriter))

  app.get('/chemistry/compound/queryCompounds', session, async (c) => {
    const params = await readParams(c)
    const sort = optionalParam(params, 'sort') ?? 'createdAt'
    if (!(COMPOUND_SORTS as readonly string[]).includes(sort) && !(sort.startsWith('activity:') && COLUMN_NAME.test(sort.slice(9)))) {
      throw badRequest(/*i18n*/ '{name} must be one of {allowed} or activity:<column name>', { name: 'sort', allowed: COMPOUND_SORTS.join(', ') })
    }
    const tag = optionalParam(params, 'tag')
    if (tag && tag.length > 30) throw badRequest(/*i18n*/ '{name} must be at most {max} characters', { name: 'tag', max: 30 })
    const filter = optionalParam(params, 'filter')
    const min = optionalNumber(params, 'min')
    const max = optionalNumber(params, 'max')
    if ((min !== undefined || max !== undefined) && !filter) throw badRequest(/*i18n*/ 'min and max need filter (the column they bound)')
    if (min !== undefined && max !== undefined && min > max) throw badRequest(/*i18n*/ 'min must not be greater than max')
    const range = filter ? { column: numericColumn('filter', filter), ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) } : undefined
    const order = optionalParam(params, 'order') ?? 'desc'
    if (order !== 'asc' && order !== 'desc') throw badRequest(/*i18n*/ 'order must be asc or desc')
    const flag = (name: string) => {
      const value = optionalParam(params, name) ?? 'false'
      if (value !== 'true' && value !== 'false') throw badRequest(/*i18n*/ '{name} must be true or false', { name })
      return value === 'true'
    }
    const lipinski = flag('lipinski')
    const noPains = flag('noPains')
    const noBrenk = flag('noBrenk')
    const alert = optionalParam(params, 'alert')
    if (alert && alert.length > 100) throw badRequest(/*i18n*/ '{name} must be at most {max} characters', { name: 'alert', max: 100 })
    const search = optionalParam(params, 'search') ?? ''
    if (search.length > 200) throw badRequest(/*i18n*/ '{name} must be at most {max} characters', { name: 'search', max: 200 })
    const substructure = optionalParam(params, 'substructure')
    const similarTo = optionalParam(params, 'similarTo')
    if (substructure && similarTo) throw badRequest(/*i18n*/ 'Search by substructure or by similarity, not both')
    for (const smiles of [substructure, similarTo]) if (smiles && smiles.length > 2000) throw badRequest(/*i18n*/ 'The search structure is too long')
    const thresholdText = optionalParam(params, 'threshold') ?? '0.7'
    const threshold = Number(thresholdText)
    if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(thresholdText)) throw badRequest(/*i18n*/ 'threshold must be a number from 0 to 1')
    const tenantId = c.get('caller').tenantId
    const id = optionalIntParam(params, 'id', 1, 2_147_483_647)
    if (id !== undefined && (substructure || similarTo)) throw badRequest(/*i18n*/ 'Search by id or by structure, not both')
    let only: { ids: number[]; ranked: boolean; scores: Map<number, number> } | undefined =
      id === undefined ? undefined : { ids: [id], ranked: false, scores: new Map() }
    let incomplete = false
    let structure: StructureCondition | undefined
    const structureQuery: StructureQuery | undefined = substructure
      ? { kind: 'substructure', smiles: substructure }
      : similarTo
        ? { kind: 'similarity', smiles: similarTo, threshold }
        : undefined
    if (structureQuery && usesCartridge(db)) {
      // The database answers (cartridge.ts): the condition goes into the list's own SQL.
      const condition = await structureCondition(db, structureQuery)
      if ('error' in condition) throw badRequest(condition.error)
      structure = condition
    } else if (structureQuery) {
      const hits = await searchStructures(db, tenantId, structureQuery, { signal: c.req.raw.signal }).catch((error: unknown) => {
        // Nobody is waiting for the answer: a quiet 400, never logged as a fault.
        if (error instanceof SearchAbandoned) throw badRequest(/*i18n*/ 'The search was cancelled')
        throw error
      })
      if ('error' in hits) throw badRequest(hits.error)
      only = { ids: hits.ids, ranked: Boolean(similarTo), scores: hits.scores }
      incomplete = hits.incomplete === true
    }
    const list: ListQuery = {
      ...(only ? { only } : {}),
      ...(structure ? { structure } : {}),
      currentPage: intParam(params, 'currentPage', 1, 1, 1_000_000),
      pageSize: intParam(params, 'pageSize', 20, 1, 500),
      search,
      lipinski,
      noPains,
      noBrenk,
      ...(alert ? { alert } : {}),
      sort: sort as CompoundSort,
      order,
      ...(tag ? { tag } : {}),
      ...(range ? { range } : {}),
    }
    const scope = await callerScope(db, c.get('caller'))
    const page = structure
      ? await withCondition(db, structure, (tx) => queryCompounds(tx, scope, list), c.req.raw.signal).catch((error: unknown) => {
          if (error instanceof SearchAbandoned) throw badRequest(/*i18n*/ 'The search was cancelled')
          if (searchTimedOut(error))
            throw badRequest(/*i18n*/ 'The search took longer than {seconds} s: draw a larger structure or raise the threshold', {
              seconds: SEARCH_BUDGET_MS / 1000,
            })
          throw error
        })
      : await queryCompounds(db, scope, list)
    // A structure search past its time budget: what it found, said to be incomplete.
    return ok(c, incomplete ? { ...page, incomplete: true } : page)
  })

  app.get('/chemistry/compound/queryCompoundPoints', session, async (c) => {
    const params = await readParams(c)
    return ok(c, await queryPoints(db, await callerScope(db, c.get('caller')), intParam(params, 'limit', 10_000, 1, 10_000)))
  })

  app.get('/chemistry/compound/queryCompoundColumns', session, async (c) => ok(c, await queryColumns(db, await callerScope(db, c.get('caller')))))

  app.post('/chemistry/compound/updateCompound', session, async (c) => {
    const caller = c.get('caller')
    requireWriter(caller)
    const body = await readJsonObject(c)
    if (typeof body.id !== 'number' || !Number.isInteger(body.id) || body.id < 1 || body.id > 2_147_483_647)
      throw badRequest(/*i18n*/ 'id must be a compound id')
    const change: { name?: string; notes?: string; tags?: string[]; activities?: Record<string, number> } = {}
    if (body.name !== undefined) {
      const name = checkText(body.name, { label: /*i18n*/ 'Name', max: 100, required: true })
      if ('error' in name) throw badRequest(name.error)
      change.name = name.value
    }
    if (body.notes !== undefined) {
      const notes = checkText(body.notes, { label: /*i18n*/ 'Notes', max: 2000 })
      if ('error' in notes) throw badRequest(notes.error)
      change.notes = notes.value
    }
    if (body.tags !== undefined) {
      const tags = checkTagsText(body.tags)
      if ('error' in tags) throw badRequest(tags.error)
      change.tags = tags.value
    }
    if (body.activities !== undefined) {
      const activities = checkActivitiesText(body.activities)
      if ('error' in activities) throw badRequest(activities.error)
      change.activities = activities.value
    }
    if (!(await compoundInScope(db, await callerScope(db, caller), body.id))) throw notFound(/*i18n*/ 'Compound not found')
    if (!(await updateCompound(db, caller.tenantId, body.id, change, deps.now()))) throw notFound(/*i18n*/ 'Compound not found')
    return done(c)
  })

  app.post('/chemistry/compound/importCompounds', session, async (c) => {
    const caller = c.get('caller')
    requireWriter(caller)
    const body = await readJsonObject(c)
    const result = await importRows(db, { scope: await callerScope(db, caller), userId: caller.userId, now: deps.now() }, body.rows)
    if ('error' in result) throw badRequest(result.error)
    // RDKit's analysis of the rows follows in the background (analysis.ts).
    if (result.imported > 0) {
      void analyseStale(db, caller.tenantId).catch((error: unknown) => console.error(`Analysing imported compounds failed: ${String(error)}`))
    }
    const t = say(c)
    return ok(c, {
      imported: result.imported,
      rejected: result.rejected.map(({ structure: _held, ...row }) => ({ ...row, reason: t(row.reason) })),
    } satisfies ImportResult)
  })

  app.post('/chemistry/compound/saveCompound', session, async (c) => {
    const caller = c.get('caller')
    requireWriter(caller)
    const body = await readJsonObject(c)
    const name = checkText(body.name, { label: /*i18n*/ 'Name', max: 100, required: true })
    if ('error' in name) throw badRequest(name.error)
    const notes = checkText(body.notes, { label: /*i18n*/ 'Notes', max: 2000 })
    if ('error' in notes) throw badRequest(notes.error)
    const tags = checkTagsText(body.tags)
    if ('error' in tags) throw badRequest(tags.error)
    const activities = checkActivitiesText(body.activities)
    if ('error' in activities) throw badRequest(activities.error)
    const source = body.molfile !== undefined && body.molfile !== '' ? body.molfile : body.smiles
    if (typeof source !== 'string') throw badRequest(/*i18n*/ 'smiles is required')
    if (source.length > 200_000) throw badRequest(/*i18n*/ 'The structure is too large')
    const structure = await readStructure(source)
    if ('error' in structure) throw badRequest(structure.error)
    const existing = await sameStructure(db, await callerScope(db, caller), structure.idcode)
    if (existing !== null) throw badRequest(duplicateReason(existing.name))
    await insertCompound(db, {
      tenantId: caller.tenantId,
      userId: caller.userId,
      name: name.value,
      notes: notes.value,
      tags: tags.value,
      activities: activities.value,
      structure,
      now: deps.now(),
    })
    return done(c)
  })

  for (const [path, deleted] of [
    ['/chemistry/compound/deleteCompound', true],
    ['/chemistry/compound/restoreCompound', false],
  ] as const) {
    app.post(path, session, async (c) => {
      const caller = c.get('caller')
      requireWriter(caller)
      const id = optionalIntParam(await readParams(c), 'id', 1, 2_147_483_647)
      if (id === undefined) throw badRequest(/*i18n*/ 'id is required')
      const scope = await callerScope(db, caller)
      if (!(await compoundInScope(db, scope, id))) throw notFound(/*i18n*/ 'Compound not found')
      if (!deleted) {
        const idcode = await compoundIdcode(db, caller.tenantId, id)
        const existing = idcode === null ? null : await sameStructure(db, scope, idcode, id)
        if (existing !== null) {
          throw existing.name === null
            ? badRequest(/*i18n*/ 'This structure is in the workspace again, as a compound outside your data scope')
            : badRequest(/*i18n*/ 'This structure is in the workspace again as “{name}”', { name: existing.name })
        }
      }
      if (!(await setDeleted(db, caller.tenantId, id, deleted ? deps.now() : null))) throw notFound(/*i18n*/ 'Compound not found')
      return done(c)
    })
  }

  return app
}
