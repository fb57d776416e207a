/** Size select (spec §2, §9): default, medium, small, mini — kept in the `size` cookie. */
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { SIZES, type Size } from '../core/attributes.ts'
import { appState, setSize } from '../store/app.ts'

export function SizeSelect() {
  const { t } = useLingui()
  const app = useSnapshot(appState)
  const labels: Record<Size, string> = { default: t`Default`, medium: t`Medium`, small: t`Small`, mini: t`Mini` }
  return (
    <select
      aria-label={t`Size`}
      name="size"
      value={app.size}
      onChange={(event) => setSize(event.target.value as Size)}
      className="hidden h-9 cursor-pointer rounded-md bg-transparent px-1 text-muted outline-none hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary md:block"
    >
      {SIZES.map((size) => (
        <option key={size} value={size}>
          {labels[size]}
        </option>
      ))}
    </select>
  )
}
