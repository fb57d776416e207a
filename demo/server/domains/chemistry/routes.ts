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
import { insertCompound, queryCompounds, readStructure, setDeleted } from './model.ts'

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
    const page = await queryCompounds(db, c.get('caller').tenantId, {
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
      if (!(await setDeleted(db, caller.tenantId, id, deleted ? deps.now() : null))) throw notFound('Compound not found')
      return done(c)
    })
  }

  return app
}
