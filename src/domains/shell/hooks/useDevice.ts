/**
 * Device detection (docs/spec.md#device): below 992 px the console is on a mobile device, the sidebar
 * closes (without animation) and every route change closes it. Rechecked on resize and when the
 * page becomes visible again.
 */
import { useEffect } from 'react'
import { appState, closeSidebar, setDevice } from '#platform/store/app.ts'

export const MOBILE_BREAKPOINT = 992

export function useDevice(pathname: string): void {
  useEffect(() => {
    const check = () => {
      if (document.hidden) return
      const mobile = window.innerWidth < MOBILE_BREAKPOINT
      // Only on the change to mobile: phones fire resize while scrolling (the address bar).
      if (mobile && appState.device !== 'mobile') closeSidebar(true)
      setDevice(mobile ? 'mobile' : 'desktop')
    }
    check()
    window.addEventListener('resize', check)
    document.addEventListener('visibilitychange', check)
    return () => {
      window.removeEventListener('resize', check)
      document.removeEventListener('visibilitychange', check)
    }
  }, [])

  useEffect(() => {
    if (appState.device === 'mobile' && appState.sidebar.opened) closeSidebar(false)
  }, [pathname])
}
