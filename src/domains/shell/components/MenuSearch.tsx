/**
 * Menu search (docs/spec.md#menu-search): fuzzy over the user's permitted menu titles (their
 * breadcrumb path), with pinyin in Chinese when the setting is on. Keyboard-first: Ctrl/⌘+K or
 * "/" opens it, arrows move, Enter goes, Esc closes. An ARIA combobox with a listbox.
 * The search engine (the prefiltered fuzzy index, pinyin-pro's dictionary) loads on first use and is prefetched when
 * the page is idle: the console shell does not carry it. Nor this part (docs/spec.md#download-size): the top bar
 * draws a plain button (navTriggers.tsx) until it has loaded, then this one with the same face.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useNavigation } from '#platform/ui/navigation.ts'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { Search } from 'lucide-react'
import type { AppRoute } from '#platform/core/routes/table.ts'
import type { MenuSearchItem } from '../logic/menuSearch.ts'
import { permissionState } from '#platform/store/permission.ts'
import { settingsState } from '#platform/store/settings.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { useComposition } from '#platform/ui/composition.ts'
import { cn } from '#platform/ui/cn.ts'
import { isMenuSearchShortcut, SEARCH_BUTTON, SearchFace, type DeferredProps } from './navFaces.tsx'

const LIMIT = 8

type Engine = typeof import('../logic/menuSearch.ts')
let engine: Promise<Engine> | undefined
const loadEngine = () => (engine ??= import('../logic/menuSearch.ts'))

export function MenuSearch({ defaultOpen = false, focusTrigger }: DeferredProps) {
  const { t, i18n } = useLingui()
  const { translateTitle } = useComposition()
  const { lang } = useElement()
  const { go: navigate } = useNavigation()
  const permission = useSnapshot(permissionState)
  const settings = useSnapshot(settingsState)
  const [open, setOpen] = useState(defaultOpen)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const input = useRef<HTMLInputElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const [search, setSearch] = useState<Engine | null>(null)

  useEffect(() => {
    let live = true
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 500))
    idle(() => void loadEngine().then((m) => live && setSearch(m)))
    return () => {
      live = false
    }
  }, [])

  // One item list per (menus, language): the index is built once for it and reused.
  const items = useMemo(
    () => (search ? search.collectMenuItems(permission.accessed as AppRoute[], (title) => translateTitle(i18n, title)) : []),
    [search, permission.accessed, i18n, translateTitle],
  )
  const results = useMemo(
    () => (search && query.trim() ? search.getMenuSearchIndex(items, lang, settings.supportPinyinSearch).search(query, LIMIT) : []),
    [search, items, lang, settings.supportPinyinSearch, query],
  )

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isMenuSearchShortcut(event)) return
      event.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  useEffect(() => {
    if (focusTrigger) trigger.current?.focus()
  }, [focusTrigger])

  useEffect(() => {
    if (!open) return
    input.current?.focus()
    void loadEngine().then(setSearch)
  }, [open])

  const close = () => {
    setOpen(false)
    setQuery('')
    setActive(0)
  }
  const go = (item: MenuSearchItem) => {
    close()
    if (item.external) window.open(item.path, '_blank', 'noopener,noreferrer')
    else navigate(item.path)
  }

  if (!open) {
    return (
      <button
        ref={trigger}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t`Search the menu`}
        title={t`Search the menu (Ctrl+K)`}
        className={SEARCH_BUTTON}
      >
        <SearchFace />
      </button>
    )
  }

  // The open search keeps the button's place in the bar and lies over its neighbours to the left
  // (the breadcrumb keeps its width); on phones it spans the top bar.
  return (
    <div className="size-9 shrink-0 sm:relative">
      <div className="absolute inset-x-3 top-2.5 z-40 sm:inset-x-auto sm:top-0 sm:right-0 sm:w-64">
        <div className="flex h-9 items-center gap-2 rounded-md border border-primary bg-surface px-2 ring-2 ring-primary/20">
          <Search aria-hidden className="size-4 text-muted" />
          <input
            ref={input}
            role="combobox"
            name="menuSearch"
            aria-label={t`Search the menu`}
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length > 0 ? `${listId}-${active}` : undefined}
            placeholder={t`Search menu`}
            value={query}
            maxLength={64}
            onChange={(event) => {
              setQuery(event.target.value)
              setActive(0)
            }}
            onBlur={() => setTimeout(close, 150)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close()
              else if (event.key === 'ArrowDown') {
                event.preventDefault()
                setActive((i) => (results.length ? (i + 1) % results.length : 0))
              } else if (event.key === 'ArrowUp') {
                event.preventDefault()
                setActive((i) => (results.length ? (i - 1 + results.length) % results.length : 0))
              } else if (event.key === 'Enter' && results[active]) {
                event.preventDefault()
                go(results[active].item)
              }
            }}
            className="min-w-0 flex-1 bg-transparent text-ink outline-none placeholder:text-muted"
          />
        </div>
        {query.trim() !== '' && (
          <ul
            id={listId}
            role="listbox"
            aria-label={t`Menu results`}
            className="absolute inset-x-0 z-50 mt-1 rounded-md border border-line bg-surface p-1 shadow-lg sm:right-0 sm:left-auto sm:w-72"
          >
            {results.length === 0 && <li className="px-2 py-2 text-muted">{search ? t`No menu matches.` : t`Loading…`}</li>}
            {results.map((result, index) => (
              <li
                key={result.item.path}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault()
                  go(result.item)
                }}
                onMouseEnter={() => setActive(index)}
                className={cn('cursor-pointer truncate rounded px-2 py-1.5', index === active ? 'bg-primary-soft text-primary-strong' : 'text-ink')}
              >
                {result.item.title.join(' / ')}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
