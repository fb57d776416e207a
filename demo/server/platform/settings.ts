/**
 * Reading settings from the environment, for the platform (config.ts) and for each domain (its
 * own `settings.ts`): `ConfigError`, the one way to read an integer or a 0/1 switch with a
 * clear message naming the variable, and `DomainSettings` — each domain's settings by its
 * name, a registry the platform carries without knowing what is in it.
 */

/** The process environment, or a test's stand-in for it. */
export type Env = Readonly<Record<string, string | undefined>>

/** A bad setting: the server does not start, and says why. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

/** Each domain's settings, keyed by the domain's name. Empty here: a domain adds its entry in its
 * own settings.ts —
 * `declare module '../../platform/settings.ts' { interface DomainSettings { account: AccountSettings } }`
 * — reads it with its ServerDomain's `settings(env)`, and finds it in `deps.settings`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains' declarations
export interface DomainSettings {}

/** What a caller of createServer may set of each domain's settings; the rest keep what the
 * environment (or its absence) gives. */
export type DomainSettingsInput = { [Name in keyof DomainSettings]?: Partial<DomainSettings[Name]> }

/** A whole number from `min` to `max`; `fallback` when unset or blank. */
export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max} (got "${raw}")`)
  }
  return value
}

/** A 0/1 switch: true, false, or undefined when unset. */
export function flag(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return undefined
  if (raw !== '0' && raw !== '1') throw new ConfigError(`${name} must be 0 or 1 (got "${raw}")`)
  return raw === '1'
}

/** A text value, trimmed; undefined when unset or blank. */
export function text(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined
}
