/**
 * `<sw-signin-map>`: its attributes arrive parsed by the element kit from the manifest
 * (elements/signinMap.manifest.ts; bad values have warned and fallen back already). The map,
 * its data and the forms are a lazy chunk, requested as soon as this module runs, so the
 * element's first download is the runtime and the element root only. `tile-key` goes to the
 * map's tile source and nowhere else.
 */
import { lazy, Suspense } from 'react'
import type { ParsedAttributes } from '#platform/element/manifest.ts'
import { ElementRoot, type SharedAttributes } from '#platform/ui/ElementRoot.tsx'
import { ElementLoading } from '#platform/ui/ElementLoading.tsx'
import { useElement } from '#platform/ui/elementContext.ts'
import { configureBackend } from '#platform/store/backends.ts'
import { adoptSheet } from '#platform/element/styles.ts'
import type { signinMapManifest } from '../elements/signinMap.manifest.ts'
import { CHECK_IN_EVENT, SCOPE_CHANGE_EVENT } from '../elements/events.ts'

const view = Promise.all([import('./SigninMap.tsx'), import('../signinMap.css?inline')])
/** The element's utilities, adopted into its shadow root as the lazy chunk first renders. */
let css = ''
const SigninMap = lazy(() =>
  view.then(([m, c]) => {
    css = c.default
    return { default: m.SigninMap }
  }),
)

export type SigninMapElementProps = ParsedAttributes<typeof signinMapManifest> & Pick<SharedAttributes, 'container'>

function Inner(props: SigninMapElementProps) {
  const { emit } = useElement()
  const adopt = (el: HTMLElement | null) => {
    const root = el?.getRootNode()
    if (root instanceof ShadowRoot || root instanceof Document) adoptSheet(root, css)
  }
  return (
    <div ref={adopt}>
      <SigninMap
        mode={props.mode}
        lat={props.lat}
        lng={props.lng}
        radius={props.radius}
        province={props.province}
        orgId={props.orgId}
        apiBase={props.apiBase}
        tileUrl={props.tileUrl}
        tileKey={props.tileKey}
        coordSystem={props.coordSystem}
        onScopeChange={(detail) => emit(SCOPE_CHANGE_EVENT, detail)}
        onCheckIn={(record) => emit(CHECK_IN_EVENT, record)}
      />
    </div>
  )
}

export function SigninMapElement(props: SigninMapElementProps) {
  configureBackend(props.apiBase, { clientId: props.clientId, scope: props.scope, roleHeader: props.roleHeader })
  return (
    <ElementRoot tag="sw-signin-map" container={props.container} lang={props.lang} themeColor={props.themeColor}>
      <Suspense fallback={<ElementLoading />}>
        <Inner {...props} />
      </Suspense>
    </ElementRoot>
  )
}
