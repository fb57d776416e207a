/**
 * What the page knows of each backend (one per API base URL): the OAuth client its sign-in
 * presents and the header its role code travels in. An element sets these from its attributes
 * (`client-id`, `scope`, `role-header`) for its `api-base`; the HTTP client and the sign-in read
 * them at request time. Tiny and dependency-free so the sign-in element's first chunk stays small.
 */
import { DEFAULT_OAUTH_CLIENT, type OAuthClient } from '../core/api/oauthClient.ts'
import { ROLE_CODE_HEADER } from '../core/http/roleHeader.ts'

export interface BackendOptions extends OAuthClient {
  /** Name of the header carrying the active role code. */
  roleHeader: string
}

export const DEFAULT_BACKEND: BackendOptions = { ...DEFAULT_OAUTH_CLIENT, roleHeader: ROLE_CODE_HEADER }

const backends = new Map<string, BackendOptions>()

/** Records the options of the backend at `baseURL` (the last element to render with it wins). */
export function configureBackend(baseURL: string, options: Partial<BackendOptions>): void {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined && value !== ''))
  backends.set(baseURL, { ...DEFAULT_BACKEND, ...defined })
}

/** The options of the backend at `baseURL`, the family's defaults when none were set. */
export function backendOf(baseURL: string): BackendOptions {
  return backends.get(baseURL) ?? DEFAULT_BACKEND
}
