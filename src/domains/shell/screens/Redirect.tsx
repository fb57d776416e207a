/** /redirect/<path>: re-renders <path> from scratch (the tag's refresh), then goes back to it. */
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { fromRefreshPath } from '#platform/core/routes/paths.ts'
import { PageLoader } from '#platform/ui/PageLoader.tsx'

export function Redirect() {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    navigate(fromRefreshPath(location.pathname + location.search + location.hash) ?? '/workbench', { replace: true })
  }, [location, navigate])
  return <PageLoader />
}
