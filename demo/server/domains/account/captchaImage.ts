/**
 * The captcha picture: no text a program can read back. Each character's outline comes from a
 * real font (DejaVu Sans Bold, read with opentype.js) and is scaled, skewed, rotated and placed
 * at random, then the whole picture is bent by two random waves; curves are cut into a random
 * number of straight pieces and every point is shaken a little, so no two drawings of a letter
 * share a shape or a command sequence. The letters, thin ribbons crossing them and specks of noise
 * are contours of ONE filled path in random order, so nothing separates a letter from the noise
 * but looking at the picture. Only the picture leaves the server; the answer stays in the table.
 */
import { randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Font, PathCommand } from 'opentype.js'

export const CAPTCHA_WIDTH = 160
export const CAPTCHA_HEIGHT = 56

const FONT_FILE = '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff'
let font: Font | undefined

function captchaFont(): Font {
  if (!font) {
    // Loaded as CommonJS: its ESM build has only named exports, its main file only a CommonJS
    // one, and Node and Vite pick differently — require gives both the same module.
    const require = createRequire(import.meta.url)
    const opentype = require('opentype.js') as typeof import('opentype.js')
    const bytes = readFileSync(require.resolve(FONT_FILE))
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
  }
  return font
}

/** A uniform random number in [min, max) from the crypto generator. */
const random = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min)

type Point = [number, number]
type Warp = (p: Point) => Point

/** The points of a glyph's contours, curves cut into 2–5 straight pieces each. */
function contours(commands: PathCommand[]): Point[][] {
  const out: Point[][] = []
  let current: Point[] = []
  let at: Point = [0, 0]
  const close = () => {
    if (current.length > 2) out.push(current)
    current = []
  }
  for (const c of commands) {
    if (c.type === 'M') {
      close()
      at = [c.x, c.y]
      current.push(at)
    } else if (c.type === 'L') {
      at = [c.x, c.y]
      current.push(at)
    } else if (c.type === 'Q' || c.type === 'C') {
      const pieces = randomInt(2, 6)
      const from = at
      for (let i = 1; i <= pieces; i++) {
        const t = i / pieces
        const u = 1 - t
        const point: Point =
          c.type === 'Q'
            ? [u * u * from[0] + 2 * u * t * c.x1 + t * t * c.x, u * u * from[1] + 2 * u * t * c.y1 + t * t * c.y]
            : [
                u ** 3 * from[0] + 3 * u * u * t * c.x1 + 3 * u * t * t * c.x2 + t ** 3 * c.x,
                u ** 3 * from[1] + 3 * u * u * t * c.y1 + 3 * u * t * t * c.y2 + t ** 3 * c.y,
              ]
        current.push(point)
      }
      at = [c.x, c.y]
    } else if (c.type === 'Z') {
      close()
    }
  }
  close()
  return out
}

/** One character's contours, transformed at random and centred on (x, y). */
function character(char: string, x: number, y: number): Point[][] {
  const path = captchaFont().charToGlyph(char).getPath(0, 0, random(31, 38))
  const box = path.getBoundingBox()
  const [cx, cy] = [(box.x1 + box.x2) / 2, (box.y1 + box.y2) / 2]
  const angle = (random(-26, 26) * Math.PI) / 180
  const [sin, cos] = [Math.sin(angle), Math.cos(angle)]
  const [scaleX, skew] = [random(0.82, 1.1), random(-0.3, 0.3)]
  return contours(path.commands).map((contour) =>
    contour.map(([px, py]) => {
      const dy = py - cy
      const dx = (px - cx) * scaleX + skew * dy
      return [x + dx * cos - dy * sin, y + dx * sin + dy * cos]
    }),
  )
}

