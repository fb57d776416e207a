/**
 * The tag bar (docs/spec.md#tags): visited views with refresh, close, close others and close all; affixed
 * tags cannot be closed; right-click opens a context menu kept inside the viewport. The bar
 * scrolls sideways when the tags overflow, keeping the current one in sight.
 */
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import { isAffix, type TagView } from '../logic/tags.ts'
import { tagsActions, tagsState } from '../store/tagsView.ts'
import { useComposition } from '#platform/ui/composition.ts'
import { cn } from '#platform/ui/cn.ts'
import { RouteLink } from './RouteLink.tsx'

interface MenuState {
  view: TagView
  x: number
  y: number
}

const MENU_WIDTH = 168
const MENU_HEIGHT = 156

export function TagsView() {
  const { t, i18n } = useLingui()
  const { translateTitle } = useComposition()
  const tags = useSnapshot(tagsState)
  const location = useLocation()
  const navigate = useNavigate()
  const [menu, setMenu] = useState<MenuState | null>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const barRef = useRef<HTMLElement>(null)

  // The current tag is always in sight, however many tags overflow the bar (phones). Only the
  // bar scrolls — scrollIntoView would scroll the host page too when the console sits below its
  // fold — and it is measured in the next frame, with the layout that frame needs anyway, not
  // in a layout forced right after the switch.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const bar = barRef.current
      const current = bar?.querySelector<HTMLElement>('[aria-current=page]')
      if (!bar || !current || bar.scrollWidth <= bar.clientWidth) return
      const box = bar.getBoundingClientRect()
      const tag = current.getBoundingClientRect()
      if (tag.left < box.left) bar.scrollLeft -= box.left - tag.left + 12
      else if (tag.right > box.right) bar.scrollLeft += tag.right - box.right + 12
    })
    return () => cancelAnimationFrame(frame)
  }, [location.pathname, tags.visitedViews.length])

  useEffect(() => {
    if (!menu) return
    menuRef.current?.querySelector<HTMLButtonElement>('button')?.focus()
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return
      if (event instanceof MouseEvent && menuRef.current?.contains(event.composedPath()[0] as Node)) return
      setMenu(null)
    }
    window.addEventListener('mousedown', close)
    window.addEventListener('keydown', close)
    window.addEventListener('resize', close)
    return () => {
      window.removeEventListener('mousedown', close)
      window.removeEventListener('keydown', close)
      window.removeEventListener('resize', close)
    }
  }, [menu])

  const go = (to: string | null) => {
    if (to) navigate(to)
  }
  const run = (action: () => string | null) => {
    setMenu(null)
    go(action())
  }

  return (
    <nav
      ref={barRef}
      aria-label={t`Open pages`}
      part="tags"
      className="relative flex h-10 items-center gap-1.5 overflow-x-auto border-b border-line bg-surface px-3 shadow-sm"
    >
      {tags.visitedViews.map((view) => {
        const active = view.path === location.pathname
        const affix = isAffix(view as TagView)
        return (
          <span
            key={view.path}
            onContextMenu={(event) => {
              event.preventDefault()
              // Kept inside the viewport, whatever the click position.
              const x = Math.min(event.clientX, window.innerWidth - MENU_WIDTH - 8)
              const y = Math.min(event.clientY, window.innerHeight - MENU_HEIGHT - 8)
              setMenu({ view: view as TagView, x, y })
            }}
            className={cn(
              'flex h-7 shrink-0 items-center gap-1 rounded border text-minor',
              active ? 'border-primary bg-primary-strong text-white' : 'border-line bg-surface text-ink hover:border-primary hover:text-primary-strong',
            )}
          >
            <RouteLink to={view.fullPath} aria-current={active ? 'page' : undefined} className={cn('flex h-full items-center pl-2.5', affix && 'pr-2.5')}>
              {translateTitle(i18n, view.title)}
            </RouteLink>
            {!affix && (
              <button
                type="button"
                aria-label={t`Close ${translateTitle(i18n, view.title)}`}
                onClick={() => go(tagsActions.close(view as TagView, location.pathname))}
                className="mr-1 flex size-4 cursor-pointer items-center justify-center rounded-full hover:bg-black/15"
              >
                <X aria-hidden className="size-3" />
              </button>
            )}
          </span>
        )
      })}
      {menu && (
        <ul
          ref={menuRef}
          role="menu"
          aria-label={t`Tab actions`}
          style={{ left: menu.x, top: menu.y, width: MENU_WIDTH }}
          className="fixed z-50 rounded-md border border-line bg-surface p-1 text-ink shadow-lg"
        >
          {[
            [t`Refresh`, () => tagsActions.refresh(menu.view)],
            ...(isAffix(menu.view) ? [] : [[t`Close`, () => tagsActions.close(menu.view, location.pathname)] as const]),
            [t`Close others`, () => tagsActions.closeOthers(menu.view)],
            [t`Close all`, () => tagsActions.closeAll()],
          ].map(([label, action]) => (
            <li key={label as string} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => run(action as () => string | null)}
                className="flex h-8 w-full cursor-pointer items-center rounded px-2 text-left hover:bg-primary-soft hover:text-primary-strong focus-visible:bg-primary-soft focus-visible:outline-none"
              >
                {label as string}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
