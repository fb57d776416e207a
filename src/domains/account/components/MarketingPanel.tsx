/**
 * The outward-facing panel of /loginNew (docs/spec.md#product): what the drug-discovery platform does, for
 * whom, and that it is for staff and partners only.
 */
import { Atom, BookOpenText, FileSearch, FlaskConical, GitCompareArrows, ShieldCheck, type LucideIcon } from 'lucide-react'
import { useLingui } from '@lingui/react/macro'

/** `heading`: the level of its title — `h1` where the panel is the page's subject (home). */
export function MarketingPanel({ heading: Heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const { t } = useLingui()
  const capabilities: Array<[LucideIcon, string]> = [
    [BookOpenText, t`Intelligent analysis of patents and literature`],
    [GitCompareArrows, t`Structure–activity relationship analysis`],
    [FileSearch, t`Markush extraction from patents, with infringement analysis of designed compounds`],
    [FlaskConical, t`ADME/T property prediction`],
    [Atom, t`AI molecular design and optimisation`],
    [ShieldCheck, t`An expert system for drug design`],
  ]
  return (
    <section
      part="marketing"
      aria-labelledby="sw-marketing-title"
      className="order-last flex flex-col justify-between gap-6 bg-gradient-to-br from-primary-strong to-primary-hover p-6 text-white sm:p-10 md:order-first"
    >
      <div>
        <p className="text-minor font-semibold tracking-wide text-white/80 uppercase">{t`For medicinal chemists`}</p>
        <Heading id="sw-marketing-title" className="mt-2 text-[1.6em] leading-tight font-semibold">
          {t`An AI platform for drug discovery`}
        </Heading>
        <ul className="mt-6 grid gap-3">
          {capabilities.map(([Icon, label]) => (
            <li key={label} className="flex items-start gap-3">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-white/15">
                <Icon aria-hidden className="size-4" />
              </span>
              <span className="text-white/95">{label}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-minor text-white/80">{t`Access is by sign-up. This platform is for staff and partners only.`}</p>
    </section>
  )
}
