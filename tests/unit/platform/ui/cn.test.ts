// cn() and the theme's text sizes: every `--text-*` of theme.css is known to tailwind-merge as a
// font size, so a size and a colour side by side both stay, and a later size wins.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cn } from '#platform/ui/cn.ts'

const SIZES = [...readFileSync('src/platform/ui/theme.css', 'utf8').matchAll(/--text-([a-z-]+):/g)].map((m) => m[1]!)

describe('cn', () => {
  it('reads the sizes theme.css defines', () => {
    expect(SIZES).toEqual(['tiny', 'small', 'minor', 'subtitle', 'title', 'display'])
  })

  it.each(SIZES)('keeps text-%s beside a text colour', (size) => {
    expect(cn(`mt-1 text-${size}`, 'text-danger')).toBe(`mt-1 text-${size} text-danger`)
    expect(cn('text-muted', `text-${size}`)).toBe(`text-muted text-${size}`)
  })

  it('lets a later size win over an earlier one, as for any group', () => {
    expect(cn('text-small text-ink', 'text-title')).toBe('text-ink text-title')
    expect(cn('text-[0.5em]', 'text-tiny')).toBe('text-tiny')
    expect(cn('text-tiny', 'text-base')).toBe('text-base')
    expect(cn('px-4', 'px-2')).toBe('px-2')
  })
})
