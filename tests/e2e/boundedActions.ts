/**
 * Every browser call of the test suites has a bound of its own. Playwright times out an action
 * that waits for an element, but a call the browser never answers — a mouse move into a drag
 * Chromium 150 had ended, an evaluate whose promise never settles — waits until the whole test
 * times out and says nothing of where. Here each asynchronous method of Page, Frame, Locator,
 * ElementHandle, Mouse and Keyboard is raced against its own timeout (the `timeout` option it
 * was given, else the context's default) plus a grace, or a bound of `bounds` for the calls
 * Playwright gives no timeout (mouse, keyboard, evaluate): past it the call fails naming itself
 * and what it was called on. Installed by the harness's launchBrowser inside the test runner.
 */
import type { Browser, Page } from 'playwright-core'

export const bounds = {
  /** Added to a call's own timeout before the guard fails it (Playwright reports first). */
  graceMs: 5_000,
  /** For mouse and keyboard input, which Playwright gives no timeout. */
  inputMs: 10_000,
  /** For evaluate, which Playwright gives no timeout (axe-core runs in one). */
  evaluateMs: 30_000,
  /** When the context's default cannot be read. */
  fallbackMs: 30_000,
}

/** Calls that wait as long as asked, or that are not a wait. */
const UNBOUNDED = new Set(['pause', 'close', 'route', 'unroute', 'unrouteAll', 'routeFromHAR', 'exposeBinding', 'exposeFunction', 'addInitScript'])
const NAVIGATIONS = new Set(['goto', 'reload', 'goBack', 'goForward', 'waitForURL', 'waitForNavigation', 'waitForLoadState'])
const EVALUATIONS = new Set(['evaluate', 'evaluateHandle', '$eval', '$$eval'])

interface TimeoutSettings {
  _timeout(options: object): number
  _navigationTimeout(options: object): number
}

/** The context's default timeout for `method` on `target`, read from Playwright's client objects
 * (their `_timeoutSettings`); `bounds.fallbackMs` if they change shape. */
function defaultTimeout(target: object, method: string): number {
  const owner = target as { _timeoutSettings?: TimeoutSettings; _page?: object; _frame?: { _page?: object } }
  const holder = (owner._timeoutSettings ? owner : (owner._page ?? owner._frame?._page)) as { _timeoutSettings?: TimeoutSettings } | undefined
  try {
    const settings = holder?._timeoutSettings
    const ms = settings && (NAVIGATIONS.has(method) ? settings._navigationTimeout({}) : settings._timeout({}))
    return typeof ms === 'number' && ms > 0 ? ms : bounds.fallbackMs
  } catch {
    return bounds.fallbackMs
  }
}

function boundFor(kind: string, method: string, target: object, args: unknown[]): number {
  if (method === 'waitForTimeout' && typeof args[0] === 'number') return args[0] + bounds.graceMs
  const explicit = args.find((a): a is { timeout: number } => typeof a === 'object' && a !== null && typeof (a as { timeout?: unknown }).timeout === 'number')
  if (explicit) return (explicit.timeout > 0 ? explicit.timeout : bounds.fallbackMs) + bounds.graceMs
  if (kind === 'mouse' || kind === 'keyboard') return bounds.inputMs
  if (EVALUATIONS.has(method)) return bounds.evaluateMs
  return defaultTimeout(target, method) + bounds.graceMs
}

function callName(kind: string, method: string, target: object): string {
  const text = kind === 'locator' ? String(target) : ''
  return text ? `${kind}.${method}() on ${text}` : `${kind}.${method}()`
}

function patch(kind: string, proto: Record<string, unknown>): void {
  for (const method of Object.getOwnPropertyNames(proto)) {
    const original = Object.getOwnPropertyDescriptor(proto, method)?.value
    if (method === 'constructor' || method.startsWith('_') || UNBOUNDED.has(method) || typeof original !== 'function') continue
    proto[method] = function bounded(this: object, ...args: unknown[]) {
      // The clock starts before the call, so an outer call's bound ends before that of a call it
      // makes inside (page.evaluate → frame.evaluate) and the error names what the test called.
      const ms = boundFor(kind, method, this, args)
      let timer: ReturnType<typeof setTimeout> | undefined
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${callName(kind, method, this)} did not finish within ${ms} ms (its own bound: the browser never answered)`)),
          ms,
        )
      })
      expired.catch(() => {})
      let result: unknown
      try {
        result = original.apply(this, args)
      } catch (error) {
        clearTimeout(timer)
        throw error
      }
      if (!(result instanceof Promise)) {
        clearTimeout(timer)
        return result
      }
      return Promise.race([result, expired]).finally(() => clearTimeout(timer))
    }
  }
}

let patched = false

/** Bounds every call of the browser's client objects (once per process): opens a throw-away page
 * to reach their classes. */
export async function boundActions(browser: Browser): Promise<void> {
  if (patched) return
  patched = true
  const context = await browser.newContext()
  try {
    const page: Page = await context.newPage()
    const handle = await page.$('html')
    const protos: Array<[string, object | null | undefined]> = [
      ['page', Object.getPrototypeOf(page)],
      ['frame', Object.getPrototypeOf(page.mainFrame())],
      ['locator', Object.getPrototypeOf(page.locator('html'))],
      ['mouse', Object.getPrototypeOf(page.mouse)],
      ['keyboard', Object.getPrototypeOf(page.keyboard)],
      ['elementHandle', handle && Object.getPrototypeOf(handle)],
    ]
    for (const [kind, proto] of protos) if (proto) patch(kind, proto as Record<string, unknown>)
  } finally {
    await context.close()
  }
}
