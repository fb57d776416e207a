/**
 * The chemistry domain's contract: the tenant's compound workspace — list (paged, sortable,
 * filterable), the chart's points, the names of its tags and activity columns, save, update,
 * bulk import, delete and restore — with its wire types. Framework-free; the reference
 * server imports the types.
 */
import type { Http } from '#platform/core/http/http.ts'
import type { Page } from '#platform/core/api/types.ts'

export interface Compound {
  id: number
  name: string
  smiles: string
  notes: string
  /** Hill order (C, H, then alphabetical). */
  formula: string
  molecularWeight: number
  /** openchemlib's logP estimate. */
  cLogP: number
  donors: number
  acceptors: number
  lipinskiViolations: number
  /** RDKit's values (null until analysed, or where RDKit cannot read the structure): */
  /** TPSA as Ertl defines it (N and O), Å². */
  tpsa: number | null
  /** TPSA counting S and P too, Å². */
  tpsaSP: number | null
  /** Wildman–Crippen logP. */
  wlogp: number | null
  /** Wildman–Crippen molar refractivity. */
  mr: number | null
  fsp3: number | null
  /** ESOL log S (mol/L), from WLOGP. */
  esolLogS: number | null
  /** Rotatable bonds (RDKit, Veber's definition). */
  rotatableBonds: number | null
  /** The PAINS (A, B, C) and Brenk alerts raised, by name. */
  pains: string[] | null
  brenk: string[] | null
  tags: string[]
  /** Numeric columns from imports or edits, e.g. `{"IC50 (nM)": 12.5}`. */
  activities: Record<string, number>
  createdBy: string
  createdAt: string
  updatedAt: string | null
  /** Tanimoto similarity to the query structure (similarity searches only). */
  similarity?: number
}

/** The stored numeric properties (sortable, filterable, plottable). */
export const PROPERTY_COLUMNS = ['molecularWeight', 'cLogP', 'wlogp', 'tpsa', 'donors', 'acceptors', 'rotatableBonds', 'esolLogS', 'fsp3', 'mr'] as const
export type PropertyColumn = (typeof PROPERTY_COLUMNS)[number]

export const COMPOUND_SORTS = ['createdAt', 'name', ...PROPERTY_COLUMNS] as const
/** A column, or `activity:<name>` for an activity column. */
export type CompoundSort = (typeof COMPOUND_SORTS)[number] | `activity:${string}`
/** What a range filter or a chart axis reads: a property or `activity:<name>`. */
export type NumericColumn = PropertyColumn | `activity:${string}`

export interface CompoundQuery {
  /** Only this compound (e.g. a point clicked on the chart). */
  id?: number
  currentPage?: number
  pageSize?: number
  /** Part of the name or SMILES, or a formula (Hill order, e.g. C9H8O4). */
  search?: string
  /** Only compounds with at most one Lipinski violation. */
  lipinski?: boolean
  /** Only compounds known to raise no PAINS alert. */
  noPains?: boolean
  /** Only compounds known to raise no Brenk alert. */
  noBrenk?: boolean
  /** Only compounds raising this alert (a PAINS or Brenk name). */
  alert?: string
  sort?: CompoundSort
  order?: 'asc' | 'desc'
  /** Only compounds with this tag. */
  tag?: string
  /** A range filter on one numeric column: `min` ≤ value ≤ `max` (either may be absent). */
  filter?: NumericColumn
  min?: number
  max?: number
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
  tags?: string[]
  activities?: Record<string, number>
}

/** An edit: the structure is the compound's identity and stays; everything else may change. */
export interface CompoundUpdate {
  id: number
  name?: string
  notes?: string
  tags?: string[]
  activities?: Record<string, number>
}

/** One row of an import; `row` is its place in the file, for the report. */
export interface ImportRow {
  row: number
  name: string
  smiles: string
  notes?: string
  tags?: string[]
  activities?: Record<string, number>
}

export type RejectionCode = 'invalid' | 'duplicate' | 'repeated' | 'data'

export interface RejectedRow {
  row: number
  code: RejectionCode
  /** The reason, in the request's language (Accept-Language; the client may also word it by `code`). */
  reason: string
  /** `duplicate`: the compound already there; `repeated`: the earlier row. */
  name?: string
  earlierRow?: number
  /** What the row held as its structure (an import job's report; at most 2 000 characters). */
  structure?: string
}

/** A large import the browser stores batch by batch as it reads the file (startImport,
 * importBatch, finishImport); it belongs to the user who started it. */
export interface ImportJob {
  id: number
  fileName: string
  fileSize: number
  /** Name, size and modification time of the file: how the browser knows it again to resume. */
  fileKey: string
  state: 'running' | 'stopped' | 'done'
  /** The first row of the file not stored yet: where a resumed import goes on. */
  nextRow: number
  imported: number
  rejected: number
  createdAt: string
  updatedAt: string
}

