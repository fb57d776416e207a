/**
 * Whether a sideways-scrolling box has more content past its end (right in a left-to-right
 * page): a table's sticky last column then casts a shadow over what scrolls beneath it, the cue
 * that there is more, and none once the end is reached or nothing overflows. Follows scrolling
 * and the box's size; returns a ref callback for the box and the flag.
 */
import { useCallback, useState } from 'react'

export function useOverflowEnd(): [(element: HTMLElement | null) => void, boolean] {
  const [more, setMore] = useState(false)
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return
    const check = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1)
    element.addEventListener('scroll', check, { passive: true })
    // The observer's first report (after the next layout) is the first check: measuring here,
    // inside React's commit, forced a layout of the page in the middle of it — each time a
    // kept-alive view holding the box was shown again (its ref attaches anew), 20 ms of a switch.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check)
    if (!observer) check()
    observer?.observe(element)
    if (element.firstElementChild) observer?.observe(element.firstElementChild)
    return () => {
      element.removeEventListener('scroll', check)
      observer?.disconnect()
    }
  }, [])
  return [ref, more]
}
