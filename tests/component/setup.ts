// Component tests run React inside real custom elements in jsdom; each test starts clean.
import { afterEach } from 'vitest'

// jsdom has no canvas: a 2D context that draws nothing, so chart.js (the workbench's trend
// chart) can create and update its chart instead of failing to acquire a context.
if (typeof HTMLCanvasElement !== 'undefined') {
  const noop = () => undefined
  const special: Record<string, (...args: unknown[]) => unknown> = {
    measureText: () => ({ width: 0, actualBoundingBoxAscent: 0, actualBoundingBoxDescent: 0 }),
    getLineDash: () => [],
    isPointInPath: () => false,
    getImageData: () => ({ data: new Uint8ClampedArray(4) }),
    createImageData: () => ({ data: new Uint8ClampedArray(4) }),
    createLinearGradient: () => ({ addColorStop: noop }),
    createRadialGradient: () => ({ addColorStop: noop }),
    createPattern: () => ({}),
    getTransform: () => new DOMMatrix(),
  }
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    const state: Record<PropertyKey, unknown> = { canvas: this }
    return new Proxy(state, {
      get: (target, key) => (key in target ? target[key] : typeof key === 'string' && special[key] ? special[key] : noop),
      set: (target, key, value) => {
        target[key] = value
        return true
      },
    })
  } as unknown as HTMLCanvasElement['getContext']
}

// jsdom has no layout, so no ResizeObserver (chart.js observes its container): one that never
// reports a size change.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
}

afterEach(() => {
  document.body.innerHTML = ''
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  })
  localStorage.clear()
})
