/**
 * The publishing form (docs/spec.md#publishing): title (required, at most MAX_NOTIFICATION_TITLE, with a
 * counter), type (queryNotificationType), priority, an optional period, the recipients and the
 * content (ContentEditor: Milkdown, preview). Fields are checked once touched and all on
 * publish, with the server's rules (logic/publishForm.ts); a field error from the server marks
 * its field. Publishing while an image is still uploading is refused with the message of docs/spec.md#editor-images.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Send } from 'lucide-react'
import { useMutation } from '#platform/ui/useMutation.ts'
import type { DictItem } from '#platform/core/api/types.ts'
import { localized } from '#platform/core/i18n/localized.ts'
import { Button } from '#platform/ui/Button.tsx'
import { DateField } from '#platform/ui/DateField.tsx'
import { SelectField } from '#platform/ui/SelectField.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { useElement } from '#platform/ui/elementContext.ts'
import { MAX_NOTIFICATION_TITLE, NOTIFICATION_PRIORITIES, type PublishedNotification } from '../contract.ts'
import type { PublishApi } from '../contract/publishApi.ts'
import { checkPublish, problemText, toInput, UPLOAD_PENDING, type PublishField, type PublishValues } from '../logic/publishForm.ts'
import { PRIORITY_LABELS } from '../messages/labels.ts'
import { ContentEditor, type ContentEditorProps } from './ContentEditor.tsx'
import { RecipientPicker } from './RecipientPicker.tsx'

interface PublishFormProps {
  api: PublishApi
  values: PublishValues
  onChange(values: PublishValues): void
  /** Remount key of the editor: changes when other values are loaded into the form. */
  loadKey: string
  types: DictItem[] | undefined
  onPublished(saved: PublishedNotification): void
  onDiscard(): void
  dirty: boolean
  /** The editor's module (stories pass a failing one). */
  loadEditor?: ContentEditorProps['loadEditor']
}

const FIELDS: PublishField[] = ['title', 'type', 'priority', 'startTime', 'endTime', 'markdown', 'publishObject']

