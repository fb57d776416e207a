/**
 * Password hashing with scrypt (random 16-byte salt), stored as
 * `scrypt$N$r$p$<salt base64>$<hash base64>`, verified in constant time; and `safeEqual` for
 * other secrets compared against user input.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const COST = { N: 16_384, r: 8, p: 1 } as const
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$')
}

/** Parses a stored hash; refuses parameters outside sane bounds (a corrupt row must not make
 * every login burn memory). */
function parse(stored: string): { options: ScryptOptions; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [N, r, p] = parts.slice(1, 4).map(Number)
  const valid = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max
  if (!valid(N, 1 << 17) || (N & (N - 1)) !== 0 || !valid(r, 16) || !valid(p, 4)) return null
  const salt = Buffer.from(parts[4], 'base64')
  const key = Buffer.from(parts[5], 'base64')
  if (salt.length === 0 || key.length !== KEY_LENGTH) return null
  return { options: { N, r, p }, salt, key }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.options)
  return timingSafeEqual(key, parsed.key)
}

let dummyHash: Promise<string> | undefined

/** Spends the time of one verification, so an unknown username answers as slowly as a wrong
 * password (no account enumeration by timing). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'))
  await verifyPassword(password, await dummyHash)
  return false
}

/** Constant-time string comparison (lengths are hidden by hashing first). */
export function safeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest()
  return timingSafeEqual(digest(a), digest(b))
}
