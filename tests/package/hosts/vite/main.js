// A React 18 host bundled by Vite: it imports our elements through the package's exports and
// renders the one named by ?element= (all three are defined, as a real host would do).
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import '@studentwork/console/elements/sw-login.js'
import '@studentwork/console/elements/sw-signup.js'
import '@studentwork/console/elements/sw-console.js'
import { toThousands } from '@studentwork/console'

const element = new URLSearchParams(location.search).get('element') ?? 'login'
const attributes = { login: { variant: 'new' }, signup: {}, console: { router: 'memory' } }[element]

createRoot(document.getElementById('root')).render(
  createElement('main', null, createElement('p', { id: 'helper' }, toThousands(1234567)), createElement(`sw-${element}`, attributes)),
)
