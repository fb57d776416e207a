/**
 * The sign-in map in its three modes, as `<sw-signin-map>` renders it (a lazy chunk): `view`
 * (read-only: the attributes' scope and the organisation's), `edit` (ScopeEditor, with Save for
 * the organisation when `orgId` is set) and `check-in` (CheckInPanel). The console's screens use
 * the same ScopeEditor and CheckInPanel.
 */
import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '#platform/ui/Button.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { apiFor } from '#platform/store/api.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { createAttendanceApi, DEFAULT_SIGN_RADIUS, type CheckInRecord, type SigninScope, type SigninScopeInput } from '../contract.ts'
import type { ScopeChangeDetail } from '../elements/events.ts'
import { CheckInPanel } from './CheckInPanel.tsx'
import { ScopeEditor, type ScopeField, type ScopeValue } from './ScopeEditor.tsx'
import { DEFAULT_CENTRE, fieldOf } from './scopeFields.ts'

const MapCanvas = lazy(() => import('./MapCanvas.tsx'))

export interface SigninMapProps {
  mode: 'edit' | 'check-in' | 'view'
  lat?: number | undefined
  lng?: number | undefined
  radius?: number | undefined
  province?: string | undefined
  orgId?: number | undefined
  apiBase: string
  tileUrl?: string | undefined
  tileKey?: string | undefined
  coordSystem: 'wgs84' | 'gcj02'
  onScopeChange?(detail: ScopeChangeDetail): void
  onCheckIn?(record: CheckInRecord): void
}

export function SigninMap(props: SigninMapProps) {
  const { t } = useLingui()
  const api = apiFor(props.apiBase, createAttendanceApi)
  const { orgId } = props
  const orgScopes = useResource<SigninScope[]>(attendanceKeys.orgScopes(props.apiBase, orgId ?? null), (signal) =>
    orgId ? api.querySigninScope(orgId, signal) : Promise.resolve([]),
  )
  const own: ScopeValue | null =
    props.lat !== undefined && props.lng !== undefined
      ? { lat: props.lat, lng: props.lng, radius: props.radius ?? DEFAULT_SIGN_RADIUS, province: props.province ?? '' }
      : null
  const tiles = { tileUrl: props.tileUrl, tileKey: props.tileKey, coordSystem: props.coordSystem }

  if (props.mode === 'check-in') return <CheckInPanel apiBase={props.apiBase} {...tiles} {...(props.onCheckIn ? { onCheckedIn: props.onCheckIn } : {})} />
  if (props.mode === 'edit') {
    // Editing starts again from the attributes, or the organisation's first scope once loaded
    // (a save reloads the scopes in place: the one just created is then the one a next save
    // updates, and the form stays as it is).
    const key = own ? `own ${own.lat} ${own.lng} ${own.radius} ${own.province}` : `org ${orgId ?? ''} ${orgScopes.data ? 'loaded' : 'loading'}`
    return <EditMode key={key} {...props} own={own} scopes={orgScopes.data} />
  }

  const scopes = [
    ...(own ? [{ key: 'own', lat: own.lat, lng: own.lng, radius: own.radius, selected: true }] : []),
    ...(orgScopes.data ?? []).map((s) => ({ key: String(s.id), lat: s.signinScopeLat, lng: s.signinScopeLng, radius: s.signRadius })),
  ]
  return (
    <div className="grid gap-2">
      <div className="h-72">
        <Suspense fallback={<PageLoader />}>
          <MapCanvas
            label={t`Sign-in scope map (read-only). Arrow keys pan, plus and minus zoom.`}
            outlinesNote={t`Outlines: Natural Earth; China provinces from ECharts (Baidu), approximate.`}
            scopes={scopes}
            {...tiles}
            fitKey={scopes.map((s) => s.key).join()}
          />
        </Suspense>
      </div>
      {own && (
        <p className="text-muted tabular-nums">
          {own.province ? `${own.province} · ` : ''}
          {own.lat}, {own.lng} · {t`radius ${own.radius} m`}
        </p>
      )}
    </div>
  )
}

function EditMode(props: SigninMapProps & { own: ScopeValue | null; scopes: SigninScope[] | undefined }) {
  const { t } = useLingui()
  const api = apiFor(props.apiBase, createAttendanceApi)
  const first = props.scopes?.[0]
  const [value, setValue] = useState<ScopeValue>(
    () =>
      props.own ??
      (first
        ? { lat: first.signinScopeLat, lng: first.signinScopeLng, radius: first.signRadius, province: first.signScopeProvince }
        : { ...DEFAULT_CENTRE, radius: DEFAULT_SIGN_RADIUS, province: '' }),
  )
  const [valid, setValid] = useState(true)
  const [errors, setErrors] = useState<Partial<Record<ScopeField, string>>>({})
  const [saved, setSaved] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const change = (next: ScopeValue) => {
    setValue(next)
    setErrors({})
    setSaved(null)
    props.onScopeChange?.({ lat: next.lat, lng: next.lng, radius: next.radius, province: next.province })
  }
  const saving = useMutation((input: SigninScopeInput) => api.saveSigninScope(input), {
    fallback: t`The scope could not be saved.`,
    invalidates: [attendanceKeys.scopes(props.apiBase)],
    onSuccess: () => setSaved(t`Saved.`),
    onError: (problem) => {
      const field = fieldOf(problem.field)
      if (field) setErrors({ [field]: problem.message })
      else setFailure(problem.message)
    },
  })
  const save = async () => {
    if (!props.orgId || !valid) return
    setFailure(null)
    await saving.run({
      ...(first ? { id: first.id } : {}),
      orgId: props.orgId,
      name: first?.name ?? t`Main site`,
      signinScopeLat: value.lat,
      signinScopeLng: value.lng,
      signRadius: value.radius,
      signScopeProvince: value.province,
    })
  }
  return (
    <div className="grid gap-3">
      <ScopeEditor
        value={value}
        onChange={change}
        onValidity={setValid}
        errors={errors}
        tileUrl={props.tileUrl}
        tileKey={props.tileKey}
        coordSystem={props.coordSystem}
        scopeKey={String(first?.id ?? 'new')}
      />
      {props.orgId && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void save()} loading={saving.pending} disabled={!valid}>
            {t`Save scope`}
          </Button>
          {saved && (
            <span role="status" className="text-success">
              {saved}
            </span>
          )}
          {failure && (
            <span role="alert" className="text-danger">
              {failure}
            </span>
          )}
        </div>
      )}
    </div>
  )
}
