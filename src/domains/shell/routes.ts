/**
 * The shell's routes: the refresh route, the root redirect, the OAuth return, 401 and 404 — and
 * the `unavailable` view every route without a registered screen renders (a server menu may name
 * screens this console does not have). Also the icons server menus may name for such entries.
 */
import { msg } from '@lingui/core/macro'
import { ChartColumn, FileText } from 'lucide-react'
import { NOT_FOUND_PATH, REDIRECT_PREFIX, UNAUTHORIZED_PATH, hidden } from '#platform/core/routes/table.ts'
import { lazyNamed, type ConsoleDomain } from '#platform/ui/composition.ts'

export const shellRoutes: Omit<ConsoleDomain, 'name'> = {
  constant: [
    {
      path: REDIRECT_PREFIX,
      view: 'layout',
      meta: hidden('Redirect', { breadcrumb: false }),
      children: [{ path: `${REDIRECT_PREFIX}/:path(.*)`, view: 'redirect', meta: hidden('Redirect', { breadcrumb: false, noCache: true }) }],
    },
    { path: '/', redirect: '/home', meta: hidden('Home') },
    { path: '/auth-redirect', name: 'AuthRedirect', view: 'authRedirect', meta: hidden('Signing in') },
    { path: NOT_FOUND_PATH, name: 'NotFound', view: 'notFound', meta: hidden('Page Not Found') },
    { path: UNAUTHORIZED_PATH, name: 'Unauthorized', view: 'unauthorized', meta: hidden('Unauthorized') },
  ],
  views: {
    redirect: lazyNamed(() => import('./screens/Redirect.tsx'), 'Redirect'),
    authRedirect: lazyNamed(() => import('./screens/AuthRedirect.tsx'), 'AuthRedirect'),
    notFound: lazyNamed(() => import('./screens/NotFound.tsx'), 'NotFound'),
    unauthorized: lazyNamed(() => import('./screens/Unauthorized.tsx'), 'Unauthorized'),
    unavailable: lazyNamed(() => import('./screens/Unavailable.tsx'), 'Unavailable'),
  },
  titles: {
    Redirect: msg`Refreshing`,
    'Signing in': msg`Signing in`,
    'Page Not Found': msg`Page not found`,
    Unauthorized: msg`No access`,
  },
  icons: { 'chart-column': ChartColumn, 'file-text': FileText },
}
