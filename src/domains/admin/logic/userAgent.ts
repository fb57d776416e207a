/**
 * A user agent as an administrator reads it in the sign-in log and the online sessions: the
 * browser with its major version and the operating system ("Chrome 150 · Linux"), read by bowser;
 * the raw text when bowser names neither, '' for none.
 */
import Bowser from 'bowser'

export function describeUserAgent(userAgent: string): string {
  if (!userAgent.trim()) return ''
  const { browser, os } = Bowser.parse(userAgent)
  const name = browser.name ? `${browser.name}${browser.version ? ` ${browser.version.split('.')[0]}` : ''}` : ''
  const parts = [name, os.name ?? ''].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : userAgent.slice(0, 60)
}
