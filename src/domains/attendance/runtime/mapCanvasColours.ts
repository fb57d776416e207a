/**
 * What the scope map's canvas (MapCanvas.tsx) draws with, outside React and OpenLayers: the
 * theme's colour tokens resolved to colours a canvas understands, a colour with an alpha, and
 * degrees rounded for a position given back.
 */

/** A theme token as a colour the canvas understands (resolved through a probe element in `host`). */
export function tokenColour(host: HTMLElement, token: string, fallback: string): string {
  const probe = document.createElement('span')
  probe.style.color = `var(${token}, ${fallback})`
  probe.style.display = 'none'
  host.append(probe)
  const colour = getComputedStyle(probe).color || fallback
  probe.remove()
  return colour
}

/** `rgb(…)` / `rgba(…)` with the alpha given (another colour as it is). */
export function withAlpha(colour: string, alpha: number): string {
  const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(colour)
  return m ? `rgba(${m[1]}, ${m[2]}, ${m[3]}, ${alpha})` : colour
}

/** Degrees to 6 decimals (~0.1 m). */
export function roundDegrees(deg: number): number {
  return Math.round(deg * 1e6) / 1e6
}
