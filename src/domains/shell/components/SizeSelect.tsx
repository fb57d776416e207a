/** Size select (docs/spec.md#size-select): default, medium, small, mini — kept in the `size` cookie. In the top
 * bar from 768 px (drawn like the language select beside it); narrower, in the settings panel. */
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { ALargeSmall } from 'lucide-react'
import { SIZES, type Size } from '#platform/core/attributes.ts'
import { appState, setSize } from '#platform/store/app.ts'

export function SizeSelect({ place = 'navbar' }: { place?: 'navbar' | 'panel' }) {
  const { t } = useLingui()
  const app = useSnapshot(appState)
  const labels: Record<Size, string> = { default: t`Default`, medium: t`Medium`, small: t`Small`, mini: t`Mini` }
  const select = (className: string) => (
    <select aria-label={t`Size`} name="size" value={app.size} onChange={(event) => setSize(event.target.value as Size)} className={className}>
      {SIZES.map((size) => (
        <option key={size} value={size}>
          {labels[size]}
        </option>
      ))}
    </select>
  )
  if (place === 'panel') {
    return select(
      'h-[var(--sw-control-h)] cursor-pointer rounded-control border border-line bg-surface px-2 text-ink outline-none hover:border-primary focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/25',
    )
  }
  return (
    <label className="relative hidden h-9 items-center gap-1 rounded-md px-2 text-muted hover:bg-canvas focus-within:outline-2 focus-within:outline-primary md:flex">
      <ALargeSmall aria-hidden className="size-4" />
      {select('cursor-pointer appearance-none bg-transparent pr-1 text-ink outline-none')}
    </label>
  )
}
