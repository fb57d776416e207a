/**
 * Class composition for every component: `clsx` for conditional pieces, `tailwind-merge` so a
 * class passed in (`className`) wins over the component's own class of the same group
 * (`cn('px-4', 'px-2')` → `px-2`) instead of both landing and the CSS order deciding. It knows
 * the theme's text sizes (theme.css `--text-*`) as sizes: by default it takes `text-small` for a
 * colour and drops it beside `text-muted`.
 */
import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge'

const twMerge = createTailwindMerge(getDefaultConfig, (config) => {
  ;(config.theme.text as unknown as unknown[]).push((value: string) => /^(tiny|small|minor|(sub)?title|display)$/.test(value))
  return config
})

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
