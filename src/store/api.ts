/**
 * Every typed call of the spec's table on the page's client for a base URL. Kept apart from
 * http.ts so elements that only sign in do not bundle the whole API.
 */
import { createApi, type Api } from '../core/api/endpoints.ts'
import { getHttp } from './http.ts'

const apis = new Map<string, Api>()

/** Every typed call of the spec's table on the page's client for `baseURL`. */
export function getApi(baseURL: string): Api {
  let api = apis.get(baseURL)
  if (!api) {
    api = createApi(getHttp(baseURL))
    apis.set(baseURL, api)
  }
  return api
}
