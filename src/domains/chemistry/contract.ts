/**
 * The chemistry domain's contract: the tenant's compound workspace — list (paged, sortable,
 * filterable), save, delete and restore — with its wire types. Framework-free; the reference
 * server imports the types.
 */
import type { Http } from '../../platform/core/http/http.ts'
import type { Page } from '../../platform/core/api/types.ts'

export interface Compound {
  id: number
  name: string
  smiles: string
  notes: string
  formula: string
  molecularWeight: number
  cLogP: number
  tpsa: number
  donors: number
  acceptors: number
  rotatableBonds: number
  lipinskiViolations: number
  createdBy: string
  createdAt: string
  /** Tanimoto similarity to the query structure (similarity searches only). */
  similarity?: number
}

export const COMPOUND_SORTS = ['createdAt', 'name', 'molecularWeight', 'cLogP', 'tpsa', 'donors', 'acceptors', 'rotatableBonds'] as const
export type CompoundSort = (typeof COMPOUND_SORTS)[number]

export interface CompoundQuery {
  currentPage?: number
  pageSize?: number
  /** Part of the name or SMILES. */
  search?: string
  /** Only compounds with at most one Lipinski violation. */
  lipinski?: boolean
  sort?: CompoundSort
  order?: 'asc' | 'desc'
  /** SMILES of a fragment: only compounds containing it. */
  substructure?: string
  /** SMILES: only compounds at least `threshold` similar (Tanimoto), most similar first. */
  similarTo?: string
  /** 0–1, default 0.7. */
  threshold?: number
}

export interface CompoundInput {
  name: string
  smiles: string
  molfile?: string
  notes?: string
}

export function createChemistryApi(http: Http) {
  return {
    /** GET /chemistry/compound/queryCompounds — the tenant's compounds, one page. */
    queryCompounds(query: CompoundQuery = {}, signal?: AbortSignal) {
      return http.request<Page<Compound>>('/chemistry/compound/queryCompounds', { query: { ...query }, ...(signal ? { signal } : {}) })
    },
    /** POST /chemistry/compound/saveCompound — a write; the server recomputes the properties. */
    saveCompound(input: CompoundInput) {
      return http.request<unknown>('/chemistry/compound/saveCompound', { method: 'POST', body: { ...input } })
    },
    /** POST /chemistry/compound/deleteCompound — removes one (restorable). */
    deleteCompound(id: number) {
      return http.request<unknown>('/chemistry/compound/deleteCompound', { method: 'POST', query: { id } })
    },
    /** POST /chemistry/compound/restoreCompound — undoes a delete. */
    restoreCompound(id: number) {
      return http.request<unknown>('/chemistry/compound/restoreCompound', { method: 'POST', query: { id } })
    },
  }
}

export type ChemistryApi = ReturnType<typeof createChemistryApi>
