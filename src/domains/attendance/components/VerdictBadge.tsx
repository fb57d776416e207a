/** A verdict as a badge (inside / outside / uncertain, colour plus words). */
import { useLingui } from '@lingui/react/macro'
import { CircleCheck, CircleHelp, CircleX } from 'lucide-react'
import { cn } from '#platform/ui/cn.ts'
import type { Verdict } from '../contract.ts'

export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { t } = useLingui()
  const look = {
    inside: { Icon: CircleCheck, text: t`Inside the scope`, tone: 'border-success/40 bg-success/10 text-success' },
    outside: { Icon: CircleX, text: t`Outside the scope`, tone: 'border-danger/40 bg-danger/5 text-danger-strong' },
    uncertain: { Icon: CircleHelp, text: t`Uncertain: the accuracy circle crosses the edge`, tone: 'border-warning/40 bg-warning/10 text-warning' },
  }[verdict]
  return (
    <span data-verdict={verdict} className={cn('inline-flex w-fit items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-medium', look.tone)}>
      <look.Icon aria-hidden className="size-4 shrink-0" />
      {look.text}
    </span>
  )
}
