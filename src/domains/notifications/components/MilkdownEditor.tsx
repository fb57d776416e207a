/**
 * The notification content editor — Milkdown (`@milkdown/kit` commonmark preset, its keyboard
 * shortcuts, history) in its own lazy chunk; every change is reported as markdown at once: 360 px of writing surface under a toolbar of
 * headings, bold, italic, bullet and ordered lists, link, quote, code and image. The value is
 * markdown. Images (jpg, jpeg, gif, png, bmp — docs/spec.md#editor-images) go to our file service first and the
 * server's address is inserted after; the toolbar's file input shows "Uploading…" meanwhile, a
 * paste or drop shows Milkdown's upload placeholder. Toolbar buttons keep the selection
 * (onMouseDown preventDefault, TOOLCHAIN.md).
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Bold, Code, Heading1, Heading2, Heading3, ImagePlus, Italic, Link, List, ListOrdered, Quote } from 'lucide-react'
import { Editor, defaultValueCtx, editorViewOptionsCtx, rootCtx, serializerCtx, type CmdKey } from '@milkdown/kit/core'
import {
  commonmark,
  createCodeBlockCommand,
  insertImageCommand,
  toggleEmphasisCommand,
  toggleInlineCodeCommand,
  toggleLinkCommand,
  toggleStrongCommand,
  wrapInBlockquoteCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from '@milkdown/kit/preset/commonmark'
import { history } from '@milkdown/kit/plugin/history'
import { upload, uploadConfig } from '@milkdown/kit/plugin/upload'
import { $prose, callCommand } from '@milkdown/kit/utils'
import { Plugin, PluginKey } from '@milkdown/kit/prose/state'
import type { Node as ProseNode } from '@milkdown/kit/prose/model'
import { Milkdown, MilkdownProvider, useEditor, useInstance } from '@milkdown/react'
import { Spinner } from '#platform/ui/Spinner.tsx'
import { Button } from '#platform/ui/Button.tsx'
import { IconButton } from '#platform/ui/IconButton.tsx'
import { cn } from '#platform/ui/cn.ts'
import { isValidURL } from '#platform/core/validate.ts'
import { EDITOR_IMAGE_ACCEPT, isEditorImage } from '../logic/publishForm.ts'

export interface MilkdownEditorProps {
  /** The markdown it starts with (remount with a new `key` to load another). */
  initial: string
  onChange(markdown: string): void
  /** Uploads one image and resolves to the address to insert. */
  uploadImage(file: File): Promise<string>
  /** A file that is not one of the editor's image types was chosen, pasted or dropped. */
  onNotImage(): void
  /** An upload failed (the message is the server's or ours). */
  onUploadError(error: unknown): void
  /** +1 when an upload starts, -1 when it ends (the form refuses to publish meanwhile). */
  onPending(delta: 1 | -1): void
  labelledBy: string
  invalid?: boolean
}

export function MilkdownEditor(props: MilkdownEditorProps) {
  return (
    <MilkdownProvider>
      <EditorBody {...props} />
    </MilkdownProvider>
  )
}

