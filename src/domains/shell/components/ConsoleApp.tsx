/**
 * The console's top: loads the session when a token exists, asks the guard (core) what to do with
 * the current path, and renders a full-page screen or the layout shell. Tells the host about
 * navigation (`sw-navigate`) and sign-in/out (`sw-login`, `sw-logout` come from their screens).
 */
import { NOT_FOUND_PATH, UNAUTHORIZED_PATH } from '#platform/core/routes/table.ts'
import { createElement, Suspense, useEffect, useState } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { usePlainSnapshot } from '#platform/ui/usePlainSnapshot.ts'
import { guard } from '#platform/core/routes/guard.ts'
import { ApiError } from '#platform/core/http/errors.ts'
import { getApi } from '#platform/store/api.ts'
import { loadSession, logoutDone, permissionState } from '#platform/store/permission.ts'
import { resetToken, userState } from '#platform/store/user.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { Layout } from './Layout.tsx'
import { useErrorCapture } from '../hooks/errorCapture.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useComposition } from '#platform/ui/composition.ts'
import { NAVIGATE_EVENT } from '../elements/console.manifest.ts'
import { followSession } from '../store/tagsView.ts'

/** How long after a session load without an answer the next one starts. */
const SESSION_RETRY_MS = 3000

/** Status screens drawn in the frame for a signed-in user. */
const STATUS_PATHS = new Set([NOT_FOUND_PATH, UNAUTHORIZED_PATH])

export function ConsoleApp() {
  const location = useLocation()
  const { apiBase, basePath } = useConsole()
  const { table, screenFor } = useComposition()
  const { emit } = useElement()
  const user = useSnapshot(userState)
  // Plain objects: the guard walks the route tree on every navigation (usePlainSnapshot.ts).
  const permission = usePlainSnapshot(permissionState)
  const hasToken = Boolean(user.token)
  const path = location.pathname + location.search
  useErrorCapture()
  useEffect(followSession, [])

  // After a load that had no answer, the next try waits (SESSION_RETRY_MS) instead of looping.
  const [retryAt, setRetryAt] = useState(0)
  useEffect(() => {
    if (!hasToken || permission.routes !== null || permission.loading) return
    const wait = retryAt - Date.now()
    if (wait > 0) {
      const timer = setTimeout(() => setRetryAt(0), wait)
      return () => clearTimeout(timer)
    }
    loadSession(getApi(apiBase), table).catch((error: unknown) => {
      // No answer — offline, or the page being left or reloaded (the browser cancels its
      // requests): the session is not known to be unusable. Keep the token and try again.
      if (error instanceof ApiError && error.kind === 'network') return setRetryAt(Date.now() + SESSION_RETRY_MS)
      // An unusable session: forget the token; the guard sends the user to sign in.
      resetToken()
    })
  }, [hasToken, permission.routes, permission.loading, apiBase, table, retryAt])

  useEffect(() => {
    emit(NAVIGATE_EVENT, { path })
  }, [emit, path])

  const logoutTo = hasToken ? null : permission.logoutTo
  useEffect(() => {
    if (logoutTo !== null && logoutTo === path) logoutDone()
  }, [logoutTo, path])
  if (logoutTo !== null && logoutTo !== path) return <Navigate to={logoutTo} replace />

  const decision = guard({
    path,
    hasToken,
    routesReady: permission.routes !== null,
    routes: (permission.routes ?? []) as never,
    table,
    basePath,
  })
  switch (decision.action) {
    case 'wait':
      return <PageLoader />
    case 'redirect':
    case 'forbidden':
      return <Navigate to={decision.to} replace />
    case 'allow': {
      const { match } = decision
      if (match.matched[0]?.view === 'layout') return <Layout match={match} />
      const screen = <Suspense fallback={<PageLoader />}>{createElement(screenFor(match.route.view))}</Suspense>
      if (!STATUS_PATHS.has(match.route.path)) return screen
      // 401 and 404: inside the console frame when signed in, a page of their own otherwise.
      if (hasToken && permission.routes !== null) return <Layout match={match} />
      return (
        <main part="main" className="min-h-[100dvh] bg-canvas">
          {screen}
        </main>
      )
    }
  }
}
