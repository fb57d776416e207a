/** What the member reads when there is no position: one clear message per reason. */
import { useLingui } from '@lingui/react/macro'
import type { PositionProblem } from '../runtime/freshPosition.ts'

export function usePositionProblemText(): (problem: PositionProblem) => string {
  const { t } = useLingui()
  return (problem) => {
    switch (problem) {
      case 'denied':
        return t`Location access is blocked. Allow location for this site in the browser's settings, then try again.`
      case 'timeout':
        return t`Finding your location took too long. Move to where the sky or a window is in view, then try again.`
      case 'unsupported':
        return t`This browser cannot share a location.`
      default:
        return t`Your location is not available right now (no GPS or network fix). Try again in a moment.`
    }
  }
}
