/**
 * The console's top: loads the session when a token exists, asks the guard (core) what to do with
 * the current path, and renders a full-page screen or the layout shell. Tells the host about
 * navigation (`sw-navigate`) and sign-in/out (`sw-login`, `sw-logout` come from their screens).
 */
import { createElement, Suspense, useEffect } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { DEFAULT_CLIENT_ID } from '../../core/api/auth.ts'
import { guard } from '../../core/routes/guard.ts'
import { ALL_ROUTES, type ViewKey } from '../../core/routes/table.ts'
import { getApi } from '../../store/api.ts'
import { loadSession, logoutDone, permissionState } from '../../store/permission.ts'
import { resetToken, userState } from '../../store/user.ts'
import { useElement } from '../../ui/elementContext.ts'
import { PageLoader } from '../../ui/PageLoader.tsx'
import { Layout } from '../../layout/Layout.tsx'
import { useErrorCapture } from '../../layout/ErrorLog.tsx'
import { LoginView } from '../login/LoginView.tsx'
import { SignUpForm } from '../signup/SignUpForm.tsx'
import { useConsole } from './consoleContext.ts'
import { screenFor } from './viewRegistry.tsx'

function FullPage({ view }: { view: ViewKey | undefined }) {
  const { apiBase, basePath } = useConsole()
  // The store's new token re-renders the app and the guard moves the user on: no page load.
  const onSignedIn = () => undefined
  if (view === 'login' || view === 'loginNew') {
    return (
      <div className="flex min-h-[100dvh] items-center justify-center bg-canvas p-4">
        <div className={view === 'loginNew' ? 'w-full max-w-5xl' : 'w-full max-w-md'}>
          <LoginView
            variant={view === 'loginNew' ? 'new' : 'classic'}
            apiBase={apiBase}
            clientId={DEFAULT_CLIENT_ID}
            signupHref={`${basePath}signUp`}
            onSignedIn={onSignedIn}
          />
        </div>
      </div>
    )
  }
  if (view === 'signUp') {
    return (
      <div className="min-h-[100dvh] bg-canvas p-4 sm:p-8">
        <SignUpForm apiBase={apiBase} loginHref={`${basePath}login`} />
      </div>
    )
  }
  return <Suspense fallback={<PageLoader />}>{createElement(screenFor(view))}</Suspense>
}

export function ConsoleApp() {
  const location = useLocation()
  const { apiBase } = useConsole()
  const { emit } = useElement()
  const user = useSnapshot(userState)
  const permission = useSnapshot(permissionState)
  const hasToken = Boolean(user.token)
  const path = location.pathname + location.search
  useErrorCapture()

  useEffect(() => {
    if (!hasToken || permission.routes !== null || permission.loading) return
    loadSession(getApi(apiBase)).catch(() => {
      // An unusable session: forget the token; the guard sends the user to sign in.
      resetToken()
    })
  }, [hasToken, permission.routes, permission.loading, apiBase])

  useEffect(() => {
    emit('sw-navigate', { path })
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
    known: ALL_ROUTES,
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
      return <FullPage view={match.route.view} />
    }
  }
}
