/**
 * /attendance/rules (administrators): the tenant's rules or an organisation's (the admin
 * domain's OrgListbox over the whole tree). An owner with rules of its own edits them and may
 * follow the rules above it again (undo puts them back); one without sees the rules it follows,
 * where they come from, and sets its own starting from them.
 */
import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Building2, CalendarCog } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { UndoBar } from '#platform/ui/UndoBar.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { setResourceData } from '#platform/store/resource.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { apiFor } from '#platform/store/api.ts'
import { cn } from '#platform/ui/cn.ts'
import { OrgListbox } from '../../admin/index.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { createAttendanceApi, type AttendanceRules as Rules, type DayRules } from '../contract.ts'
import { RulesForm } from '../components/RulesForm.tsx'
import { RulesSummary } from '../components/RulesSummary.tsx'

export function AttendanceRules() {
  const { t, i18n } = useLingui()
  const { apiBase } = useConsole()
  const api = apiFor(apiBase, createAttendanceApi)
  // '' : the tenant's rules; else an organisation's id.
  const [orgId, setOrgId] = useState('')
  const [editing, setEditing] = useState(false)
  const [removed, setRemoved] = useState<DayRules | null>(null)
  const owner = orgId ? Number(orgId) : null
  const key = attendanceKeys.ownerRules(apiBase, owner)
  const rules = useResource<Rules>(key, (signal) => api.queryRules(owner, signal))
  const data = rules.data?.orgId === owner ? rules.data : undefined
  const choose = (id: string) => {
    setOrgId(id)
    setEditing(false)
    setRemoved(null)
  }
  const shown = (answer: Rules) => {
    setEditing(false)
    setResourceData<Rules>(attendanceKeys.ownerRules(apiBase, answer.orgId), () => answer)
  }
  const removal = useMutation(() => api.deleteRules(owner), {
    invalidates: [attendanceKeys.rules(apiBase)],
    onSuccess: (answer) => {
      setRemoved(data?.own ?? null)
      shown(answer)
    },
  })
  const restoring = useMutation((back: DayRules) => api.saveRules(owner, back), {
    success: msg`The attendance rules are saved.`,
    invalidates: [attendanceKeys.rules(apiBase)],
    onSuccess: (answer) => {
      setRemoved(null)
      shown(answer)
    },
  })

  const source = (r: Rules) =>
    r.from.builtIn
      ? t`The tenant has set no rules: the built-in ones apply.`
      : r.from.orgId === null
        ? t`It follows the tenant's rules.`
        : t`It follows the rules of ${r.from.orgName ?? ''}.`

  return (
    <section aria-labelledby="sw-rules-title" className="grid min-w-0 content-start gap-4 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <h1 id="sw-rules-title" className="text-title font-semibold text-ink">
        {t`Attendance rules`}
      </h1>
      <div className="grid min-w-0 gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="grid content-start gap-3">
          <button
            type="button"
            aria-pressed={orgId === ''}
            onClick={() => choose('')}
            className={cn(
              'flex w-full cursor-pointer items-center gap-2 rounded-control border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-primary',
              orgId === '' ? 'border-primary bg-primary-soft text-primary-strong' : 'border-line text-ink hover:bg-canvas',
            )}
          >
            <Building2 aria-hidden className="size-4 shrink-0" />
            {t`The whole tenant`}
          </button>
          <OrgListbox value={orgId} onChange={choose} />
        </div>
        <div className="grid min-w-0 content-start gap-3">
          {rules.error && !data ? (
            <LoadError message={t`The rules could not be loaded.`} onRetry={rules.refresh} />
          ) : !data ? (
            <PageLoader />
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <CalendarCog aria-hidden className="size-5 text-primary-strong" />
                <h2 className="font-semibold text-ink">{owner === null ? t`The tenant's rules` : t`Rules of this organisation`}</h2>
              </div>
              <p className="text-muted" data-rules-source>
                {data.own
                  ? t`It has rules of its own, set ${i18n.date(new Date(data.updateTime ?? 0), { dateStyle: 'medium', timeStyle: 'short' })}.`
                  : source(data)}
              </p>
              {removed && <UndoBar text={t`Its own rules were removed.`} onUndo={() => void restoring.run(removed)} />}
              {data.own || editing ? (
                <RulesForm
                  key={`${owner} ${data.updateTime} ${editing}`}
                  apiBase={apiBase}
                  orgId={owner}
                  initial={data.own ?? data.effective}
                  initialScopes={data.scopes}
                  onSaved={(answer) => {
                    setRemoved(null)
                    shown(answer)
                  }}
                  actions={
                    data.own ? (
                      <Button variant="danger" loading={removal.pending} onClick={() => void removal.run()}>
                        {owner === null ? t`Use the built-in rules` : t`Follow the rules above again`}
                      </Button>
                    ) : (
                      <Button variant="quiet" onClick={() => setEditing(false)}>
                        {t`Cancel`}
                      </Button>
                    )
                  }
                />
              ) : (
                <div className="grid gap-3 rounded-md border border-line p-3">
                  <RulesSummary rules={data.effective} scopes={data.scopes} tenant={owner === null} />
                  <Button className="w-fit" onClick={() => setEditing(true)} data-rules-edit>
                    {t`Set rules of its own`}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  )
}
