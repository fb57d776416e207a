/**
 * The page's HTTP clients, one per base URL, wired to the store: failures become toasts, a
 * session-ended code opens the single 'Confirm logout' box (the gate in core makes it one), and
 * every call asks for answers in the language an element last showed (requestLanguage.ts).
 */
import { msg } from '@lingui/core/macro'
import { authHeaders, createHttp, MALFORMED_ANSWER, type Http, type HttpConfig } from '../core/http/client.ts'
import { pageSessionGate } from '../core/http/sessionGate.ts'
import type { ApiError } from '../core/http/errors.ts'
import { backendOf } from './backends.ts'
import { requestLanguageTag } from './requestLanguage.ts'
import { closeSessionConfirm, openSessionConfirm, showToast } from './feedback.ts'
import { resetToken, tokenStore, userState } from './user.ts'

const https = new Map<string, Http>()

function toastFor(error: ApiError): void {
  if (error.message === MALFORMED_ANSWER) showToast({ kind: 'error', message: msg`The server sent an answer that could not be read.` })
  else if (error.serverMessage) showToast({ kind: 'error', text: error.serverMessage })
  else if (error.kind === 'network') showToast({ kind: 'error', text: error.message })
  else showToast({ kind: 'error', message: msg`Error` })
}

/** Where the page's token and active role come from, for calls to `baseURL`. */
function credentialsFor(baseURL: string): Pick<HttpConfig, 'getToken' | 'getRoleCode' | 'getRoleHeader'> {
  return {
    getToken: () => tokenStore.get(),
    getRoleCode: () => userState.activeRole,
    getRoleHeader: () => backendOf(baseURL).roleHeader,
  }
}

/** The headers an authenticated call to `baseURL` carries now (token, role code) — for a
 * request the client does not make itself, such as the live stream's `fetch`. */
export function authHeadersFor(baseURL: string): Record<string, string> {
  return authHeaders(credentialsFor(baseURL))
}

function sessionEnded(error: ApiError): void {
  toastFor(error)
  openSessionConfirm()
}

/** A session-ended answer seen outside the client (the live stream's 401/403) to a request sent
 * with `sentToken`: the same single 'Confirm logout' box, once per gate opening — and nothing
 * when the page no longer holds that token (the user logged out or signed in anew meanwhile). */
export function reportSessionEnded(error: ApiError, sentToken: string | undefined): void {
  if (sentToken !== (tokenStore.get() ?? undefined)) return
  if (pageSessionGate.tryOpen()) sessionEnded(error)
}

/** The page's client for `baseURL` (one per base URL, shared by every element). */
export function getHttp(baseURL: string): Http {
  let http = https.get(baseURL)
  if (!http) {
    http = createHttp({
      baseURL,
      ...credentialsFor(baseURL),
      getLanguage: requestLanguageTag,
      hooks: { onError: toastFor, onSessionEnded: sessionEnded },
    })
    https.set(baseURL, http)
  }
  return http
}

/** 'Re-Login' in the confirm: clear the token and reload the page (docs/spec.md#session-ended-confirm). */
export function reLogin(reload: () => void = () => location.reload()): void {
  resetToken()
  closeSessionConfirm()
  pageSessionGate.release()
  reload()
}

/** 'Cancel': stay on the page; a later session-ended answer may ask again. */
export function dismissSessionConfirm(): void {
  closeSessionConfirm()
  pageSessionGate.release()
}
