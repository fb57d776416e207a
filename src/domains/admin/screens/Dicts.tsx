/**
 * /system/dicts — the tenant's dictionaries (docs/spec.md#administration): the types on the left (above on a narrow
 * screen), each named in the user's language, the entries of the selected type on the right.
 * Create and edit types (names in en/zh/tw) and entries in
 * a dialog, reorder entries (up/down), enable/disable them (disabled ones leave every select that
 * reads the dictionary), delete an entry with undo, delete an empty type after a confirmation
 * (the server refuses one with entries). Every write invalidates the dictionaries
 * (`adminKeys.dicts`): the types, the entries and every select that reads one load again, those
 * on screen in place.
 */
import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { ConfirmDialog } from '#platform/ui/ConfirmDialog.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { UndoBar } from '#platform/ui/UndoBar.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { apiFor } from '#platform/store/api.ts'
import { showToast } from '#platform/store/feedback.ts'
import { invalidate } from '#platform/store/resource.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { cn } from '#platform/ui/cn.ts'
import { createAdminApi, type DictEntry, type DictType } from '../contract.ts'
import { moveCode } from '../logic/dictOrder.ts'
import { adminKeys } from '../logic/keys.ts'
import { DictEntryDialog, DictTypeDialog } from '../components/DictDialogs.tsx'
import { DictEntryTable } from '../components/DictEntryTable.tsx'
import { useLocalName } from '#platform/ui/useLocalName.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { localized } from '#platform/core/i18n/localized.ts'

