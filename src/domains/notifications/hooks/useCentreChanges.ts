/**
 * The notification centre's changes to the member's own notices — mark unread, archive and
 * restore, snooze and wake, "mark all read", "archive all read" — each with the undo it offers
 * (the last one, shown by the centre's undo bar), through one mutation that reloads the lists
 * and the unread count when done. A failure: the HTTP layer showed why.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { showToast } from '#platform/store/feedback.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import type { Language } from '#platform/core/i18n/language.ts'
import type { createNotificationsApi, Notification } from '../contract.ts'
import { notificationKeys } from '../logic/keys.ts'
import { snoozeText, snoozeToRestore } from '../logic/snooze.ts'

export interface CentreUndo {
  text: string
  run(): Promise<unknown>
}

type NotificationsApi = ReturnType<typeof createNotificationsApi>

/** Runs `call` for every id, a few at a time. */
async function forEachId(ids: readonly number[], call: (id: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < ids.length; i += 20) await Promise.all(ids.slice(i, i + 20).map(call))
}

/** `close` closes the open notice first (the change moves it out of view); `markedUnread`
 * shows a notice unread at once, before the server answers. */
export function useCentreChanges(api: NotificationsApi, apiBase: string, lang: Language, close: () => void, markedUnread: (id: number) => void) {
  const { t } = useLingui()
  const [undo, setUndo] = useState<CentreUndo | null>(null)
  // A change of the member's own: the lists (this one among them) and the count load again.
  const changes = useMutation((call: () => Promise<unknown>) => call(), { invalidates: [notificationKeys.lists(apiBase), notificationKeys.unread(apiBase)] })

  /** Runs a change; true when it was made (then `next` is what undoes it). */
  async function act(call: () => Promise<unknown>, next?: CentreUndo): Promise<boolean> {
    const done = await changes.run(call)
    if (done && next) setUndo(next)
    return done
  }

  function markUnread(n: Notification) {
    close()
    markedUnread(n.id)
    void act(() => api.markUnread(n.id))
  }

  function archive(n: Notification, archived: boolean) {
    close()
    void act(() => api.archive(n.id, archived), {
      text: archived ? t`“${n.title}” was archived.` : t`“${n.title}” is back in the inbox.`,
      run: () => api.archive(n.id, !archived),
    })
  }

  function snooze(n: Notification, at: Date) {
    close()
    const when = snoozeText(at, lang)
    void act(() => api.snooze(n.id, at.toISOString()), {
      text: t`“${n.title}” snoozed until ${when}.`,
      // Back as it was: awake (or snoozed as before), read again if it was read.
      run: async () => {
        await api.snooze(n.id, snoozeToRestore(n.snoozedUntil))
        if (n.read && !n.snoozedUntil) await api.markRead(n.id)
      },
    })
  }

  function wake(n: Notification) {
    close()
    const until = n.snoozedUntil
    void act(() => api.snooze(n.id, null), {
      text: t`“${n.title}” is back in the inbox.`,
      run: () => {
        const back = snoozeToRestore(until)
        return back ? api.snooze(n.id, back) : Promise.resolve()
      },
    })
  }

  async function markAllRead() {
    let marked: { ids: number[]; undo?: string } = { ids: [] }
    const done = await act(async () => {
      marked = await api.markAllRead()
    })
    if (!done) return
    const { ids, undo: token } = marked
    // Our server takes it back in one call, as if it never happened; a family backend, one by one.
    if (ids.length === 0) showToast({ kind: 'info', message: msg`Nothing is unread.`, duration: 2000 })
    else setUndo({ text: t`${ids.length} marked read.`, run: () => (token ? api.undoMarkAllRead(ids, token) : forEachId(ids, (id) => api.markUnread(id))) })
  }

  async function archiveAllRead() {
    let ids: number[] = []
    const done = await act(async () => {
      ids = (await api.archiveAllRead()).ids
    })
    if (!done) return
    if (ids.length === 0) showToast({ kind: 'info', message: msg`Nothing read to archive.`, duration: 2000 })
    else setUndo({ text: t`${ids.length} archived.`, run: () => forEachId(ids, (id) => api.archive(id, false)) })
  }

  function takeBack() {
    if (!undo) return
    const run = undo.run
    setUndo(null)
    void act(run)
  }

  return { busy: changes.pending, undo, takeBack, markUnread, archive, snooze, wake, markAllRead, archiveAllRead }
}
