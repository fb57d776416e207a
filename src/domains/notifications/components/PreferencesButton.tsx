/** The centre's Preferences button and, once pressed, the dialog — its own chunk, requested on
 * the first press, not part of the centre's first download. */
import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SlidersHorizontal } from 'lucide-react'
import type { DictItem } from '#platform/core/api/types.ts'
import type { Language } from '#platform/core/i18n/language.ts'
import { Button } from '#platform/ui/Button.tsx'

const PreferencesDialog = lazy(() => import('./PreferencesDialog.tsx').then((m) => ({ default: m.PreferencesDialog })))

export function PreferencesButton({
  apiBase,
  lang,
  types,
  onSaved,
}: {
  apiBase: string
  lang: Language
  types: readonly DictItem[] | undefined
  onSaved(): void
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" data-action="preferences" onClick={() => setOpen(true)}>
        <SlidersHorizontal aria-hidden className="size-4" />
        {t`Preferences`}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PreferencesDialog
            apiBase={apiBase}
            lang={lang}
            types={types}
            onClose={(saved) => {
              setOpen(false)
              if (saved) onSaved()
            }}
          />
        </Suspense>
      )}
    </>
  )
}
