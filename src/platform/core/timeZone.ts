/**
 * Time-zone names, framework-free: whether a name is a time zone this runtime knows (an IANA
 * name such as Asia/Shanghai, or UTC), as the runtime spells it. The digest's zone and an
 * organisation's attendance rules are checked with it, in the server and the console alike.
 */

/** `zone` as this runtime names it (`asia/shanghai` → `Asia/Shanghai`), or null when it is not a
 * time zone it knows. */
export function canonicalTimeZone(zone: string): string | null {
  if (zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return null
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return null
  }
}
