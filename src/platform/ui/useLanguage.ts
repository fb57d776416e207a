/**
 * The element's language — and the Lingui instance for it, loaded once. In order: what the user
 * chose in a language select since the `lang` attribute was last set, else that attribute, else
 * the page-wide choice (cookie), else the browser's languages, else English. So the select works
 * on an element whose host set `lang`, and a host that changes `lang` later is obeyed again. The
 * page's calls then ask the server for answers in it (`Accept-Language`).
 */
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { I18n } from '@lingui/core'
import type { Language } from '../core/i18n/language.ts'
import { loadI18n, loadedI18n } from '../core/i18n/catalogs.ts'
import { appState } from '../store/app.ts'
import { setRequestLanguage } from '../store/requestLanguage.ts'
import { pageLanguage } from './prefetchCatalog.ts'

export function useLanguage(attribute: Language | undefined): { lang: Language; i18n: I18n | undefined } {
  const app = useSnapshot(appState)
  // The number of choices when the attribute was last seen (updated during render on change).
  const [seen, setSeen] = useState({ attribute, choices: app.languageChoices })
  if (seen.attribute !== attribute) setSeen({ attribute, choices: app.languageChoices })
  const chosenSince = app.language !== null && app.languageChoices !== seen.choices
  const lang = pageLanguage(chosenSince ? app.language : (attribute ?? app.language))
  const [loaded, setLoaded] = useState<{ lang: Language; i18n: I18n } | undefined>(() => {
    const ready = loadedI18n(lang)
    return ready ? { lang, i18n: ready } : undefined
  })
  useEffect(() => {
    setRequestLanguage(lang)
    let live = true
    void loadI18n(lang).then((i18n) => {
      if (live) setLoaded({ lang, i18n })
    })
    return () => {
      live = false
    }
  }, [lang])
  // Keep showing the previous language until the new catalog is in: no flash of nothing.
  const current = loaded?.lang === lang ? loaded.i18n : (loadedI18n(lang) ?? loaded?.i18n)
  return { lang, i18n: current }
}
