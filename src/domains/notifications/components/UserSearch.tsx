/**
 * Finding users to address (the recipient picker's Users tab): a search field (WAI-ARIA combobox)
 * over a short list of the tenant's users by name, username or e-mail (queryTargetUsers, the
 * publisher's own endpoint), each with their username and organisation. ArrowUp/Down (and
 * PageUp/PageDown) move the active option, Enter adds it, Escape clears the search; loading,
 * empty and error (with Try again) states, and "20 of 143 shown" when there are more.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Check, Plus, Search } from 'lucide-react'
import { nextIndex } from '#platform/core/listKeys.ts'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { Spinner } from '#platform/ui/Spinner.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { notificationKeys } from '../logic/keys.ts'
import { cn } from '#platform/ui/cn.ts'
import type { PublishTargetUser } from '../contract.ts'
import type { PublishApi } from '../contract/publishApi.ts'
import type { Recipient } from '../logic/publishForm.ts'

const PAGE = 20

export const userRecipient = (u: PublishTargetUser): Recipient => ({
  id: String(u.id),
  name: u.name,
  hint: [u.username, u.orgName].filter(Boolean).join(' · '),
})

interface UserSearchProps {
  api: PublishApi
  apiBase: string
  chosen: readonly Recipient[]
  onAdd(r: Recipient): void
}

export function UserSearch({ api, apiBase, chosen, onAdd }: UserSearchProps) {
  const { t } = useLingui()
  const base = useId()
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [active, setActive] = useState(0)
  const listRef = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 250)
    return () => clearTimeout(timer)
  }, [typed])
  const { data, error, fetching, refresh } = useResource(notificationKeys.targetUsers(apiBase, keyword), (signal) =>
    api.queryTargetUsers({ keyword: keyword || undefined, pageSize: PAGE }, signal),
  )
  const list = data?.list ?? []
  const settling = typed.trim() !== keyword || fetching
  const current = Math.min(active, list.length - 1)
  const optionId = (i: number) => `${base}-u${i}`
  const isChosen = (u: PublishTargetUser) => chosen.some((c) => c.id === String(u.id))
  const add = (i: number) => {
    const u = list[i]
    if (!u || isChosen(u)) return
    setActive(i)
    onAdd(userRecipient(u))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = event.key === 'Home' || event.key === 'End' ? null : nextIndex(event.key, current, list.length, 5)
    if (next !== null) {
      event.preventDefault()
      setActive(next)
      // Looked up in the list itself: the element's shadow root is not the document.
      listRef.current?.querySelector(`#${CSS.escape(optionId(next))}`)?.scrollIntoView({ block: 'nearest' })
    } else if (event.key === 'Enter') {
      // Never submits the form: Enter adds the active user.
      event.preventDefault()
      if (current >= 0) add(current)
    } else if (event.key === 'Escape' && typed) {
      event.preventDefault()
      event.stopPropagation()
      setTyped('')
      setActive(0)
    }
  }

  const total = data?.pagination.total ?? 0
  const shown = list.length
  const status = error ? '' : !data ? t`Loading…` : total > shown ? t`${shown} of ${total} users shown — type more to narrow it down.` : t`${total} users`
  return (
    <div className="grid min-w-0 gap-1.5" data-user-search>
      <label htmlFor={`${base}-q`} className="font-medium text-ink">
        {t`Find users`}
      </label>
      <div className="flex h-[var(--sw-control-h)] items-center gap-2 rounded-control border border-line bg-surface px-3 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25">
        <Search aria-hidden className="size-4 shrink-0 text-muted" />
        <input
          id={`${base}-q`}
          name="userQuery"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-expanded="true"
          aria-autocomplete="list"
          aria-controls={`${base}-list`}
          aria-describedby={`${base}-status`}
          aria-activedescendant={shown > 0 && current >= 0 ? optionId(current) : undefined}
          value={typed}
          maxLength={100}
          placeholder={t`Name, username or e-mail`}
          onChange={(e) => {
            setTyped(e.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent text-ink outline-none placeholder:text-muted/70"
        />
        {fetching && data && <Spinner className="size-4 shrink-0 text-muted" />}
      </div>
      <p id={`${base}-status`} aria-live="polite" className="text-small text-muted">
        {status}
      </p>
      {error && !fetching ? (
        <LoadError message={t`The users could not be loaded.`} onRetry={refresh} />
      ) : (
        // The messages sit beside the listbox, not in it: a listbox holds options only. It is busy
        // while it shows the answer to an earlier text (typing not settled, or a request out).
        <div className="min-h-10 rounded-control border border-line bg-surface">
          {!data ? (
            <p className="flex items-center gap-2 px-3 py-2 text-muted">
              <Spinner /> {t`Loading…`}
            </p>
          ) : shown === 0 ? (
            <p className="px-3 py-2 text-muted" data-empty>
              {t`No user matches.`}
            </p>
          ) : null}
          <ul
            ref={listRef}
            id={`${base}-list`}
            role="listbox"
            aria-label={t`Matching users`}
            aria-busy={!data || settling || undefined}
            className="grid max-h-60 overflow-y-auto overscroll-contain"
          >
            {list.map((u, i) => {
              const added = isChosen(u)
              return (
                <li
                  key={u.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === current}
                  aria-disabled={added || undefined}
                  data-user={u.username}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => add(i)}
                  className={cn(
                    'flex min-w-0 items-center gap-2 border-b border-line px-3 py-1.5 last:border-b-0',
                    added ? 'cursor-default' : 'cursor-pointer hover:bg-primary-soft',
                    i === current && 'bg-canvas outline-2 -outline-offset-2 outline-primary/40',
                  )}
                >
                  <span className="grid min-w-0 flex-1">
                    <span className={cn('truncate', added ? 'text-muted' : 'text-ink')}>{u.name}</span>
                    <span className="truncate text-small text-muted">{[u.username, u.orgName].filter(Boolean).join(' · ')}</span>
                  </span>
                  <span className={cn('inline-flex shrink-0 items-center gap-1 text-small', added ? 'text-success' : 'text-primary-strong')}>
                    {added ? <Check aria-hidden className="size-3.5" /> : <Plus aria-hidden className="size-3.5" />}
                    {added ? t`Added` : t`Add`}
                  </span>
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </div>
  )
}
