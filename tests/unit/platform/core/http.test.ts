import { describe, expect, it, vi } from 'vitest'
import { createHttp, MALFORMED_ANSWER, ROLE_CODE_HEADER } from '#platform/core/http/client.ts'
import { ApiError, errorFromBody, unwrapBody } from '#platform/core/http/errors.ts'
import { createSessionGate } from '#platform/core/http/sessionGate.ts'

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

describe('envelope reading', () => {
  it('unwraps {code: 200, data}', () => {
    expect(unwrapBody({ code: 200, message: 'success', data: { a: 1 } })).toEqual({ a: 1 })
  })

  it('unwraps {status: 200, data}, also when status is a string', () => {
    expect(unwrapBody({ status: 200, message: 'success', data: [1, 2] })).toEqual([1, 2])
    expect(unwrapBody({ status: '200', data: 'x' })).toBe('x')
  })

  it('returns unwrapped bodies as they are (token, authority)', () => {
    const token = { access_token: 't', token_type: 'bearer', expires_in: 60 }
    expect(unwrapBody(token)).toEqual(token)
    const authority = { status: 'ok', type: 'account', currentAuthority: ['ROLE_ADMIN'], menu: [], menuButton: [] }
    expect(unwrapBody(authority)).toEqual(authority)
  })

  it('turns a non-200 code into a business error with the server message', () => {
    const error = errorFromBody({ code: 400, message: 'Name is required' })
    expect(error).toBeInstanceOf(ApiError)
    expect(error?.kind).toBe('business')
    expect(error?.message).toBe('Name is required')
    expect(error?.code).toBe(400)
  })

  it('keeps the field a validation error names, so a form can mark it', () => {
    expect(errorFromBody({ status: 400, message: 'Please select a role', field: 'roleId' })?.field).toBe('roleId')
    expect(errorFromBody({ status: 400, message: 'Bad' })?.field).toBeUndefined()
  })

  it("uses 'Error' when the server sends no message", () => {
    expect(errorFromBody({ code: 500 })?.message).toBe('Error')
    expect(errorFromBody({ status: 500, message: '' })?.message).toBe('Error')
  })

  it.each([50008, 50012, 50014])('marks %i as session-ended in both shapes', (code) => {
    expect(errorFromBody({ code, message: 'x' })?.kind).toBe('session')
    expect(errorFromBody({ status: code, message: 'x' })?.kind).toBe('session')
  })

  it('reads OAuth errors', () => {
    const error = errorFromBody({ error: 'invalid_grant', error_description: 'Bad credentials' }, 400)
    expect(error?.kind).toBe('auth')
    expect(error?.serverMessage).toBe('Bad credentials')
    expect(error?.status).toBe(400)
  })
})

