/**
 * The content field of the publishing form: Write (the Milkdown editor, loaded lazily in its own
 * chunk) and Preview (what readers will see) tabs. While the editor's code loads a skeleton of
 * its height stands in; if it fails to load, a toast says so (docs/spec.md#error-toasts) and a plain markdown text
 * box takes its place, so the form stays usable. Image uploads go to the platform's file service.
 */
import { useEffect, useId, useState, type ComponentType } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Eye, PencilLine } from 'lucide-react'
import { ApiError } from '#platform/core/http/errors.ts'
import { createFileApi, fileHref, MAX_UPLOAD_BYTES } from '#platform/core/api/files.ts'
import { apiFor } from '#platform/store/api.ts'
import { showToast } from '#platform/store/feedback.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { Tabs } from '#platform/ui/Tabs.tsx'
import { NOT_AN_IMAGE } from '../logic/publishForm.ts'
import type { MilkdownEditorProps } from './MilkdownEditor.tsx'
import { ContentPreview } from './ContentPreview.tsx'

export interface ContentEditorProps {
  /** Remount key: a new value loads `value` into the editor afresh. */
  loadKey: string
  value: string
  onChange(markdown: string): void
  onPending(delta: 1 | -1): void
  error?: string | undefined
  /** The editor's module; tests and stories pass a failing one. */
  loadEditor?: () => Promise<{ MilkdownEditor: ComponentType<MilkdownEditorProps> }>
}

const importEditor = () => import('./MilkdownEditor.tsx')

export function ContentEditor({ loadKey, value, onChange, onPending, error, loadEditor = importEditor }: ContentEditorProps) {
  const { t, i18n } = useLingui()
  const { apiBase } = useConsole()
  const id = useId()
  const [tab, setTab] = useState<'write' | 'preview'>('write')
  const [failed, setFailed] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [Editor, setEditor] = useState<ComponentType<MilkdownEditorProps> | null>(null)
  useEffect(() => {
    let live = true
    loadEditor().then(
      (module) => live && setEditor(() => module.MilkdownEditor),
      (caught: unknown) => {
        if (!live) return
        const detail = caught instanceof Error ? caught.message : String(caught)
        showToast({ kind: 'error', text: t`The editor could not be loaded (${detail}). Write the content as plain markdown instead.` })
        setFailed(true)
      },
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per loader
  }, [loadEditor])

  async function uploadImage(file: File): Promise<string> {
    setProblem(null)
    if (file.size > MAX_UPLOAD_BYTES) throw new Error(t`The image is larger than 5 MB.`)
    const uploaded = await apiFor(apiBase, createFileApi).upload(file, file.name)
    return fileHref(apiBase, uploaded.url, document.baseURI)
  }

  const shownProblem = error ?? problem ?? undefined
  return (
    <div className="grid min-w-0 gap-1.5" data-field="markdown">
      <div className="flex flex-wrap items-end justify-between gap-2 border-b border-line">
        <span id={`${id}-label`} className="pb-1.5 font-medium text-ink">
          {t`Content`}
        </span>
        <Tabs
          label={t`Content`}
          underline={false}
          idPrefix={id}
          panelId={`${id}-panel`}
          value={tab}
          onChange={setTab}
          tabClassName="inline-flex items-center gap-1.5 py-1.5"
          items={[
            {
              key: 'write',
              label: (
                <>
                  <PencilLine aria-hidden className="size-4" />
                  {t`Write`}
                </>
              ),
            },
            {
              key: 'preview',
              label: (
                <>
                  <Eye aria-hidden className="size-4" />
                  {t`Preview`}
                </>
              ),
            },
          ]}
        />
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {/* The editor stays mounted behind the preview: switching back keeps its state and history. */}
        <div hidden={tab !== 'write'}>
          {failed ? (
            <textarea
              aria-labelledby={`${id}-label`}
              name="markdown"
              data-editor="fallback"
              value={value}
              aria-invalid={shownProblem ? true : undefined}
              onChange={(e) => onChange(e.target.value)}
              className="h-[360px] w-full resize-y rounded-control border border-line bg-surface p-3 font-mono text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
            />
          ) : !Editor ? (
            <div
              data-editor="loading"
              role="status"
              aria-busy="true"
              aria-label={t`Loading the editor…`}
              className="h-[402px] animate-pulse rounded-control border border-line bg-canvas"
            />
          ) : (
            <Editor
              key={loadKey}
              initial={value}
              onChange={onChange}
              uploadImage={uploadImage}
              onNotImage={() => setProblem(i18n._(NOT_AN_IMAGE))}
              onUploadError={(caught) =>
                setProblem(
                  caught instanceof ApiError && caught.serverMessage
                    ? caught.serverMessage
                    : caught instanceof Error && !(caught instanceof ApiError)
                      ? caught.message
                      : t`The image could not be uploaded.`,
                )
              }
              onPending={onPending}
              labelledBy={`${id}-label`}
              invalid={Boolean(shownProblem)}
            />
          )}
        </div>
        {tab === 'preview' && <ContentPreview markdown={value} />}
      </div>
      {shownProblem && (
        <p role="alert" data-problem="markdown" className="text-small text-danger">
          {shownProblem}
        </p>
      )}
    </div>
  )
}