export function Dicts() {
  const { t } = useLingui()
  const localName = useLocalName()
  const { lang } = useElement()
  const { apiBase } = useConsole()
  const api = apiFor(apiBase, createAdminApi)
  const [selected, setSelected] = useState<string | null>(null)
  const [typeForm, setTypeForm] = useState<DictType | 'new' | null>(null)
  const [entryForm, setEntryForm] = useState<DictEntry | 'new' | null>(null)
  const [deletingType, setDeletingType] = useState<DictType | null>(null)
  const [removed, setRemoved] = useState<{ dictType: string; entry: DictEntry; order: string[] } | null>(null)
  const [focusMove, setFocusMove] = useState<string | null>(null)
  const changed = () => void invalidate(adminKeys.dicts(apiBase))

  const types = useResource<DictType[]>(adminKeys.dictTypes(apiBase), (signal) => api.queryDictTypes(signal))
  const current = types.data?.find((type) => type.code === selected) ?? types.data?.[0] ?? null
  const entries = useResource<DictEntry[] | null>(adminKeys.dictItems(apiBase, current?.code ?? null), (signal) =>
    current ? api.queryDictItems(current.code, signal) : Promise.resolve(null),
  )

  /** The table's writes, one at a time (its buttons wait meanwhile); the HTTP layer shows why one failed. */
  const write = useMutation((run: () => Promise<unknown>, _done?: () => void) => run(), {
    invalidates: [adminKeys.dicts(apiBase)],
    onSuccess: (_result, _run, done) => done?.(),
  })
  const act = (run: () => Promise<unknown>, done?: () => void) => void write.run(run, done)

  const list = entries.data ?? []
  const move = (entry: DictEntry, delta: -1 | 1) => {
    const order = moveCode(
      list.map((e) => e.value),
      entry.value,
      delta,
    )
    if (!current || !order) return
    act(
      () => api.sortDictItems(current.code, order),
      () => setFocusMove(`${entry.value} ${delta}`),
    )
  }
  const toggle = (entry: DictEntry) => {
    if (!current) return
    act(
      () => api.setDictItemEnabled(current.code, entry.value, !entry.enabled),
      () =>
        showToast({
          kind: 'success',
          message: entry.enabled ? msg`Disabled: it no longer appears in selects.` : msg`Enabled: it appears in selects again.`,
          duration: 2500,
        }),
    )
  }
  const remove = (entry: DictEntry) => {
    if (!current) return
    const order = list.map((e) => e.value)
    act(
      () => api.deleteDictItem(current.code, entry.value),
      () => setRemoved({ dictType: current.code, entry, order }),
    )
  }
  const undoRemove = () => {
    if (!removed) return
    const { dictType, entry, order } = removed
    act(
      async () => {
        await api.createDictItem({ dictType, value: entry.value, label: entry.label, labelZh: entry.labelZh, labelTw: entry.labelTw, enabled: entry.enabled })
        // Back in its place: the others may have changed meanwhile, so only known codes are kept.
        const now = (await api.queryDictItems(dictType)).map((e) => e.value)
        const restored = [...order.filter((v) => now.includes(v)), ...now.filter((v) => !order.includes(v))]
        await api.sortDictItems(dictType, restored)
      },
      () => setRemoved(null),
    )
  }

  return (
    <section aria-labelledby="sw-dicts-title" className="grid min-w-0 grid-cols-1 content-start gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="sw-dicts-title" className="text-title font-semibold text-ink">
          {t`Dictionaries`}
        </h1>
        <Button data-action="new-type" variant="secondary" onClick={() => setTypeForm('new')}>
          <Plus aria-hidden className="size-4" />
          {t`New type`}
        </Button>
      </div>
      {types.error && !types.data ? (
        <LoadError message={t`The dictionaries could not be loaded.`} onRetry={types.refresh} />
      ) : !types.data ? (
        <PageLoader />
      ) : (
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <nav aria-label={t`Dictionary types`} className="min-w-0">
            <ul className="relative flex gap-1 overflow-x-auto pb-1 lg:grid lg:overflow-visible">
              {types.data.map((type) => (
                <li key={type.code} className="shrink-0">
                  <button
                    type="button"
                    data-type={type.code}
                    aria-current={type.code === current?.code ? 'true' : undefined}
                    onClick={() => setSelected(type.code)}
                    className={cn(
                      'grid w-full cursor-pointer rounded-control px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-primary',
                      type.code === current?.code ? 'bg-primary-soft text-primary-strong' : 'text-ink hover:bg-canvas',
                    )}
                  >
                    <span className="font-medium">{localName(type)}</span>
                    <span className={cn('text-small', type.code === current?.code ? 'text-primary-strong' : 'text-muted')}>
                      {type.code} · {t`${type.entries} entries`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {current ? (
            <div className="grid min-w-0 content-start gap-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="font-semibold text-ink">
                    {localName(current)} <span className="font-mono text-small font-normal text-muted">{current.code}</span>
                  </h2>
                  {current.description && (
                    <p className="text-muted">{localized(lang, { en: current.description, zh: current.descriptionZh, tw: current.descriptionTw })}</p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button data-action="edit-type" variant="ghost" onClick={() => setTypeForm(current)}>
                    <Pencil aria-hidden className="size-4" />
                    {t`Edit type`}
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={current.entries > 0}
                    title={current.entries > 0 ? t`Delete its entries first` : undefined}
                    onClick={() => setDeletingType(current)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    {t`Delete type`}
                  </Button>
                  <Button data-action="new-entry" onClick={() => setEntryForm('new')}>
                    <Plus aria-hidden className="size-4" />
                    {t`New entry`}
                  </Button>
                </div>
              </div>
              {removed && <UndoBar text={t`${removed.entry.value} was deleted from ${removed.dictType}.`} onUndo={undoRemove} />}
              {entries.error && !entries.data ? (
                <LoadError message={t`The entries could not be loaded.`} onRetry={entries.refresh} />
              ) : !entries.data ? (
                <PageLoader />
              ) : list.length === 0 ? (
                <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">{t`This dictionary has no entry yet.`}</p>
              ) : (
                <DictEntryTable
                  entries={list}
                  busy={write.pending}
                  focusMove={focusMove}
                  onMove={move}
                  onToggle={toggle}
                  onEdit={setEntryForm}
                  onDelete={remove}
                />
              )}
            </div>
          ) : (
            <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">{t`No dictionary type yet. Create one to add entries.`}</p>
          )}
        </div>
      )}
      {typeForm && (
        <DictTypeDialog
          type={typeForm === 'new' ? null : typeForm}
          onCancel={() => setTypeForm(null)}
          onSave={async (input) => {
            if (typeForm === 'new') await api.createDictType(input)
            else await api.updateDictType(input)
            setTypeForm(null)
            setSelected(input.code)
            changed()
            showToast({ kind: 'success', message: msg`Saved.`, duration: 2000 })
          }}
        />
      )}
      {entryForm && current && (
        <DictEntryDialog
          dictType={current.code}
          entry={entryForm === 'new' ? null : entryForm}
          onCancel={() => setEntryForm(null)}
          onSave={async (input) => {
            if (entryForm === 'new') await api.createDictItem(input)
            else await api.updateDictItem(input)
            setEntryForm(null)
            changed()
            showToast({ kind: 'success', message: msg`Saved.`, duration: 2000 })
          }}
        />
      )}
      {deletingType && (
        <ConfirmDialog
          open
          title={t`Delete the dictionary type ${deletingType.code}?`}
          description={t`It has no entries; selects that read it will show nothing.`}
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          onCancel={() => setDeletingType(null)}
          onConfirm={() => {
            const code = deletingType.code
            setDeletingType(null)
            act(
              () => api.deleteDictType(code),
              () => setSelected(null),
            )
          }}
        />
      )}
    </section>
  )
}
