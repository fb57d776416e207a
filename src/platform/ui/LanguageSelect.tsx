/** Language select (en, zh, tw): switches live, no reload; the choice is kept in a cookie. */
import { useLingui } from '@lingui/react/macro'
import { Languages } from 'lucide-react'
import { LANGUAGES, type Language } from '../core/i18n/language.ts'
import { setLanguage } from '../store/app.ts'
import { useElement } from './elementContext.ts'

const NAMES: Record<Language, string> = { en: 'English', zh: '简体中文', tw: '繁體中文' }

export function LanguageSelect() {
  const { t } = useLingui()
  const { lang } = useElement()
  return (
    <label className="relative flex h-9 items-center gap-1 rounded-md px-2 text-muted hover:bg-canvas focus-within:outline-2 focus-within:outline-primary">
      <Languages aria-hidden className="size-4" />
      <span className="sr-only">{t`Language`}</span>
      <select
        name="language"
        value={lang}
        onChange={(event) => setLanguage(event.target.value as Language)}
        className="cursor-pointer appearance-none bg-transparent pr-1 text-ink outline-none"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  )
}
