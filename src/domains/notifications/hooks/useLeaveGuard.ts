/**
 * Warns before leaving a screen with unsaved changes: a reload or closing the tab asks the
 * browser's question (beforeunload) — also while the screen is a hidden kept-alive view, whose
 * changes a reload would lose; following a link elsewhere in the console (menu, tags,
 * breadcrumb) while the screen is shown is held until the user confirms, then the same link is
 * followed.
 */
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useWhileShown } from '#platform/ui/viewPresence.ts'

export function useLeaveGuard(active: boolean, inside: RefObject<HTMLElement | null>) {
  const [held, setHeld] = useState<HTMLAnchorElement | null>(null)
  const passing = useRef(false)
  useEffect(() => {
    if (!active) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [active])
  useWhileShown(() => {
    if (!active) return
    const root = inside.current?.getRootNode() as Document | ShadowRoot | undefined
    const onClick = (event: Event) => {
      if (passing.current || !(event instanceof MouseEvent) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      const anchor = event.composedPath().find((el): el is HTMLAnchorElement => el instanceof HTMLAnchorElement && el.hasAttribute('href'))
      if (!anchor || inside.current?.contains(anchor) || anchor.target === '_blank') return
      event.preventDefault()
      event.stopImmediatePropagation()
      setHeld(anchor)
    }
    root?.addEventListener('click', onClick, true)
    return () => root?.removeEventListener('click', onClick, true)
  }, [active, inside])
  return {
    held: held !== null,
    stay: () => setHeld(null),
    leave: () => {
      const anchor = held
      setHeld(null)
      if (!anchor) return
      passing.current = true
      anchor.click()
      passing.current = false
    },
  }
}