/** A row as an import job's batch carries it: a molfile instead of SMILES (SDF), or the
 * activity column whose cell is not a number (the row is then reported, not stored). */
export type ImportJobRow = ImportRow & { molfile?: string; badNumber?: string }

export interface ImportBatchResult {
  job: ImportJob
  /** This batch's rejected rows, in the request's language. */
  rejected: RejectedRow[]
}

export interface ImportResult {
  imported: number
  rejected: RejectedRow[]
}

/** A compound as the structure–activity chart needs it. */
export type CompoundPoint = Pick<Compound, 'id' | 'name' | 'lipinskiViolations' | 'activities' | PropertyColumn>

export interface CompoundColumns {
  /** The activity columns in use, by name. */
  activities: string[]
  tags: string[]
  /** The alerts the compounds raise, by name. */
  alerts: string[]
}

/** A page of compounds; `incomplete` when a structure search ran out of its time budget and the
 * page holds only what it found until then; `hitLimit` when a substructure search found more
 * compounds than that (on the RDKit cartridge) and the page and its total hold that many. */
export type CompoundPage = Page<Compound> & { incomplete?: boolean; hitLimit?: number }

export function createChemistryApi(http: Http) {
  return {
    /** GET /chemistry/compound/queryCompounds — the tenant's compounds, one page. */
    queryCompounds(query: CompoundQuery = {}, signal?: AbortSignal) {
      return http.request<CompoundPage>('/chemistry/compound/queryCompounds', { query: { ...query }, ...(signal ? { signal } : {}) })
    },
    /** POST /chemistry/compound/saveCompound — a write; the server recomputes the properties. */
    saveCompound(input: CompoundInput) {
      return http.request<unknown>('/chemistry/compound/saveCompound', { method: 'POST', body: { ...input } })
    },
    /** GET /chemistry/compound/queryCompoundPoints — every compound (up to 10 000) for the chart. */
    queryCompoundPoints(signal?: AbortSignal) {
      return http.request<{ list: CompoundPoint[]; total: number }>('/chemistry/compound/queryCompoundPoints', signal ? { signal } : {})
    },
    /** GET /chemistry/compound/queryCompoundColumns — the tenant's activity columns and tags. */
    queryCompoundColumns(signal?: AbortSignal) {
      return http.request<CompoundColumns>('/chemistry/compound/queryCompoundColumns', signal ? { signal } : {})
    },
    /** POST /chemistry/compound/updateCompound — name, notes, tags, activities. */
    updateCompound(update: CompoundUpdate) {
      return http.request<unknown>('/chemistry/compound/updateCompound', { method: 'POST', body: { ...update } })
    },
    /** POST /chemistry/compound/importCompounds — all valid rows in one transaction. */
    importCompounds(rows: ImportRow[], signal?: AbortSignal) {
      return http.request<ImportResult>('/chemistry/compound/importCompounds', {
        method: 'POST',
        body: { rows },
        timeout: 120_000,
        ...(signal ? { signal } : {}),
      })
    },
    /** POST /chemistry/compound/startImport — a job for a large file, stored batch by batch. */
    startImport(file: { fileName: string; fileSize: number; fileKey: string }) {
      return http.request<ImportJob>('/chemistry/compound/startImport', { method: 'POST', body: { ...file } })
    },
    /** POST /chemistry/compound/importBatch — the job's next rows (rows it stored already are skipped). */
    importBatch(id: number, rows: ImportJobRow[], signal?: AbortSignal) {
      // Silent: the import dialog says what failed, and sends again first.
      return http.request<ImportBatchResult>('/chemistry/compound/importBatch', {
        method: 'POST',
        body: { id, rows },
        timeout: 120_000,
        silent: true,
        ...(signal ? { signal } : {}),
      })
    },
    /** POST /chemistry/compound/finishImport — the job done, or stopped (a later batch goes on). */
    finishImport(id: number, state: 'done' | 'stopped') {
      return http.request<ImportJob>('/chemistry/compound/finishImport', { method: 'POST', body: { id, state } })
    },
    /** GET /chemistry/compound/queryImports — the caller's jobs not done (to go on with). */
    queryImports(signal?: AbortSignal) {
      return http.request<ImportJob[]>('/chemistry/compound/queryImports', { silent: true, ...(signal ? { signal } : {}) })
    },
    /** GET /chemistry/compound/queryImportRejections — a page of a job's rejected rows. */
    queryImportRejections(query: { id: number; currentPage: number; pageSize: number }, signal?: AbortSignal) {
      return http.request<Page<RejectedRow>>('/chemistry/compound/queryImportRejections', { query: { ...query }, ...(signal ? { signal } : {}) })
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
