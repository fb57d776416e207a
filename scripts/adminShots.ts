/**
 * Screenshot recipes of the administration screens (used by scripts/consoleShots.ts): the users
 * (and their organisation filter, the outbox, a user's roles, the user form and its further
 * organisations), as the campus administrator the users with wider roles and its own role, the
 * sign-in log and the online sessions, the roles (menus, names in three languages, a refused
 * code), the dictionaries, the organisation tree searched by pinyin and its Move to… dialog, and
 * the operation log with a diff.
 */
import { chooseFurtherOrg, consoleRoot, openScreens, openUserForm, signedIn, signIn, signInAs, signInElsewhere, type Shot } from './shotKit.ts'

export const ADMIN_SHOTS: Shot[] = [
  signedIn('admin-users', async (page) => {
    await openScreens(page, ['/system/users'])
    await consoleRoot(page).locator('tbody tr').first().waitFor({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  signedIn('admin-users-org-filter', async (page) => {
    await openScreens(page, ['/system/users'])
    await consoleRoot(page).locator('button[data-action=org-filter]').click({ timeout: 20_000 })
    await consoleRoot(page).locator('input[name=orgQuery]').fill('bjxq')
    await page.waitForTimeout(500)
  }),
  {
    // A campus administrator: users holding wider roles show "Beyond your roles" instead of actions.
    name: 'admin-users-campus',
    path: '/studentwork/login',
    async prepare(page) {
      await signInAs(page, 'orgadmin@acme.test')
      await openScreens(page, ['/system/users'])
      await consoleRoot(page).locator('tbody tr [data-beyond-reach]').first().waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  {
    // The campus administrator's own role: it may grant it, not change it.
    name: 'admin-roles-own',
    path: '/studentwork/login',
    async prepare(page) {
      await signInAs(page, 'orgadmin@acme.test')
      await openScreens(page, ['/system/roles'])
      await consoleRoot(page).locator('tr[data-role=ROLE_ORG_ADMIN] button').first().click({ timeout: 20_000 })
      await consoleRoot(page).locator('[data-role-editor=ROLE_ORG_ADMIN]').waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  {
    name: 'admin-signins',
    path: '/studentwork/login',
    async prepare(page) {
      await signInElsewhere(page, ['member@acme.test', 'lead@acme.test'], 'wrong-password')
      await signInElsewhere(page, ['member@acme.test', 'orgadmin@acme.test'])
      await signIn(page)
      await openScreens(page, ['/system/signin-log'])
      await consoleRoot(page).locator('table[data-table=signins] tbody tr').first().waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  {
    name: 'admin-sessions',
    path: '/studentwork/login',
    async prepare(page) {
      await signInElsewhere(page, ['member@acme.test', 'orgadmin@acme.test', 'editor@acme.test'])
      await signIn(page)
      await openScreens(page, ['/system/sessions'])
      await consoleRoot(page).locator('table[data-table=sessions] tbody tr').first().waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  signedIn('admin-outbox', async (page) => {
    await openScreens(page, ['/system/users'])
    await consoleRoot(page).locator('button[data-tab=outbox]').click({ timeout: 20_000 })
    await page.waitForTimeout(500)
  }),
  signedIn('admin-roles', async (page) => {
    await openScreens(page, ['/system/roles'])
    await consoleRoot(page).locator('tr[data-role=ROLE_MEMBER] button').first().click({ timeout: 20_000 })
    await consoleRoot(page).locator('[data-role-editor=ROLE_MEMBER]').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  {
    // A role's names in three languages (the rename dialog).
    name: 'admin-role-names',
    path: '/studentwork/login',
    async prepare(page) {
      await signIn(page)
      await openScreens(page, ['/system/roles'])
      await consoleRoot(page).locator('tr[data-role=ROLE_EDITOR] td:last-child button').first().click({ timeout: 20_000 })
      await consoleRoot(page).locator('[role=dialog] input[name=nameZh]').waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  {
    // The server's refusal in the console's language, under the field it names.
    name: 'admin-role-taken',
    path: '/studentwork/login',
    async prepare(page) {
      await signIn(page)
      await openScreens(page, ['/system/roles'])
      await consoleRoot(page).locator('button[data-action=new-role]').click({ timeout: 20_000 })
      const form = consoleRoot(page).locator('[role=dialog] form')
      await form.locator('input[name=code]').fill('ROLE_EDITOR')
      await form.locator('input[name=name]').fill('Editors')
      await form.locator('button[type=submit]').click()
      await form.locator('[aria-invalid=true]').first().waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  signedIn('admin-grant', async (page) => {
    await openScreens(page, ['/system/users'])
    await consoleRoot(page).locator('tbody tr button[data-action=roles]').first().click({ timeout: 20_000 })
    await consoleRoot(page).locator('[role=dialog] [role=listbox]').first().waitFor({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  signedIn('admin-user-form', async (page) => {
    await openScreens(page, ['/system/users'])
    await consoleRoot(page).locator('button[data-action=new-user]:enabled').click({ timeout: 20_000 })
    const form = consoleRoot(page).locator('[role=dialog] form')
    await form.locator('input[name=username]').fill('nora')
    await form.locator('input[name=nickname]').fill('Nora')
    await form.locator('input[name=password]').fill('short')
    await page.waitForTimeout(200)
  }),
  signedIn('admin-user-orgs', async (page) => {
    // Editing the member: two further organisations chosen, the list narrowed by pinyin.
    const further = await openUserForm(page, 'member@acme.test')
    for (const query of ['00027', '00028']) await chooseFurtherOrg(further, query)
    await further.locator('input[name=otherOrgQuery]').fill('shxq')
    await further.scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
  }),
  signedIn('admin-dicts', async (page) => {
    await openScreens(page, ['/system/dicts'])
    await consoleRoot(page).locator('button[data-type=userType]').click({ timeout: 20_000 })
    await consoleRoot(page).locator('tr[data-entry=partner]').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  {
    // A dictionary type's names in three languages.
    name: 'admin-dict-type-names',
    path: '/studentwork/login',
    async prepare(page) {
      await signIn(page)
      await openScreens(page, ['/system/dicts'])
      await consoleRoot(page).locator('button[data-type=userType]').click({ timeout: 20_000 })
      await consoleRoot(page).locator('tr[data-entry=partner]').waitFor({ timeout: 20_000 })
      await consoleRoot(page).locator('button[data-action=edit-type]').click({ timeout: 20_000 })
      await consoleRoot(page).locator('[role=dialog] input[name=nameTw]').waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  signedIn('admin-orgs', async (page) => {
    await openScreens(page, ['/system/orgs'])
    const tree = consoleRoot(page).locator('[role=tree]')
    await tree.locator('[role=treeitem]').first().waitFor({ timeout: 30_000 })
    await consoleRoot(page).locator('input[name=orgSearch]').fill('bj')
    await tree.locator('mark').first().waitFor()
    await tree.locator('[role=treeitem]').nth(1).click()
    await page.waitForTimeout(300)
  }),
  signedIn('admin-logs', async (page) => {
    // One change to show: disable and enable a user type, then open the log and its diff.
    await openScreens(page, ['/system/dicts'])
    await consoleRoot(page).locator('button[data-type=userType]').click({ timeout: 20_000 })
    const toggle = consoleRoot(page).locator('tr[data-entry=partner] [role=switch]')
    await toggle.click()
    await page.waitForTimeout(500)
    await toggle.click()
    await page.waitForTimeout(500)
    await openScreens(page, ['/system/logs'])
    await consoleRoot(page).locator('button[data-action=refresh-log]').click()
    await consoleRoot(page).locator('li[data-log] button[aria-expanded]').nth(1).click({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  signedIn('admin-org-move', async (page) => {
    await openScreens(page, ['/system/orgs'])
    const tree = consoleRoot(page).locator('[role=tree]')
    await tree.locator('[role=treeitem]').first().waitFor({ timeout: 30_000 })
    await consoleRoot(page).locator('[data-action=expand-all]').click()
    await tree.locator('[role=treeitem]').nth(3).click()
    await consoleRoot(page).locator('[data-action=move]').click()
    await consoleRoot(page).locator('input[name=parentQuery]').fill('shxq')
    await page.waitForTimeout(300)
  }),
]
