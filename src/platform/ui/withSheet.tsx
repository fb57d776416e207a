/**
 * A lazy chunk's root that brings its own stylesheet: the sheet is adopted by the element's
 * shadow root as the component first renders (an insertion effect: before layout effects and
 * before the browser paints), so the styles travel with the chunk that needs them instead of
 * weighing on the element's first download (e.g. <sw-login>'s form and account.css).
 */
import { useInsertionEffect, type ComponentType } from 'react'
import { adoptSheet } from '../element/styles.ts'
import { useElement } from './elementContext.ts'

export function withSheet<P extends object>(Component: ComponentType<P>, css: string): ComponentType<P> {
  function WithSheet(props: P) {
    const { host } = useElement()
    useInsertionEffect(() => {
      if (host?.shadowRoot) adoptSheet(host.shadowRoot, css)
    }, [host])
    return <Component {...props} />
  }
  WithSheet.displayName = `WithSheet(${Component.displayName ?? Component.name})`
  return WithSheet
}
