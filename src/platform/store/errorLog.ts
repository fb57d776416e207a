/**
 * The error log (docs/spec.md#error-log): uncaught UI errors in production, each with Msg, Info, Url,
 * Stack; viewable from the bug button and clearable. Bounded so a loop cannot grow it forever.
 */
import { proxy } from 'valtio'

export interface ErrorLogEntry {
  Msg: string
  Info: string
  Url: string
  Stack: string
  time: number
}

export const ERROR_LOG_LIMIT = 100

export const errorLogState = proxy<{ logs: ErrorLogEntry[] }>({ logs: [] })

export function addErrorLog(entry: Omit<ErrorLogEntry, 'time'>): void {
  errorLogState.logs.push({ ...entry, time: Date.now() })
  if (errorLogState.logs.length > ERROR_LOG_LIMIT) errorLogState.logs.splice(0, errorLogState.logs.length - ERROR_LOG_LIMIT)
}

export function clearErrorLog(): void {
  errorLogState.logs = []
}