describe('http client', () => {
  it('times out after the timeout also when the caller passes its own signal', async () => {
    const onError = vi.fn()
    // Like fetch: rejects with the signal's reason when it is (or becomes) aborted.
    const fetch = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        if (init?.signal?.aborted) reject(init.signal.reason)
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    const http = createHttp({
      baseURL: 'http://x/api',
      getToken: () => undefined,
      getRoleCode: () => undefined,
      fetch,
      hooks: { onError },
      gate: createSessionGate(),
      timeout: 50,
    })
    await expect(http.request('/slow', { signal: new AbortController().signal })).rejects.toMatchObject({
      kind: 'network',
      message: 'timeout of 5000ms exceeded',
    })
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('stays silent when the caller aborts', async () => {
    const onError = vi.fn()
    // Like fetch: rejects with the signal's reason when it is (or becomes) aborted.
    const fetch = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        if (init?.signal?.aborted) reject(init.signal.reason)
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    const http = createHttp({
      baseURL: 'http://x/api',
      getToken: () => undefined,
      getRoleCode: () => undefined,
      fetch,
      hooks: { onError },
      gate: createSessionGate(),
      timeout: 5000,
    })
    const controller = new AbortController()
    const request = http.request('/slow', { signal: controller.signal })
    controller.abort()
    await expect(request).rejects.toBeInstanceOf(Error)
    expect(onError).not.toHaveBeenCalled()
  })

  it('rejects a 200 whose body is not JSON once, as an unreadable answer — never hands the text to a screen', async () => {
    const onError = vi.fn()
    const fetch = async () => new Response('{"status":200,"data":{"list":[', { status: 200, headers: { 'content-type': 'application/json' } })
    const http = createHttp({
      baseURL: 'http://x/api',
      getToken: () => undefined,
      getRoleCode: () => undefined,
      fetch,
      hooks: { onError },
      gate: createSessionGate(),
    })
    await expect(http.request('/a')).rejects.toMatchObject({ kind: 'http', message: MALFORMED_ANSWER })
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('keeps the status of an error answered with a non-JSON page (a proxy error)', async () => {
    const fetch = async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/html' } })
    const http = createHttp({ baseURL: 'http://x/api', getToken: () => undefined, getRoleCode: () => undefined, fetch, gate: createSessionGate() })
    await expect(http.request('/a', { silent: true })).rejects.toMatchObject({ kind: 'http', status: 502 })
  })

  it("keeps a 429's Retry-After on the error", async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ error: 'too_many_attempts', error_description: 'Wait' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '840' },
      })
    const http = createHttp({ baseURL: 'http://x/api', getToken: () => undefined, getRoleCode: () => undefined, fetch, gate: createSessionGate() })
    await expect(http.request('/uaa/oauth/token', { method: 'POST', silent: true })).rejects.toMatchObject({
      kind: 'auth',
      status: 429,
      retryAfterSeconds: 840,
    })
  })

  it('sends the bearer token and role code on authenticated calls only', async () => {
    const seen: Headers[] = []
    const fetch = vi.fn(async (request: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers ?? (request as Request).headers))
      return jsonResponse(200, { code: 200, data: 1 })
    })
    const http = createHttp({ baseURL: 'http://x/api', getToken: () => 'tok', getRoleCode: () => 'ROLE_EDITOR', fetch, gate: createSessionGate() })
    await http.request('/a')
    await http.request('/b', { auth: false })
    expect(seen[0].get('authorization')).toBe('Bearer tok')
    expect(seen[0].get(ROLE_CODE_HEADER)).toBe('ROLE_EDITOR')
    expect(seen[1].get('authorization')).toBeNull()
    expect(seen[1].get(ROLE_CODE_HEADER)).toBeNull()
  })

  it('reports a business error once as a toast and rejects with it', async () => {
    const onError = vi.fn()
    const fetch = async () => jsonResponse(200, { code: 400, message: 'Bad input' })
    const http = createHttp({
      baseURL: 'http://x/api',
      getToken: () => undefined,
      getRoleCode: () => undefined,
      fetch,
      hooks: { onError },
      gate: createSessionGate(),
    })
    await expect(http.request('/a')).rejects.toMatchObject({ kind: 'business', message: 'Bad input' })
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('reads error envelopes of HTTP 4xx answers', async () => {
    const onError = vi.fn()
    const fetch = async () => jsonResponse(400, { code: 400, message: 'Username already exists' })
    const http = createHttp({
      baseURL: 'http://x/api',
      getToken: () => undefined,
      getRoleCode: () => undefined,
      fetch,
      hooks: { onError },
      gate: createSessionGate(),
    })
    await expect(http.request('/a')).rejects.toMatchObject({ kind: 'business', serverMessage: 'Username already exists', status: 400 })
  })

  it('does not toast silent calls', async () => {
    const onError = vi.fn()
    const fetch = async () => jsonResponse(400, { error: 'invalid_grant', error_description: 'Bad credentials' })
    const http = createHttp({
      baseURL: 'http://x/api',
      getToken: () => undefined,
      getRoleCode: () => undefined,
      fetch,
      hooks: { onError },
      gate: createSessionGate(),
    })
    await expect(http.request('/t', { silent: true })).rejects.toMatchObject({ kind: 'auth' })
    expect(onError).not.toHaveBeenCalled()
  })

  it('reports network failures with their message', async () => {
    const onError = vi.fn()
    const fetch = async () => {
      throw new TypeError('Failed to fetch')
    }
    const http = createHttp({
      baseURL: 'http://x/api',
      getToken: () => undefined,
      getRoleCode: () => undefined,
      fetch,
      hooks: { onError },
      gate: createSessionGate(),
    })
    await expect(http.request('/a')).rejects.toMatchObject({ kind: 'network' })
    expect(onError).toHaveBeenCalledTimes(1)
    expect((onError.mock.calls[0][0] as ApiError).message).toContain('Failed to fetch')
  })

  it('times out after the configured time as a network error', async () => {
    const fetch = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError')))
      })
    const http = createHttp({ baseURL: 'http://x/api', getToken: () => undefined, getRoleCode: () => undefined, fetch, timeout: 30, gate: createSessionGate() })
    await expect(http.request('/slow')).rejects.toMatchObject({ kind: 'network' })
  })

  it('opens exactly one session confirm for 20 concurrent 50014 answers', async () => {
    const onSessionEnded = vi.fn()
    const onError = vi.fn()
    const gate = createSessionGate()
    const fetch = async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10))
      return jsonResponse(401, { code: 50014, message: 'Token expired' })
    }
    const http = createHttp({ baseURL: 'http://x/api', getToken: () => 't', getRoleCode: () => undefined, fetch, hooks: { onError, onSessionEnded }, gate })
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => http.request(`/r${i}`)))
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
    expect(onError).not.toHaveBeenCalled()
    expect(gate.isOpen).toBe(true)
    // Once answered, a later session end may ask again.
    gate.release()
    await expect(http.request('/again')).rejects.toMatchObject({ kind: 'session' })
    expect(onSessionEnded).toHaveBeenCalledTimes(2)
  })

  it('asks nothing when the session-ended answer is about a token the page no longer holds (logged out, or signed in anew)', async () => {
    const onSessionEnded = vi.fn()
    const onError = vi.fn()
    let token: string | undefined = 'old'
    let answer!: () => void
    const fetch = () => new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse(401, { code: 50008, message: 'Invalid token' }))))
    const http = createHttp({
      baseURL: 'http://x/api',
      getToken: () => token,
      getRoleCode: () => undefined,
      fetch,
      hooks: { onError, onSessionEnded },
      gate: createSessionGate(),
    })
    for (const next of [undefined, 'new']) {
      const pending = http.request('/in-flight')
      await new Promise((resolve) => setTimeout(resolve, 10))
      token = next // the user logged out (no token), or another sign-in replaced it
      answer()
      await expect(pending).rejects.toMatchObject({ kind: 'session' })
      token = 'old'
    }
    expect(onSessionEnded).not.toHaveBeenCalled()
    expect(onError).not.toHaveBeenCalled()
  })
})

describe('the reader language of every call', () => {
  it("sends the element's language as Accept-Language on signed-in and anonymous calls, and follows a change", async () => {
    const seen: Array<string | null> = []
    const fetch = async (_: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('accept-language'))
      return jsonResponse(200, { status: 200, message: 'success', data: null })
    }
    let language: string | undefined
    const http = createHttp({
      baseURL: 'http://x/api',
      getToken: () => 't',
      getRoleCode: () => undefined,
      getLanguage: () => language,
      fetch,
      gate: createSessionGate(),
    })
    await http.request('/before-any-element')
    language = 'zh-CN'
    await http.request('/signed-in')
    await http.request('/anonymous', { auth: false })
    language = 'zh-TW'
    await http.request('/after-a-change')
    expect(seen).toEqual([null, 'zh-CN', 'zh-CN', 'zh-TW'])
  })
})
