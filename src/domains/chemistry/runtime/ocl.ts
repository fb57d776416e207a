/**
 * openchemlib, loaded once and only by the chemistry screens (a lazy chunk of ~340 kB gzip), with
 * its resources registered (the 1.35 MB resources.json Vite emits beside it, needed by the
 * property and toxicity estimates).
 */
import type * as OCLNamespace from 'openchemlib'

export type OCL = typeof OCLNamespace

let loading: Promise<OCL> | undefined

export function loadOcl(): Promise<OCL> {
  loading ??= import('openchemlib')
    .then(async (module) => {
      const ocl = ((module as { default?: OCL }).default ?? module) as OCL
      await ocl.Resources.registerFromUrl()
      return ocl
    })
    .catch((error: unknown) => {
      loading = undefined // a later visit tries again
      throw error
    })
  return loading
}
