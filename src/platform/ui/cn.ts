/**
 * Class composition for every component: `clsx` for conditional pieces, `tailwind-merge` so a
 * class passed in (`className`) wins over the component's own class of the same group
 * (`cn('px-4', 'px-2')` → `px-2`) instead of both landing and the CSS order deciding.
 */
import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
