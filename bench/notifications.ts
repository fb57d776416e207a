/**
 * What the two notification bench cases share: a bearer token by the password grant (as the
 * console signs in), and calls on the reference server's API with it — a real HTTP request, the
 * publish as an editor would send it.
 */
import { tokenQuery } from '#platform/core/api/auth.ts'
import { PASSWORD } from '../scripts/drive/browser.ts'
import { type RunningServer } from '../scripts/drive/server.ts'

const BASIC = `Basic ${Buffer.from('browser:').toString('base64')}`

/** A bearer token for `username` of acme. */
export async function tokenFor(server: RunningServer, username: string): Promise<string> {
  const query = new URLSearchParams(tokenQuery({ tenantCode: 'acme', username, password: PASSWORD }))
  const answer = await fetch(`${server.url}/api/uaa/oauth/token?${query}`, { method: 'POST', headers: { Authorization: BASIC } })
  const { access_token: token } = (await answer.json()) as { access_token?: string }
  if (!token) throw new Error(`no token for ${username}: ${answer.status}`)
  return token
}

/** Publishes a notice for everyone as the holder of `token` (an editor); throws unless accepted. */
export async function publishAs(server: RunningServer, token: string, title: string): Promise<void> {
  const res = await fetch(`${server.url}/api/notification/publish/saveNotification`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, markdown: `**${title}**: published by the bench.`, type: 'system', priority: 'medium' }),
  })
  const body = (await res.json()) as { status?: number }
  if (res.status !== 200 || body.status !== 200) throw new Error(`publish: ${res.status} ${JSON.stringify(body)}`)
}
