/**
 * A screen's write: `useMutation(action, options)` gives `run(...args)`, `pending` and the
 * `problem` of the last failure (the server's message and field, for the form to show). A run
 * while one is pending is refused (a double submit saves once). On success it shows the
 * `success` toast, invalidates the `invalidates` keys (platform/store/resource.ts) and calls
 * `onSuccess`; `run` resolves to whether it succeeded. The options are read at run time.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { problemOf, type Problem } from '../core/http/errors.ts'
import { showToast } from '../store/feedback.ts'
import { invalidate, type KeyPrefix } from '../store/resource.ts'

export type { Problem } from '../core/http/errors.ts'

export interface MutationOptions<A extends unknown[], R> {
  /** The data the write changed: loads again after success. */
  invalidates?: readonly KeyPrefix[] | ((result: R, ...args: A) => readonly KeyPrefix[])
  /** A toast after success. */
  success?: MessageDescriptor
  /** How long the success toast stays (ms). */
  successMs?: number
  /** The problem's message when the failure is not the server's answer (no connection). */
  fallback?: string
  onSuccess?(result: R, ...args: A): void
  onError?(problem: Problem, caught: unknown): void
}

export interface Mutation<A extends unknown[]> {
  run(...args: A): Promise<boolean>
  pending: boolean
  problem: Problem | null
  setProblem(problem: Problem | null): void
}

export function useMutation<A extends unknown[], R>(action: (...args: A) => Promise<R>, options: MutationOptions<A, R> = {}): Mutation<A> {
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const latest = useRef({ action, options })
  useLayoutEffect(() => {
    latest.current = { action, options }
  })
  const running = useRef(false)
  const run = useCallback(async (...args: A): Promise<boolean> => {
    if (running.current) return false
    const { action, options } = latest.current
    running.current = true
    setPending(true)
    setProblem(null)
    try {
      const result = await action(...args)
      if (options.success) showToast({ kind: 'success', message: options.success, duration: options.successMs ?? 2000 })
      const keys = typeof options.invalidates === 'function' ? options.invalidates(result, ...args) : (options.invalidates ?? [])
      for (const key of keys) void invalidate(key)
      options.onSuccess?.(result, ...args)
      return true
    } catch (caught) {
      const found = problemOf(caught, options.fallback ?? String(caught))
      setProblem(found)
      options.onError?.(found, caught)
      return false
    } finally {
      running.current = false
      setPending(false)
    }
  }, [])
  return { run, pending, problem, setProblem }
}
