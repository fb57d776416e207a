// Component tests run React inside real custom elements in jsdom; each test starts clean.
import { afterEach } from 'vitest'

afterEach(() => {
  document.body.innerHTML = ''
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  })
  localStorage.clear()
})
