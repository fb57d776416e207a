/**
 * Renders untrusted rich text (notification content and its preview) through the one sanitising
 * policy (platform/core/sanitize.ts) with the browser's DOMPurify. Every place that shows stored
 * HTML uses this component — never `dangerouslySetInnerHTML` on its own.
 */
import { useMemo } from 'react'
import DOMPurify from 'dompurify'
import { sanitizeWith } from '../core/sanitize.ts'
import { cn } from './cn.ts'

/** The policy applied with the browser's DOMPurify. */
export function sanitizeHtml(html: string): string {
  return sanitizeWith(DOMPurify, html)
}

export interface SafeHtmlProps {
  html: string
  className?: string
  /** `::part()` name. */
  part?: string
}

export function SafeHtml({ html, className, part }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={cn('sw-prose', className)} part={part} dangerouslySetInnerHTML={{ __html: clean }} />
}

/** The words of untrusted rich text (for one-line excerpts): sanitised, parsed inert in a
 * template (nothing loads or runs), its text content. */
export function plainText(html: string): string {
  const known = excerpts.get(html)
  if (known !== undefined) return known
  const template = document.createElement('template')
  template.innerHTML = sanitizeHtml(html)
  const text = (template.content.textContent ?? '').replace(/\s+/g, ' ').trim()
  if (excerpts.size >= 500) excerpts.clear()
  excerpts.set(html, text)
  return text
}

/** Recent excerpts (a list redraws the same rows while it scrolls). */
const excerpts = new Map<string, string>()
