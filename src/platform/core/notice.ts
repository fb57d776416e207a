/** A service notice the console shows on its landing page between two dates (the `notice`
 * attribute of `<sw-console>`, e.g. the holiday pause, docs/spec.md#holiday-pause). */
export interface ServiceNotice {
  start: string
  end: string
  text: string
}
