/**
 * The root every element renders: takes the shared attributes (lang, size, theme-color, parsed
 * by the element kit from the manifest), provides the element context and Lingui, draws the
 * `.sw-root` wrapper (theme variables, size) and, for the first element of the page, the
 * feedback layer.
 */
import { useId, useMemo, useState, type ReactNode } from 'react'
import { I18nProvider } from '@lingui/react'
import { useSnapshot } from 'valtio'
import type { Size } from '../core/attributes.ts'
import type { Language } from '../core/i18n/language.ts'
import { LOCALE_TAG } from '../core/i18n/catalogs.ts'
import { appState } from '../store/app.ts'
import { ElementContext, dispatchFrom, type ElementContextValue } from './elementContext.ts'
import { useLanguage } from './useLanguage.ts'
import { FeedbackLayer } from './FeedbackLayer.tsx'
import { ErrorBoundary } from './ErrorBoundary.tsx'

export interface SharedAttributes {
  /** r2wc passes the shadow root here. */
  container?: ShadowRoot | HTMLElement
  lang?: Language
  size?: Size
  themeColor?: string
}

export interface ElementRootProps extends SharedAttributes {
  tag: string
  /** `::part()` name of the wrapper. */
  part?: string
  children: ReactNode
}

function hostOf(container: SharedAttributes['container']): HTMLElement | null {
  if (!container) return null
  if (container instanceof HTMLElement) return container
  return (container as ShadowRoot).host as HTMLElement
}

export function ElementRoot({ container, tag, part = 'root', lang, size, themeColor, children }: ElementRootProps) {
  const app = useSnapshot(appState)
  const { lang: resolved, i18n } = useLanguage(lang)
  const [portal, setPortal] = useState<HTMLElement | null>(null)
  const hostId = useId()
  const host = hostOf(container)

  const context = useMemo<ElementContextValue>(
    () => ({
      host,
      portal,
      lang: resolved,
      emit: (event, detail) => dispatchFrom(host, event.name, detail, event.cancelable ?? false),
    }),
    [host, portal, resolved],
  )

  if (!i18n) return null
  const style = themeColor ? ({ '--sw-color-primary': themeColor } as React.CSSProperties) : undefined
  return (
    <I18nProvider i18n={i18n}>
      <ElementContext.Provider value={context}>
        <div ref={setPortal} className="sw-root" part={part} data-size={size ?? app.size} lang={LOCALE_TAG[resolved]} style={style}>
          <ErrorBoundary tag={tag}>{children}</ErrorBoundary>
          <FeedbackLayer hostId={hostId} />
        </div>
      </ElementContext.Provider>
    </I18nProvider>
  )
}
