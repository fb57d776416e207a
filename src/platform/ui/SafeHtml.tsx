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
