/**
 * The compound workspace's endpoints: list (every signed-in user of the tenant), save, delete and
 * restore (ROLE_ADMIN or ROLE_EDITOR, the chemists' roles). Structures are read and their
 * properties computed here; a structure that cannot be read is a 400 naming the problem.
 */
import { Hono } from 'hono'
import { COMPOUND_SORTS, type CompoundSort } from '../../../../src/domains/chemistry/contract.ts'
import { badRequest, done, forbidden, notFound, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { checkText, intParam, optionalIntParam, optionalParam, readJsonObject, readParams } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import type { Caller } from '../../platform/caller.ts'
import { searchStructures } from './search.ts'
import { compoundIdcode, insertCompound, queryCompounds, readStructure, sameStructure, setDeleted } from './model.ts'

const WRITERS = ['ROLE_ADMIN', 'ROLE_EDITOR']

function requireWriter(caller: Caller): void {
  if (!WRITERS.includes(caller.activeRole)) throw forbidden('Only editors and administrators may change the compound workspace')
}

export function chemistryRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const session = requireSession(deps)

  app.get('/chemistry/compound/queryCompounds', session, async (c) => {
    const params = await readParams(c)
    const sort = optionalParam(params, 'sort') ?? 'createdAt'
    if (!(COMPOUND_SORTS as readonly string[]).includes(sort)) throw badRequest(`sort must be one of ${COMPOUND_SORTS.join(', ')}`)
    const order = optionalParam(params, 'order') ?? 'desc'
    if (order !== 'asc' && order !== 'desc') throw badRequest('order must be asc or desc')
    const lipinski = optionalParam(params, 'lipinski') ?? 'false'
    if (lipinski !== 'true' && lipinski !== 'false') throw badRequest('lipinski must be true or false')
    const search = optionalParam(params, 'search') ?? ''
    if (search.length > 200) throw badRequest('search must be at most 200 characters')
    const substructure = optionalParam(params, 'substructure')
    const similarTo = optionalParam(params, 'similarTo')
    if (substructure && similarTo) throw badRequest('Search by substructure or by similarity, not both')
    for (const smiles of [substructure, similarTo]) if (smiles && smiles.length > 2000) throw badRequest('The search structure is too long')
    const thresholdText = optionalParam(params, 'threshold') ?? '0.7'
    const threshold = Number(thresholdText)
    if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(thresholdText)) throw badRequest('threshold must be a number from 0 to 1')
    const tenantId = c.get('caller').tenantId
    let only
    if (substructure || similarTo) {
      const hits = await searchStructures(
        db,
        tenantId,
        substructure ? { kind: 'substructure', smiles: substructure } : { kind: 'similarity', smiles: similarTo!, threshold },
      )
      if ('error' in hits) throw badRequest(hits.error)
      only = { ids: hits.ids, ranked: Boolean(similarTo), scores: hits.scores }
    }
    const page = await queryCompounds(db, tenantId, {
      ...(only ? { only } : {}),
      currentPage: intParam(params, 'currentPage', 1, 1, 1_000_000),
      pageSize: intParam(params, 'pageSize', 20, 1, 500),
      search,
      lipinski: lipinski === 'true',
      sort: sort as CompoundSort,
      order,
    })
    return ok(c, page)
  })

  app.post('/chemistry/compound/saveCompound', session, async (c) => {
    const caller = c.get('caller')
    requireWriter(caller)
    const body = await readJsonObject(c)
    const name = checkText(body.name, { label: 'Name', max: 100, required: true })
    if ('error' in name) throw badRequest(name.error)
    const notes = checkText(body.notes, { label: 'Notes', max: 2000 })
    if ('error' in notes) throw badRequest(notes.error)
    const source = body.molfile !== undefined && body.molfile !== '' ? body.molfile : body.smiles
    if (typeof source !== 'string') throw badRequest('smiles is required')
    if (source.length > 200_000) throw badRequest('The structure is too large')
    const structure = await readStructure(source)
    if ('error' in structure) throw badRequest(structure.error)
    const existing = await sameStructure(db, caller.tenantId, structure.idcode)
    if (existing !== null) throw badRequest(`This structure is already in the workspace as “${existing}”`)
    await insertCompound(db, { tenantId: caller.tenantId, userId: caller.userId, name: name.value, notes: notes.value, structure, now: deps.now() })
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
      if (id === undefined) throw badRequest('id is required')
      if (!deleted) {
        const idcode = await compoundIdcode(db, caller.tenantId, id)
        const existing = idcode === null ? null : await sameStructure(db, caller.tenantId, idcode, id)
        if (existing !== null) throw badRequest(`This structure is in the workspace again as “${existing}”`)
      }
      if (!(await setDeleted(db, caller.tenantId, id, deleted ? deps.now() : null))) throw notFound('Compound not found')
      return done(c)
    })
  }

  return app
}
