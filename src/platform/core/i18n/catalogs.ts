/**
 * One Lingui instance per language (TOOLCHAIN.md: the global `i18n` is one per page, so two
 * elements with different `lang` would fight over it). Catalogs are compiled by
 * `lingui compile` and loaded on demand; an instance is created once and shared. Lingui's core
 * (which builds the instance) loads with the first catalog, in parallel with it: nothing is
 * drawn before a catalog is in, so it need not weigh on an element's first download.
 */
import type { I18n, Messages } from '@lingui/core'
import type { Language } from './language.ts'

const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../../locales/en/messages.ts'),
  zh: () => import('../../../../locales/zh/messages.ts'),
  tw: () => import('../../../../locales/tw/messages.ts'),
}

/** Lingui locale ids: `tw` is our code for Traditional Chinese. */
export const LOCALE_TAG: Record<Language, string> = { en: 'en', zh: 'zh-CN', tw: 'zh-TW' }

const instances = new Map<Language, Promise<I18n>>()
const ready = new Map<Language, I18n>()

/** The instance for `lang`, loading its catalog the first time. */
export function loadI18n(lang: Language): Promise<I18n> {
  let pending = instances.get(lang)
  if (!pending) {
    pending = Promise.all([import('@lingui/core'), loaders[lang]()]).then(([{ setupI18n }, { messages }]) => {
      // Dates, numbers and plurals by the BCP 47 tag: `tw` alone is Twi to Intl.
      const i18n = setupI18n({ locale: lang, locales: LOCALE_TAG[lang], messages: { [lang]: messages } })
      ready.set(lang, i18n)
      return i18n
    })
    instances.set(lang, pending)
  }
  return pending
}

/** The instance when already loaded (no flash of untranslated text on re-render). */
export function loadedI18n(lang: Language): I18n | undefined {
  return ready.get(lang)
}
