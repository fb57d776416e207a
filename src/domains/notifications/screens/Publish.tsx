/**
 * /notification/publish — editors and administrators publish notifications (docs/spec.md#publishing): the
 * form (PublishForm: title, type, priority, period, recipients, Milkdown content with images and
 * a preview) and what was published (PublishedList: read counts, edit, withdraw; an edited
 * one's recipients are named through resolveTargets). The form keeps a draft per user in
 * localStorage, so a reload loses nothing, and warns before leaving it with unsaved changes.
 */
import { useEffect, useRef, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { apiFor } from '#platform/store/api.ts'
import { showToast } from '#platform/store/feedback.ts'
import { userState } from '#platform/store/user.ts'
import { ConfirmDialog } from '#platform/ui/ConfirmDialog.tsx'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { useResource } from '#platform/ui/useResource.ts'
import { invalidate } from '#platform/store/resource.ts'
import { notificationKeys } from '../logic/keys.ts'
import { Tabs } from '#platform/ui/Tabs.tsx'
import { createNotificationsApi, type PublishedNotification } from '../contract.ts'
import { createPublishApi } from '../contract/publishApi.ts'
import { draftKey, EMPTY_PUBLISH, fromPublished, parseDraft, recipientsOf, sameValues, type PublishValues } from '../logic/publishForm.ts'
import { PublishForm } from '../components/PublishForm.tsx'
import { PublishedList } from '../components/PublishedList.tsx'
import { useLeaveGuard } from '../hooks/useLeaveGuard.ts'

type Tab = 'write' | 'published'

function readDraft(key: string): PublishValues | null {
  try {
    return parseDraft(localStorage.getItem(key))
  } catch {
    return null
  }
}
function writeDraft(key: string, values: PublishValues | null) {
  try {
    if (values) localStorage.setItem(key, JSON.stringify(values))
    else localStorage.removeItem(key)
  } catch {
    // storage full or blocked: the form still works, only the draft is not kept
  }
}

export function Publish() {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const { lang } = useElement()
  const reader = apiFor(apiBase, createNotificationsApi)
  const api = apiFor(apiBase, createPublishApi)
  const { user } = useSnapshot(userState)
  const userKey = `${apiBase}|${user?.id ?? ''}|${user?.username ?? ''}`
  const [tab, setTab] = useState<Tab>('write')
  const [baseline, setBaseline] = useState<PublishValues>(EMPTY_PUBLISH)
  const [values, setValues] = useState<PublishValues>(() => readDraft(draftKey(userKey, undefined)) ?? EMPTY_PUBLISH)
  const [restored, setRestored] = useState(() => readDraft(draftKey(userKey, undefined)) !== null)
  const [loadKey, setLoadKey] = useState(0)
  const types = useResource(notificationKeys.types(apiBase), (signal) => reader.queryNotificationType(signal)).data
  const dirty = !sameValues(values, baseline)
  const section = useRef<HTMLElement>(null)
  const guard = useLeaveGuard(dirty, section)

  useEffect(() => {
    writeDraft(draftKey(userKey, values.id), dirty ? values : null)
  }, [userKey, values, dirty])

  function load(next: PublishValues) {
    const draft = readDraft(draftKey(userKey, next.id))
    setBaseline(next)
    setValues(draft ?? next)
    setRestored(draft !== null)
    setLoadKey((k) => k + 1)
    setTab('write')
  }

  // Editing one: its recipients' ids are resolved to names first (the ids stay when that fails).
  const editing = useRef(0)
  async function edit(n: PublishedNotification) {
    const ticket = ++editing.current
    const o = n.publishObject
    let values = fromPublished(n)
    if (o && o.users.length + o.orgs.length + o.roles.length > 0) {
      try {
        values = { ...values, ...recipientsOf(o, await api.resolveTargets(o), lang) }
      } catch {
        // the request's own toast said why; the chips show the ids
      }
    }
    if (ticket === editing.current) load(values)
  }

  function published(saved: PublishedNotification) {
    writeDraft(draftKey(userKey, values.id), null)
    showToast({ kind: 'success', message: values.id ? msg`The notification is saved.` : msg`The notification is published.`, duration: 2500 })
    setBaseline(EMPTY_PUBLISH)
    setValues(EMPTY_PUBLISH)
    setRestored(false)
    setLoadKey((k) => k + 1)
    void invalidate(notificationKeys.lists(apiBase))
    setTab('published')
    void saved
  }

  function discard() {
    writeDraft(draftKey(userKey, values.id), null)
    if (values.id) load(EMPTY_PUBLISH)
    else {
      setValues(baseline)
      setRestored(false)
      setLoadKey((k) => k + 1)
    }
  }

  return (
    <section
      ref={section}
      aria-labelledby="sw-publish-title"
      className="grid min-w-0 content-start gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm"
    >
      <h1 id="sw-publish-title" className="text-title font-semibold text-ink">
        {t`Publish notifications`}
      </h1>
      <Tabs
        label={t`Publish notifications`}
        idPrefix="sw-publish-tab"
        panelId="sw-publish-panel"
        value={tab}
        onChange={setTab}
        items={[
          {
            key: 'write',
            label: (
              <>
                {values.id ? t`Edit notification` : t`New notification`}
                {dirty && <span aria-label={t`unsaved changes`} className="ml-1.5 inline-block size-2 rounded-full bg-warning" />}
              </>
            ),
          },
          { key: 'published', label: t`Published` },
        ]}
      />
      <div id="sw-publish-panel" role="tabpanel" aria-labelledby={`sw-publish-tab-${tab}`} className="min-w-0">
        {/* The form stays mounted behind the list: its editor keeps its state and uploads go on. */}
        <div hidden={tab !== 'write'} className="grid gap-3">
          {restored && (
            <p role="status" data-restored className="rounded-control border border-primary/30 bg-primary-soft px-3 py-2 text-primary-strong">
              {t`Your unsaved draft was restored.`}
            </p>
          )}
          <PublishForm
            api={api}
            values={values}
            onChange={setValues}
            loadKey={`${values.id ?? 'new'}-${loadKey}`}
            types={types}
            onPublished={published}
            onDiscard={discard}
            dirty={dirty}
          />
        </div>
        {tab === 'published' && <PublishedList api={api} apiBase={apiBase} types={types} editingId={values.id} onEdit={(n) => void edit(n)} />}
      </div>
      <ConfirmDialog
        open={guard.held}
        title={t`Leave with unsaved changes?`}
        description={t`The notification is not published yet. Your draft stays on this device and is restored when you come back.`}
        confirmLabel={t`Leave`}
        cancelLabel={t`Stay`}
        onConfirm={guard.leave}
        onCancel={guard.stay}
      />
    </section>
  )
}
