/** The account domain's server-state keys (platform/store/resource.ts). Framework-free. */
import type { ResourceKey } from '#platform/store/resource.ts'

export const accountKeys = {
  /** The sign-up form's captcha picture (a new one after each try). */
  captcha: (apiBase: string): ResourceKey => [apiBase, 'account', 'captcha'],
}
