/** Size select (spec §2, §9): default, medium, small, mini — kept in the `size` cookie. In the top
 * bar from 768 px; narrower, in the settings panel. */
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { SIZES, type Size } from '../core/attributes.ts'
import { appState, setSize } from '../store/app.ts'

const PLACES = {
  navbar: 'hidden h-9 cursor-pointer rounded-md bg-transparent px-1 text-muted outline-none hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary md:block',
  panel: 'h-[var(--sw-control-h)] cursor-pointer rounded-control border border-line bg-surface px-2 text-ink outline-none hover:border-primary focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/25',
} as const

export function SizeSelect({ place = 'navbar' }: { place?: keyof typeof PLACES }) {
  const { t } = useLingui()
  const app = useSnapshot(appState)
  const labels: Record<Size, string> = { default: t`Default`, medium: t`Medium`, small: t`Small`, mini: t`Mini` }
  return (
    <select
      aria-label={t`Size`}
      name="size"
      value={app.size}
      onChange={(event) => setSize(event.target.value as Size)}
      className={PLACES[place]}
    >
      {SIZES.map((size) => (
        <option key={size} value={size}>
          {labels[size]}
        </option>
      ))}
    </select>
  )
}
