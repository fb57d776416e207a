// What the page's resources hold belongs to the user who loaded it: another user's sign-in, or a
// change of role, drops what nobody shows, so the next user never sees it (platform/store/user.ts
// calling clearResources). The same user signing in again keeps it.
import { afterEach, describe, expect, it } from 'vitest'
import { clearResources, resource } from '#platform/store/resource.ts'
import { setActiveRole, setSignedIn, setTokenStore } from '#platform/store/user.ts'
import type { CurrentUser } from '#platform/core/api/types.ts'

setTokenStore({ get: () => 'token', set: () => undefined, remove: () => undefined })

const user = (id: string, roles = ['ROLE_ADMIN', 'ROLE_EDITOR']) => ({ id, username: id, nickname: id, roles }) as unknown as CurrentUser

/** Loads `key` once, as a screen would, and leaves it (kept, nobody showing it). */
async function loaded(name: string) {
  const r = resource(['/api', 'test', name], async () => `${name} data`)
  const off = r.subscribe(() => undefined)
  await new Promise((resolve) => setTimeout(resolve, 0))
  off()
  return r
}

afterEach(() => clearResources())

describe("the page's data and who signed in", () => {
  it('keeps the data for the same user and drops it for another', async () => {
    setSignedIn(user('1'))
    const preferences = await loaded('preferences')
    setSignedIn(user('1'))
    expect(preferences.get().data).toBe('preferences data')
    setSignedIn(user('2'))
    expect(preferences.get().data).toBeUndefined()
  })

  it('drops the data when the role changes', async () => {
    setSignedIn(user('3'))
    const users = await loaded('users')
    setActiveRole('ROLE_ADMIN')
    expect(users.get().data).toBe('users data')
    setActiveRole('ROLE_EDITOR')
    expect(users.get().data).toBeUndefined()
  })
})
