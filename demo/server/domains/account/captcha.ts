/**
 * Image captchas drawn by hand as SVG: 4–5 characters from an alphabet without look-alikes
 * (no 0/O, 1/I/l), each rotated and shifted, over noise lines and dots. Answers live in the
 * `captchas` table for five minutes; comparison is case-insensitive and constant-time, and a
 * captcha is used up by a successful registerAccount or by one wrong answer.
 */
import { randomInt, randomUUID } from 'node:crypto'
import type { CaptchaResponse } from '../../../../src/domains/account/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { safeEqual } from '../../platform/passwords.ts'

export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CAPTCHA_TTL_MS = 5 * 60 * 1000
const WIDTH = 150
const HEIGHT = 50

export function randomAnswer(): string {
  const length = randomInt(4, 6)
  let answer = ''
  for (let i = 0; i < length; i++) answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]
  return answer
}

const colour = (min: number, max: number) =>
  `rgb(${randomInt(min, max)},${randomInt(min, max)},${randomInt(min, max)})`

/** The SVG image of an answer. Only characters of CAPTCHA_ALPHABET reach the markup. */
export function renderCaptchaSvg(answer: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour(230, 256)}"/>`]
  for (let i = 0; i < 5; i++) {
    const [x1, y1, cx, cy, x2, y2] = [0, randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT), WIDTH, randomInt(HEIGHT)]
    parts.push(
      `<path d="M${x1} ${y1} Q${cx} ${cy} ${x2} ${y2}" stroke="${colour(100, 200)}" stroke-width="${randomInt(1, 3)}" fill="none"/>`,
    )
  }
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${colour(80, 200)}"/>`)
  }
  const step = (WIDTH - 20) / answer.length
  ;[...answer].forEach((char, i) => {
    if (!CAPTCHA_ALPHABET.includes(char)) throw new Error('captcha character outside the alphabet')
    const x = Math.round(10 + step * i + step / 2 + randomInt(-4, 5))
    const y = Math.round(HEIGHT / 2 + randomInt(-5, 6))
    const angle = randomInt(-30, 31)
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="${colour(20, 120)}" ` +
        `font-family="Verdana, DejaVu Sans, sans-serif" font-size="${randomInt(24, 31)}" font-weight="bold" ` +
        `text-anchor="middle" dominant-baseline="central">${char}</text>`,
    )
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    parts.join('') +
    '</svg>'
  )
}

/** Creates and stores a captcha; purges expired ones on the way. */
export async function issueCaptcha(q: Queryable, now: Date): Promise<CaptchaResponse> {
  await q.query('delete from captchas where expires_at <= $1', [now])
  const answer = randomAnswer()
  const captchaId = randomUUID()
  await q.query('insert into captchas (id, answer, expires_at) values ($1, $2, $3)', [
    captchaId,
    answer,
    new Date(now.getTime() + CAPTCHA_TTL_MS),
  ])
  return { captchaId, svg: renderCaptchaSvg(answer) }
}

export type CaptchaCheck = 'ok' | 'wrong' | 'expired'

export interface CaptchaInput {
  captchaId?: string
  charCaptcha?: string
}

/** Checks an answer (case-insensitive). A wrong answer uses the captcha up — the form asks for
 * a new picture — so answers cannot be guessed one after another. The test answer, when
 * configured, always passes. */
export async function checkCaptcha(
  q: Queryable,
  input: CaptchaInput,
  now: Date,
  testAnswer?: string,
): Promise<CaptchaCheck> {
  const given = (input.charCaptcha ?? '').trim().toUpperCase()
  if (!given) return 'wrong'
  if (testAnswer && safeEqual(given, testAnswer.trim().toUpperCase())) return 'ok'
  if (!input.captchaId) return 'wrong'
  const [row] = await q.query<{ answer: string; expires_at: Date }>(
    'select answer, expires_at from captchas where id = $1 and consumed_at is null',
    [input.captchaId],
  )
  if (!row) return 'wrong'
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired'
  if (safeEqual(given, row.answer)) return 'ok'
  await consumeCaptcha(q, input.captchaId, now)
  return 'wrong'
}

/** Marks the captcha used; false when it was already used (or never existed). */
export async function consumeCaptcha(q: Queryable, captchaId: string | undefined, now: Date): Promise<boolean> {
  if (!captchaId) return false
  const rows = await q.query(
    'update captchas set consumed_at = $2 where id = $1 and consumed_at is null returning id',
    [captchaId, now],
  )
  return rows.length > 0
}

export const CAPTCHA_MESSAGES: Record<Exclude<CaptchaCheck, 'ok'>, string> = {
  wrong: 'The captcha is incorrect',
  expired: 'The captcha has expired; please get a new one',
}
