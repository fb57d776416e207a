/**
 * The OAuth client a sign-in presents by default (`client-id` and `scope` attributes). Apart
 * from the session calls (auth.ts, which re-exports it) because every element's manifest and
 * backend record read these constants at start, and the calls belong to the sign-in chunk.
 */

/** OAuth client of the console: `browser` with an empty secret (`client-id` attribute). */
export const DEFAULT_CLIENT_ID = 'browser'
/** Scope of the password grant (`scope` attribute); the family's servers refuse others. */
export const DEFAULT_TOKEN_SCOPE = 'ui'

/** The OAuth client a sign-in presents. */
export interface OAuthClient {
  clientId: string
  scope: string
}

export const DEFAULT_OAUTH_CLIENT: OAuthClient = { clientId: DEFAULT_CLIENT_ID, scope: DEFAULT_TOKEN_SCOPE }