function EditorBody({ initial, onChange, uploadImage, onNotImage, onUploadError, onPending, labelledBy, invalid }: MilkdownEditorProps) {
  const { t } = useLingui()
  const latest = useRef({ onChange, uploadImage, onNotImage, onUploadError, onPending })
  useLayoutEffect(() => {
    latest.current = { onChange, uploadImage, onNotImage, onUploadError, onPending }
  })
  const [uploading, setUploading] = useState(0)
  const [linking, setLinking] = useState<string | null>(null)
  const [linkProblem, setLinkProblem] = useState(false)

  /** Runs one upload with the counters; resolves to the address or null. */
  const track = async (file: File): Promise<string | null> => {
    latest.current.onPending(1)
    setUploading((n) => n + 1)
    try {
      return await latest.current.uploadImage(file)
    } catch (caught) {
      latest.current.onUploadError(caught)
      return null
    } finally {
      latest.current.onPending(-1)
      setUploading((n) => n - 1)
    }
  }

  useEditor((root) => {
    // Every change is reported at once, not after Milkdown's listener's 200 ms debounce: a Publish
    // or Preview clicked right after a keystroke or an image insert must see it.
    const reportMarkdown = $prose(
      (ctx) =>
        new Plugin({
          key: new PluginKey('sw-report-markdown'),
          view: () => ({
            update: (view, prev) => {
              if (!view.state.doc.eq(prev.doc)) latest.current.onChange(ctx.get(serializerCtx)(view.state.doc))
            },
          }),
        }),
    )
    return Editor.make()
      .config((ctx) => {
        ctx.set(rootCtx, root)
        ctx.set(defaultValueCtx, initial)
        ctx.update(editorViewOptionsCtx, (prev) => ({
          ...prev,
          attributes: {
            class: 'sw-prose',
            role: 'textbox',
            'aria-multiline': 'true',
            'aria-labelledby': labelledBy,
            'data-editor': 'milkdown',
            ...(invalid ? { 'aria-invalid': 'true' } : {}),
          },
        }))
        ctx.update(uploadConfig.key, (prev) => ({
          ...prev,
          uploader: async (files, schema) => {
            const nodes: ProseNode[] = []
            for (const file of [...files]) {
              if (!isEditorImage(file.name)) {
                latest.current.onNotImage()
                continue
              }
              const src = await track(file)
              const node = src ? schema.nodes.image?.createAndFill({ src, alt: file.name.replace(/\.[^.]+$/, '') }) : null
              if (node) nodes.push(node)
            }
            return nodes
          },
        }))
      })
      .use(commonmark)
      .use(history)
      .use(reportMarkdown)
      .use(upload)
  })
  const [loading, get] = useInstance()
  const run = <T,>(key: CmdKey<T>, payload?: T) => {
    if (loading) return
    get().action(callCommand(key, payload))
  }

  async function chooseImages(files: File[]) {
    for (const file of files) {
      if (!isEditorImage(file.name)) {
        latest.current.onNotImage()
        continue
      }
      const src = await track(file)
      if (src && !loading) get().action(callCommand(insertImageCommand.key, { src, alt: file.name.replace(/\.[^.]+$/, '') }))
    }
  }

  function applyLink() {
    const href = (linking ?? '').trim()
    // Offered: http(s) URLs, mailto: and paths on this site — each kept by the sanitising policy
    // (platform/core/sanitize.ts isSafeLink), which the server applies before storing.
    if (!(isValidURL(href) && /^https?:/i.test(href)) && !/^mailto:\S+@\S+$/i.test(href) && !/^\/(?!\/)/.test(href)) return setLinkProblem(true)
    run(toggleLinkCommand.key, { href })
    setLinking(null)
  }

  const tool = (label: string, icon: ReactNode, action: () => void, name: string) => (
    <IconButton
      tone="ink"
      className="hover:bg-primary-soft hover:text-primary-strong"
      label={label}
      data-tool={name}
      disabled={loading}
      onMouseDown={(e) => e.preventDefault()}
      onClick={action}
    >
      {icon}
    </IconButton>
  )
  const icon = 'size-4'

  return (
    <div
      className={cn(
        'overflow-hidden rounded-control border bg-surface focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25',
        invalid ? 'border-danger' : 'border-line',
      )}
    >
      <div
        role="toolbar"
        aria-label={t`Formatting`}
        aria-controls={labelledBy}
        className="flex flex-wrap items-center gap-0.5 border-b border-line bg-canvas px-1 py-1"
      >
        {tool(t`Heading 1`, <Heading1 aria-hidden className={icon} />, () => run(wrapInHeadingCommand.key, 1), 'h1')}
        {tool(t`Heading 2`, <Heading2 aria-hidden className={icon} />, () => run(wrapInHeadingCommand.key, 2), 'h2')}
        {tool(t`Heading 3`, <Heading3 aria-hidden className={icon} />, () => run(wrapInHeadingCommand.key, 3), 'h3')}
        <span aria-hidden className="mx-1 h-5 w-px bg-line" />
        {tool(t`Bold (Ctrl+B)`, <Bold aria-hidden className={icon} />, () => run(toggleStrongCommand.key), 'bold')}
        {tool(t`Italic (Ctrl+I)`, <Italic aria-hidden className={icon} />, () => run(toggleEmphasisCommand.key), 'italic')}
        {tool(t`Inline code (Ctrl+E)`, <Code aria-hidden className={icon} />, () => run(toggleInlineCodeCommand.key), 'code')}
        <span aria-hidden className="mx-1 h-5 w-px bg-line" />
        {tool(t`Bullet list`, <List aria-hidden className={icon} />, () => run(wrapInBulletListCommand.key), 'bullet-list')}
        {tool(t`Numbered list`, <ListOrdered aria-hidden className={icon} />, () => run(wrapInOrderedListCommand.key), 'ordered-list')}
        {tool(t`Quote`, <Quote aria-hidden className={icon} />, () => run(wrapInBlockquoteCommand.key), 'quote')}
        {tool(
          t`Code block`,
          <span aria-hidden className="font-mono text-[0.8em] font-semibold">
            {'{ }'}
          </span>,
          () => run(createCodeBlockCommand.key),
          'code-block',
        )}
        <span aria-hidden className="mx-1 h-5 w-px bg-line" />
        {tool(
          t`Link`,
          <Link aria-hidden className={icon} />,
          () => {
            setLinkProblem(false)
            setLinking((v) => (v === null ? 'https://' : null))
          },
          'link',
        )}
        <label
          title={t`Image`}
          onMouseDown={(e) => e.preventDefault()}
          className="grid size-8 cursor-pointer place-items-center rounded-control text-ink hover:bg-primary-soft hover:text-primary-strong focus-within:outline-2 focus-within:outline-primary"
        >
          <ImagePlus aria-hidden className={icon} />
          <span className="sr-only">{t`Insert an image (jpg, jpeg, gif, png or bmp)`}</span>
          <input
            type="file"
            name="image"
            data-tool="image"
            multiple
            accept={EDITOR_IMAGE_ACCEPT}
            className="sr-only"
            onChange={(event) => {
              void chooseImages([...(event.target.files ?? [])])
              event.target.value = ''
            }}
          />
        </label>
        {uploading > 0 && (
          <span role="status" data-uploading className="ml-2 inline-flex items-center gap-1.5 text-small text-muted">
            <Spinner />
            {t`Uploading ${uploading} image(s)…`}
          </span>
        )}
      </div>
      {linking !== null && (
        <div className="flex flex-wrap items-center gap-2 border-b border-line px-2 py-1.5">
          <label className="flex min-w-48 flex-1 items-center gap-2">
            <span className="text-small text-muted">{t`Link address`}</span>
            <input
              autoFocus
              name="href"
              value={linking}
              aria-invalid={linkProblem || undefined}
              onChange={(e) => {
                setLinking(e.target.value)
                setLinkProblem(false)
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape') setLinking(null)
                if (e.key === 'Enter') {
                  e.preventDefault()
                  applyLink()
                }
              }}
              className="h-7 min-w-0 flex-1 rounded-control border border-line bg-surface px-2 text-ink outline-none focus:border-primary"
            />
          </label>
          <Button size="sm" className="h-7" onMouseDown={(e) => e.preventDefault()} onClick={applyLink}>
            {t`Apply`}
          </Button>
          {linkProblem && <span className="text-small text-danger">{t`Enter an http, https or mailto address; select the text to link first.`}</span>}
        </div>
      )}
      {/* The writing surface has .sw-prose (above): it looks as readers will see it (SafeHtml's typography). */}
      <div className="h-[360px] overflow-y-auto px-3 py-2 [&_.ProseMirror]:min-h-[340px] [&_.ProseMirror]:whitespace-pre-wrap [&_.ProseMirror]:outline-none">
        <Milkdown />
      </div>
    </div>
  )
}
