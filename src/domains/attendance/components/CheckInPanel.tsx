/**
 * A member checks in: a fresh position with its accuracy (asked when the panel opens, and again
 * on Retry), drawn with the organisation's scopes; the distance and a preview verdict (geo.ts,
 * the server's own rule), then Submit — the server's verdict is the one shown afterwards.
 * Outside, a reason is required. No position (denied, unavailable, timed out) → a message per
 * case, Retry, and nothing is sent.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { RefreshCw } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { apiFor } from '#platform/store/api.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { createAttendanceApi, MAX_CHECK_IN_REASON, type CheckInInput, type CheckInRecord, type SigninScope } from '../contract.ts'
import { nearestScope } from '../logic/geo.ts'
import { freshPosition, type FreshPosition, type PositionProblem } from '../runtime/freshPosition.ts'
import { usePositionProblemText } from '../hooks/positionText.ts'
import { VerdictBadge } from './VerdictBadge.tsx'
import { useDistanceText } from '../hooks/useDistanceText.ts'

const MapCanvas = lazy(() => import('./MapCanvas.tsx'))

export interface CheckInPanelProps {
  apiBase: string
  onCheckedIn?(record: CheckInRecord): void
  tileUrl?: string | undefined
  tileKey?: string | undefined
  coordSystem?: 'wgs84' | 'gcj02'
}

export function CheckInPanel({ apiBase, onCheckedIn, tileUrl, tileKey, coordSystem = 'wgs84' }: CheckInPanelProps) {
  const { t } = useLingui()
  const problemText = usePositionProblemText()
  const distanceText = useDistanceText()
  const api = apiFor(apiBase, createAttendanceApi)
  const scopes = useResource<SigninScope[]>(attendanceKeys.myScopes(apiBase), (signal) => api.queryMyScope(signal))
  const [position, setPosition] = useState<FreshPosition | null>(null)
  const [problem, setProblem] = useState<PositionProblem | null>(null)
  const [locating, setLocating] = useState(true)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [record, setRecord] = useState<CheckInRecord | null>(null)

  const settle = useCallback((answer: FreshPosition | { problem: PositionProblem }) => {
    setLocating(false)
    if ('problem' in answer) setProblem(answer.problem)
    else setPosition(answer)
  }, [])
  const locate = () => {
    setLocating(true)
    setProblem(null)
    setPosition(null)
    setRecord(null)
    void freshPosition().then(settle)
  }
  // The first position is asked as the panel opens.
  useEffect(() => {
    let live = true
    void freshPosition().then((answer) => live && settle(answer))
    return () => {
      live = false
    }
  }, [settle])

  const preview = useMemo(() => (position && scopes.data ? nearestScope(position, position.accuracy, scopes.data) : null), [position, scopes.data])
  const mapScopes = useMemo(
    () =>
      (scopes.data ?? []).map((s) => ({
        key: String(s.id),
        lat: s.signinScopeLat,
        lng: s.signinScopeLng,
        radius: s.signRadius,
        selected: s.id === preview?.scope.id,
      })),
    [scopes.data, preview],
  )
  const needsReason = preview?.verdict === 'outside'

  const sending = useMutation((input: CheckInInput) => api.checkIn(input), {
    fallback: t`The check-in could not be sent.`,
    invalidates: [attendanceKeys.months(apiBase)],
    onSuccess: (answer) => {
      setRecord(answer)
      onCheckedIn?.(answer)
    },
    onError: (problem) => (problem.field === 'reason' ? setReasonError(problem.message) : setFailure(problem.message)),
  })
  const submit = async () => {
    if (!position) return
    const why = reason.trim()
    if (needsReason && !why) return setReasonError(t`You are outside the scope: say why you are checking in from here.`)
    setFailure(null)
    await sending.run({ lat: position.lat, lng: position.lng, accuracy: position.accuracy, ...(why ? { reason: why } : {}) })
  }

  if (scopes.error && !scopes.data) return <LoadError message={t`Your organisation's sign-in scopes could not be loaded.`} onRetry={scopes.refresh} />
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]" data-check-in>
      <div className="h-64 md:h-80">
        <Suspense fallback={<PageLoader />}>
          <MapCanvas
            label={t`Check-in map: your position and your organisation's sign-in scopes. Arrow keys pan, plus and minus zoom.`}
            outlinesNote={t`Outlines: Natural Earth; China provinces from ECharts (Baidu), approximate.`}
            scopes={mapScopes}
            position={position ?? undefined}
            tileUrl={tileUrl}
            tileKey={tileKey}
            coordSystem={coordSystem}
            fitKey={`${position?.lat ?? ''},${position?.lng ?? ''},${scopes.data?.length ?? 0}`}
          />
        </Suspense>
      </div>
      <div className="grid content-start gap-3" part="form" aria-live="polite">
        {locating && <p className="text-muted">{t`Finding your position…`}</p>}
        {problem && (
          <div role="alert" className="grid gap-2 rounded-md border border-danger/30 bg-danger/5 p-3 text-danger" data-position-problem={problem}>
            <p>{problemText(problem)}</p>
            <Button variant="secondary" onClick={locate}>
              <RefreshCw aria-hidden className="size-4" />
              {t`Retry`}
            </Button>
          </div>
        )}
        {position && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-ink">
            <dt className="text-muted">{t`Position`}</dt>
            <dd className="tabular-nums">
              {position.lat.toFixed(5)}, {position.lng.toFixed(5)}
            </dd>
            <dt className="text-muted">{t`Accuracy`}</dt>
            <dd className="tabular-nums">± {distanceText(position.accuracy)}</dd>
            {preview && (
              <>
                <dt className="text-muted">{t`Distance`}</dt>
                <dd className="tabular-nums">
                  {distanceText(preview.distance)} <span className="text-muted">({preview.scope.name})</span>
                </dd>
              </>
            )}
          </dl>
        )}
        {position && scopes.data && scopes.data.length === 0 && (
          <p className="text-muted">{t`Your organisation has no sign-in scope yet; your check-in is recorded for review.`}</p>
        )}
        {record ? (
          <div className="grid gap-2" data-checked-in={record.verdict}>
            <p className="font-medium text-ink">{record.repeated ? t`You had already checked in a moment ago:` : t`Checked in.`}</p>
            <VerdictBadge verdict={record.verdict} />
            <p className="text-muted tabular-nums">{t`${distanceText(record.distance)} from ${record.scopeName ?? '—'}`}</p>
          </div>
        ) : (
          position && (
            <form
              className="grid gap-3"
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                void submit()
              }}
            >
              {preview && (
                <div className="grid gap-1">
                  <span className="text-muted">{t`Expected verdict`}</span>
                  <VerdictBadge verdict={preview.verdict} />
                </div>
              )}
              <TextField
                label={needsReason ? t`Reason for checking in outside the scope` : t`Note (optional)`}
                name="reason"
                required={needsReason}
                maxLength={MAX_CHECK_IN_REASON}
                value={reason}
                error={reasonError}
                onChange={(e) => {
                  setReason(e.target.value)
                  setReasonError(undefined)
                }}
              />
              {failure && (
                <p role="alert" className="text-danger">
                  {failure}
                </p>
              )}
              <Button type="submit" loading={sending.pending}>
                {t`Check in`}
              </Button>
              <Button variant="ghost" onClick={locate}>
                <RefreshCw aria-hidden className="size-4" />
                {t`Locate again`}
              </Button>
            </form>
          )
        )}
      </div>
    </div>
  )
}
