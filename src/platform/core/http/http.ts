/**
 * What a contract needs of the HTTP client: one typed `request`. Kept apart from client.ts so a
 * contract (and the host types that reach it) does not depend on the fetch library.
 */

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, string | number | boolean | undefined | null>
  body?: Record<string, unknown> | URLSearchParams | FormData
  headers?: Record<string, string>
  /** Send token and role code (default true). */
  auth?: boolean
  /** The caller shows its own message: no toast (the session confirm still opens). */
  silent?: boolean
  /** Aborts the request; an aborted request rejects without a toast. */
  signal?: AbortSignal
  /** This request's timeout in ms, for the few that are long by nature (a bulk import);
   * default the client's (5 000 ms, docs/spec.md#http-client). */
  timeout?: number
}

export interface Http {
  request<T>(path: string, options?: RequestOptions): Promise<T>
}
