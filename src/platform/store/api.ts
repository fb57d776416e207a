/**
 * Typed calls on the page's client for a base URL: the platform's session and menu calls
 * (`getApi`) and any domain's contract (`apiFor(base, createXApi)`), each built once per base
 * URL. Kept apart from http.ts so elements that only sign in do not bundle the API.
 */
import { createApi, type Api } from '../core/api/endpoints.ts'
import type { Http } from '../core/http/http.ts'
import { getHttp } from './http.ts'

const apis = new WeakMap<(http: Http) => unknown, Map<string, unknown>>()

/** The calls `create` makes, on the page's client for `baseURL` (one instance per pair). */
export function apiFor<T>(baseURL: string, create: (http: Http) => T): T {
  let byBase = apis.get(create)
  if (!byBase) {
    byBase = new Map()
    apis.set(create, byBase)
  }
  if (!byBase.has(baseURL)) byBase.set(baseURL, create(getHttp(baseURL)))
  return byBase.get(baseURL) as T
}

/** The platform's session and menu calls on the page's client for `baseURL`. */
export function getApi(baseURL: string): Api {
  return apiFor(baseURL, createApi)
}
