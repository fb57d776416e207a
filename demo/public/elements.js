// The element demo at /studentwork/elements.html: <sw-login> alone on a page (or <sw-signup>
// with ?element=signup); once signed in, who is signed in and a sign-out. `?lang=zh|tw|en`
// sets the elements' language, `?variant=classic` the sign-in layout.
const params = new URLSearchParams(location.search)
const lang = params.get('lang') || document.cookie.match(/(?:^|; )language=([^;]+)/)?.[1] || 'en'
function startSignIn() {
  const app = document.getElementById('app')
  const panel = document.getElementById('signed-in')
  const onSignUp = params.get('element') === 'signup'
  // Only the element this page shows is created (a hidden one would still load its data).
  const element = document.createElement(onSignUp ? 'sw-signup' : 'sw-login')
  if (onSignUp) {
    element.setAttribute('login-href', '/studentwork/elements.html')
    if (params.get('referee')) element.setAttribute('referee', params.get('referee'))
  } else {
    element.setAttribute('variant', params.get('variant') || 'new')
    element.setAttribute('signup-href', '/studentwork/elements.html?element=signup')
  }
  if (params.get('lang')) element.setAttribute('lang', params.get('lang'))
  app.append(element)

  const TEXT = {
    en: {
      signedIn: 'Signed in',
      as: 'You are signed in to',
      signOut: 'Sign out',
      name: 'Name',
      user: 'Username',
      tenant: 'Tenant',
      roles: 'Roles',
      company: 'Company',
    },
    zh: { signedIn: '已登录', as: '您已登录到', signOut: '退出登录', name: '姓名', user: '用户名', tenant: '租户', roles: '角色', company: '公司' },
    tw: { signedIn: '已登入', as: '您已登入到', signOut: '登出', name: '姓名', user: '使用者名稱', tenant: '租戶', roles: '角色', company: '公司' },
  }
  const text = TEXT[lang] || TEXT.en
  const token = () => document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1]

  function showUser(user) {
    document.getElementById('who').textContent = user.fullName || user.nickname || user.username
    document.getElementById('who-sub').textContent = `${text.as} ${user.tenantCode}`
    const facts = document.getElementById('facts')
    facts.replaceChildren()
    for (const [label, value] of [
      [text.user, user.username],
      [text.company, user.company],
      [text.tenant, user.tenantCode],
      [text.roles, user.roles.join(', ')],
    ]) {
      const dt = document.createElement('dt')
      dt.textContent = label
      const dd = document.createElement('dd')
      dd.textContent = value || '—'
      facts.append(dt, dd)
    }
    document.getElementById('sign-out').textContent = text.signOut
    document.title = `${text.signedIn} — Studentwork Console`
    app.hidden = true
    panel.hidden = false
  }

  function showLogin() {
    panel.hidden = true
    app.hidden = false
  }

  element.addEventListener('sw-login', (event) => {
    // The demo shows the user itself instead of following a redirect.
    if (!params.get('redirect')) event.preventDefault()
    showUser(event.detail)
  })

  document.getElementById('sign-out').addEventListener('click', async () => {
    const t = token()
    if (t) await fetch('/api/uaa/logout', { method: 'POST', headers: { Authorization: `Bearer ${t}` } }).catch(() => {})
    document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
    localStorage.removeItem('userId')
    showLogin()
  })

  async function start() {
    const t = token()
    if (!t || onSignUp) return showLogin()
    try {
      const res = await fetch('/api/uaa/users/getSysUser', { headers: { Authorization: `Bearer ${t}` } })
      const body = await res.json()
      if (res.ok && body.code === 200 && body.data) return showUser(body.data)
    } catch {
      // The server is unreachable: show the sign-in, which reports errors itself.
    }
    showLogin()
  }
  start()
}

startSignIn()
