/**
 * /auth-redirect: the landing of a third-party sign-in window. It hands the query to the window
 * that opened it (same origin only, through local storage) and closes; opened directly, it
 * goes to the sign-in page.
 */
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { PageLoader } from '#platform/ui/PageLoader.tsx'

export const AUTH_CODE_KEY = 'sw-oauth-code'

function openedBySameOrigin(): boolean {
  try {
    return Boolean(window.opener) && window.opener.location.origin === window.location.origin
  } catch {
    // Reading another origin's location throws: not ours.
    return false
  }
}

export function AuthRedirect() {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    if (openedBySameOrigin()) {
      localStorage.setItem(AUTH_CODE_KEY, location.search.slice(1))
      window.close()
      return
    }
    navigate('/login', { replace: true })
  }, [location.search, navigate])
  return <PageLoader />
}
