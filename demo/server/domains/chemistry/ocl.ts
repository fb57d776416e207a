/** openchemlib on the server (resources from the package), loaded on the first structure it reads. */
import type * as OCLNamespace from 'openchemlib'

let ocl: Promise<typeof OCLNamespace> | undefined

export function serverOcl(): Promise<typeof OCLNamespace> {
  ocl ??= import('openchemlib').then((module) => {
    module.Resources.registerFromNodejs()
    return module
  })
  return ocl
}
