/**
 * The root every element renders: parses the shared attributes (lang, size, theme-color) with
 * warnings instead of crashes, provides the element context and Lingui, draws the `.sw-root`
 * wrapper (theme variables, size) and, for the first element of the page, the feedback layer.
 */
import { useId, useMemo, useState, type ReactNode } from 'react'
import { I18nProvider } from '@lingui/react'
import { useSnapshot } from 'valtio'
import { parseColor, parseEnum, parseLang, SIZES, type Size } from '../core/attributes.ts'
import { LOCALE_TAG } from '../core/i18n/catalogs.ts'
import { appState } from '../store/app.ts'
import { ElementContext, dispatchFrom, type ElementContextValue } from './elementContext.ts'
import { useLanguage } from './useLanguage.ts'
import { FeedbackLayer } from './FeedbackLayer.tsx'
import { ErrorBoundary } from './ErrorBoundary.tsx'

export interface SharedAttributes {
  /** r2wc passes the shadow root here. */
  container?: ShadowRoot | HTMLElement
  lang?: string
  size?: string
  themeColor?: string
}

interface ElementRootProps extends SharedAttributes {
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
  const langAttr = useMemo(() => parseLang(lang, `<${tag}>`), [lang, tag])
  const sizeAttr = useMemo(() => (size ? parseEnum<Size>(size, SIZES, 'default', `<${tag}> size`) : undefined), [size, tag])
  const color = useMemo(() => parseColor(themeColor, `<${tag}>`), [themeColor, tag])
  const { lang: resolved, i18n } = useLanguage(langAttr)
  const [portal, setPortal] = useState<HTMLElement | null>(null)
  const hostId = useId()
  const host = hostOf(container)

  const context = useMemo<ElementContextValue>(
    () => ({
      host,
      portal,
      lang: resolved,
      emit: (name, detail, options) => dispatchFrom(host, name, detail, options?.cancelable ?? false),
    }),
    [host, portal, resolved],
  )

  if (!i18n) return null
  const style = color ? ({ '--sw-color-primary': color } as React.CSSProperties) : undefined
  return (
    <I18nProvider i18n={i18n}>
      <ElementContext.Provider value={context}>
        <div
          ref={setPortal}
          className="sw-root"
          part={part}
          data-size={sizeAttr ?? app.size}
          lang={LOCALE_TAG[resolved]}
          style={style}
        >
          <ErrorBoundary tag={tag}>{children}</ErrorBoundary>
          <FeedbackLayer hostId={hostId} />
        </div>
      </ElementContext.Provider>
    </I18nProvider>
  )
}
