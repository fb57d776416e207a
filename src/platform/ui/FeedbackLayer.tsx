/**
 * Toasts and the session-ended confirm (docs/spec.md#errors). Every element mounts this layer, but only the
 * first registered one on the page draws it, so a box is never shown twice. The drawing code
 * (and Radix Dialog with it) loads the first time there is something to show, which keeps the
 * sign-in element small.
 */
import { lazy, Suspense, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { feedbackState, registerFeedbackHost } from '../store/feedback.ts'

const FeedbackView = lazy(() => import('./FeedbackView.tsx').then((m) => ({ default: m.FeedbackView })))

export function FeedbackLayer({ hostId }: { hostId: string }) {
  const feedback = useSnapshot(feedbackState)
  useEffect(() => registerFeedbackHost(hostId), [hostId])
  if (feedback.hosts[0] !== hostId) return null
  if (feedback.toasts.length === 0 && !feedback.sessionConfirm) return null
  return (
    <Suspense fallback={null}>
      <FeedbackView />
    </Suspense>
  )
}
