/**
 * Image captchas: 4–5 characters from an alphabet without look-alikes (no 0/O, 1/I/l), drawn
 * as distorted outlines among noise (captchaImage.ts: no text node to read back). Answers live in
 * the `captchas` table for five minutes; comparison is case-insensitive and constant-time. A
 * captcha is single use: a sign-up attempt spends it whatever its outcome (so one solved picture
 * cannot probe many usernames or tenants), and compareCaptcha's wrong answer spends it too. A
 * client address gets CAPTCHA_LIMIT pictures per window (429 after).
 */
import { randomInt, randomUUID } from 'node:crypto'
import type { CaptchaResponse } from '../../../../src/domains/account/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { safeEqual } from '../../platform/passwords.ts'
import { renderCaptchaSvg } from './captchaImage.ts'

export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CAPTCHA_TTL_MS = 5 * 60 * 1000
/** Pictures per client address within the window. */
export const CAPTCHA_LIMIT = { points: 30, windowSeconds: 10 * 60 }

export function randomAnswer(): string {
  const length = randomInt(4, 6)
  let answer = ''
  for (let i = 0; i < length; i++) answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]
  return answer
}

/** Creates and stores a captcha; purges expired ones on the way. */
export async function issueCaptcha(q: Queryable, now: Date): Promise<CaptchaResponse> {
  await q.query('delete from captchas where expires_at <= $1', [now])
  const answer = randomAnswer()
  const captchaId = randomUUID()
  await q.query('insert into captchas (id, answer, expires_at) values ($1, $2, $3)', [captchaId, answer, new Date(now.getTime() + CAPTCHA_TTL_MS)])
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
export async function checkCaptcha(q: Queryable, input: CaptchaInput, now: Date, testAnswer?: string): Promise<CaptchaCheck> {
  const given = (input.charCaptcha ?? '').trim().toUpperCase()
  if (!given) return 'wrong'
  if (testAnswer && safeEqual(given, testAnswer.trim().toUpperCase())) return 'ok'
  if (!input.captchaId) return 'wrong'
  const [row] = await q.query<{ answer: string; expires_at: Date }>('select answer, expires_at from captchas where id = $1 and consumed_at is null', [
    input.captchaId,
  ])
  if (!row) return 'wrong'
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired'
  if (safeEqual(given, row.answer)) return 'ok'
  await consumeCaptcha(q, input.captchaId, now)
  return 'wrong'
}

/** Marks the captcha used; false when it was already used (or never existed). */
export async function consumeCaptcha(q: Queryable, captchaId: string | undefined, now: Date): Promise<boolean> {
  if (!captchaId) return false
  const rows = await q.query('update captchas set consumed_at = $2 where id = $1 and consumed_at is null returning id', [captchaId, now])
  return rows.length > 0
}

/** Spends the captcha (one atomic update: two attempts at once cannot both use it) and checks
 * the answer — right, wrong or expired, it is used up. The test answer, when configured, passes. */
export async function spendCaptcha(q: Queryable, input: CaptchaInput, now: Date, testAnswer?: string): Promise<CaptchaCheck> {
  const given = (input.charCaptcha ?? '').trim().toUpperCase()
  if (!given) return 'wrong'
  if (testAnswer && safeEqual(given, testAnswer.trim().toUpperCase())) return 'ok'
  if (!input.captchaId) return 'wrong'
  const [row] = await q.query<{ answer: string; expires_at: Date }>(
    'update captchas set consumed_at = $2 where id = $1 and consumed_at is null returning answer, expires_at',
    [input.captchaId, now],
  )
  if (!row) return 'wrong'
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired'
  return safeEqual(given, row.answer) ? 'ok' : 'wrong'
}

/** What a failed check tells the person (marked messages, i18n.ts). */
export const CAPTCHA_MESSAGES: Record<Exclude<CaptchaCheck, 'ok'>, string> = {
  wrong: /*i18n*/ 'The captcha is incorrect',
  expired: /*i18n*/ 'The captcha has expired; please get a new one',
}
