/**
 * Choose or drop one file (docs/spec.md#one-file: imports take one file only): a labelled, keyboard-usable file
 * input styled as a drop area. More than one file chosen or dropped shows `Current limit: select
 * 1 file`; the caller checks the rest (type, size) and passes its own message.
 */
import { useId, useState, type DragEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FileUp } from 'lucide-react'
import { cn } from './cn.ts'

interface FileDropZoneProps {
  /** `accept` of the input (extensions). */
  accept: string
  /** The input's name (tests and forms find it by it). */
  name: string
  /** A line under the title: kinds and limits. */
  hint: ReactNode
  /** The caller's message about the last choice (its type, its size). */
  message?: string | undefined
  /** Every choice or drop, whatever its count (one file: the caller reads it). */
  onChoose(files: File[]): void
}

export function FileDropZone({ accept, name, hint, message, onChoose }: FileDropZoneProps) {
  const { t } = useLingui()
  const inputId = useId()
  const [over, setOver] = useState(false)
  const [tooMany, setTooMany] = useState(false)
  const shown = tooMany ? t`Current limit: select 1 file` : message
  const choose = (files: File[]) => {
    setTooMany(files.length > 1)
    onChoose(files)
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    choose([...event.dataTransfer.files])
  }
  return (
    <div className="grid gap-3">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'grid cursor-pointer justify-items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center focus-within:border-primary',
          over ? 'border-primary bg-primary/5' : 'border-line',
        )}
      >
        <FileUp aria-hidden className="size-8 text-muted" />
        <span className="font-medium text-ink">{t`Choose a file or drop it here`}</span>
        <span className="text-small text-muted">{hint}</span>
        <input
          id={inputId}
          type="file"
          name={name}
          multiple
          accept={accept}
          aria-describedby={shown ? `${inputId}-msg` : undefined}
          className="sr-only"
          onChange={(event) => {
            choose([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
      </label>
      {shown && (
        <p id={`${inputId}-msg`} role="alert" className="text-danger">
          {shown}
        </p>
      )}
    </div>
  )
}