export function PublishForm({ api, values, onChange, loadKey, types, onPublished, onDiscard, dirty, loadEditor }: PublishFormProps) {
  const { t, i18n } = useLingui()
  const { lang } = useElement()
  const [touched, setTouched] = useState<Set<PublishField>>(new Set())
  const [pending, setPending] = useState(0)
  const [waiting, setWaiting] = useState(false)
  const [now, setNow] = useState(() => new Date())
  // The server's answer to a publish: a problem marks its field (or shows under the form).
  const publishing = useMutation((input: ReturnType<typeof toInput>) => api.saveNotification(input), {
    fallback: t`The notification could not be published.`,
    onSuccess: (saved) => {
      onPublished(saved)
      setTouched(new Set())
    },
  })
  const server = publishing.problem
  const setServer = publishing.setProblem
  const busy = publishing.pending
  const errors = checkPublish(values, now)
  const say = (message: string) => {
    const text = problemText(message)
    return typeof text === 'string' ? text : i18n._(text)
  }

  const set = <K extends keyof PublishValues>(field: K, value: PublishValues[K]) => {
    onChange({ ...values, [field]: value })
    setTouched((s) => new Set(s).add(field as PublishField))
    if (server?.field === field) setServer(null)
  }
  const error = (field: PublishField): string | undefined => {
    if (server?.field === field || (field === 'publishObject' && server?.field?.startsWith('publishObject'))) return say(server.message)
    const problem = touched.has(field) ? errors[field] : undefined
    return problem ? say(problem) : undefined
  }

  async function submit() {
    setTouched(new Set(['title', 'type', 'priority', 'startTime', 'endTime', 'markdown']))
    setServer(null)
    if (pending > 0) return setWaiting(true)
    setWaiting(false)
    const at = new Date()
    setNow(at)
    if (Object.keys(checkPublish(values, at)).length > 0) return
    await publishing.run(toInput(values))
  }

  const typeOptions = (types ?? []).map((item) => ({ value: item.value, label: localized(lang, { en: item.label, zh: item.labelZh, tw: item.labelTw }) }))
  const titleLength = values.title.trim().length

  return (
    <form
      noValidate
      aria-label={values.id ? t`Edit the notification` : t`New notification`}
      className="grid min-w-0 gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="grid gap-1">
        <TextField
          label={t`Title`}
          name="title"
          required
          value={values.title}
          maxLength={MAX_NOTIFICATION_TITLE + 20}
          error={error('title')}
          onChange={(e) => set('title', e.target.value)}
        />
        <p aria-live="polite" data-counter className={`justify-self-end text-small ${titleLength > MAX_NOTIFICATION_TITLE ? 'text-danger' : 'text-muted'}`}>
          {titleLength} / {MAX_NOTIFICATION_TITLE}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Type`}
          name="type"
          required
          placeholder={types ? t`Choose a type` : t`Loading…`}
          options={typeOptions}
          value={values.type}
          error={error('type')}
          onChange={(e) => set('type', e.target.value)}
        />
        <SelectField
          label={t`Priority`}
          name="priority"
          required
          options={NOTIFICATION_PRIORITIES.map((p) => ({ value: p, label: i18n._(PRIORITY_LABELS[p]) }))}
          value={values.priority}
          error={error('priority')}
          onChange={(e) => set('priority', e.target.value as PublishValues['priority'])}
        />
      </div>
      <label className="flex items-start gap-2 text-ink">
        <input
          type="checkbox"
          name="required"
          checked={values.required}
          onChange={(e) => set('required', e.target.checked)}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <span>
          {t`Required`}
          <span className="block text-small text-muted">{t`It reaches every recipient, even those who turned this type off.`}</span>
        </span>
      </label>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 font-medium text-ink">{t`Period`}</legend>
        <p className="text-small text-muted">{t`Optional: both times or neither. Without a period the notification is shown until it is withdrawn.`}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            mode="datetime"
            label={t`Start time`}
            name="startTime"
            value={values.startTime}
            error={error('startTime')}
            onChange={(value) => set('startTime', value)}
          />
          <DateField
            mode="datetime"
            label={t`End time`}
            name="endTime"
            value={values.endTime}
            error={error('endTime')}
            onChange={(value) => set('endTime', value)}
          />
        </div>
      </fieldset>
      <RecipientPicker api={api} value={values} onChange={(next) => onChange({ ...values, ...next })} error={error('publishObject')} />
      <ContentEditor
        loadKey={loadKey}
        value={values.markdown}
        onChange={(markdown) => set('markdown', markdown)}
        onPending={(delta) => {
          setPending((n) => {
            if (n + delta === 0) setWaiting(false)
            return n + delta
          })
        }}
        error={error('markdown')}
        {...(loadEditor ? { loadEditor } : {})}
      />
      {waiting && (
        <p role="alert" data-problem="uploading" className="rounded-control border border-warning/40 bg-warning/10 px-3 py-2 text-warning">
          {i18n._(UPLOAD_PENDING)}
        </p>
      )}
      {server && (!server.field || !FIELDS.includes(server.field.split('.')[0] as PublishField)) && (
        <p role="alert" className="text-danger">
          {say(server.message)}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {dirty && <span className="mr-auto text-small text-muted" data-draft>{t`Draft saved on this device.`}</span>}
        <Button variant="secondary" disabled={!dirty && !values.id} onClick={onDiscard} data-action="discard">
          {values.id ? t`Cancel editing` : t`Discard`}
        </Button>
        <Button type="submit" loading={busy} data-action="publish">
          <Send aria-hidden className="size-4" />
          {values.id ? t`Save changes` : t`Publish`}
        </Button>
      </div>
    </form>
  )
}