/** A thin filled ribbon along a random curve across the picture. */
function ribbon(): Point[][] {
  const [y0, y1, y2, y3] = [random(8, 48), random(0, 56), random(0, 56), random(8, 48)]
  const width = random(0.7, 1.3)
  const spine: Point[] = []
  for (let i = 0; i <= 24; i++) {
    const t = i / 24
    const u = 1 - t
    spine.push([t * CAPTCHA_WIDTH, u ** 3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t ** 3 * y3])
  }
  const side = (sign: number) =>
    spine.map(([px, py], i): Point => {
      const [nx, ny] = spine[Math.min(i + 1, spine.length - 1)]
      const [ax, ay] = spine[Math.max(i - 1, 0)]
      const len = Math.hypot(nx - ax, ny - ay) || 1
      return [px - (sign * width * (ny - ay)) / len, py + (sign * width * (nx - ax)) / len]
    })
  return [[...side(1), ...side(-1).reverse()]]
}

/** Twice the signed area of a contour (its winding direction). */
const signedArea = (contour: Point[]) =>
  contour.reduce((sum, [x, y], i) => {
    const [nx, ny] = contour[(i + 1) % contour.length]
    return sum + x * ny - nx * y
  }, 0)

/** The contour wound as `sign` says: noise that crosses a letter then adds to it under the
 * nonzero fill rule instead of cutting a hole in it. */
const wound = (contour: Point[], sign: number) => (Math.sign(signedArea(contour)) === sign ? contour : [...contour].reverse())

/** A small speck: a random triangle. */
function speck(): Point[][] {
  const [x, y] = [random(0, CAPTCHA_WIDTH), random(0, CAPTCHA_HEIGHT)]
  return [[0, 1, 2].map((): Point => [x + random(-1.6, 1.6), y + random(-1.6, 1.6)])]
}

/** Two random waves bending the whole picture. */
function randomWarp(): Warp {
  const [ax, lx, px] = [random(1.5, 3), random(9, 16), random(0, 6.3)]
  const [ay, ly, py] = [random(2, 4), random(14, 24), random(0, 6.3)]
  return ([x, y]) => [x + ax * Math.sin(y / lx + px), y + ay * Math.sin(x / ly + py)]
}

const colour = (min: number, max: number) => `rgb(${randomInt(min, max)},${randomInt(min, max)},${randomInt(min, max)})`

/** The SVG picture of `answer` (characters the font has; the caller chooses them). */
export function renderCaptchaSvg(answer: string): string {
  const warp = randomWarp()
  const step = (CAPTCHA_WIDTH - 26) / answer.length
  const shapes: Point[][] = []
  ;[...answer].forEach((char, i) => shapes.push(...character(char, 13 + step * (i + 0.5) + random(-3, 3), CAPTCHA_HEIGHT / 2 + random(-4, 4))))
  // The letters' outer contours are the largest of each; noise turns the same way.
  const outer = Math.sign(signedArea(shapes.reduce((a, b) => (Math.abs(signedArea(b)) > Math.abs(signedArea(a)) ? b : a))))
  for (let i = randomInt(2, 4); i > 0; i--) shapes.push(...ribbon().map((c) => wound(c, outer)))
  for (let i = randomInt(25, 40); i > 0; i--) shapes.push(...speck().map((c) => wound(c, outer)))
  // Random order: the letters' contours are not together, nor first.
  for (let i = shapes.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1)
    ;[shapes[i], shapes[j]] = [shapes[j], shapes[i]]
  }
  const d = shapes
    .map((contour) => {
      const points = contour.map((p) => warp(p)).map(([x, y]) => `${(x + random(-0.4, 0.4)).toFixed(1)} ${(y + random(-0.4, 0.4)).toFixed(1)}`)
      return `M${points.join('L')}Z`
    })
    .join('')
  const decoys = Array.from({ length: 3 }, () => {
    const y = () => randomInt(4, CAPTCHA_HEIGHT - 4)
    return `<path d="M0 ${y()}C${randomInt(30, 70)} ${y()} ${randomInt(90, 130)} ${y()} ${CAPTCHA_WIDTH} ${y()}" stroke="${colour(150, 210)}" stroke-width="1" fill="none"/>`
  }).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="${colour(225, 250)}"/>${decoys}` +
    `<path fill="${colour(20, 90)}" d="${d}"/></svg>`
  )
}
