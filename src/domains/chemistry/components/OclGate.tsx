/**
 * The chemistry screens' first step: openchemlib, loaded once per page (runtime/ocl.ts) and held
 * as a resource, then `children(ocl)`; the loader meanwhile, and the load's error in place of
 * the screen.
 */
import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CircleAlert } from 'lucide-react'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { chemistryKeys } from '../logic/keys.ts'
import { loadOcl, type OCL } from '../runtime/ocl.ts'

export function OclGate({ children }: { children(ocl: OCL): ReactNode }) {
  const { t } = useLingui()
  const { data: ocl, error } = useResource<OCL>(chemistryKeys.toolkit(), () => loadOcl())
  if (error && !ocl) {
    return (
      <p role="alert" className="flex items-center gap-2 rounded-md border border-danger/30 bg-danger/5 p-3 text-danger">
        <CircleAlert aria-hidden className="size-4" />
        {t`The chemistry engine could not be loaded.`} {error.message}
      </p>
    )
  }
  if (!ocl) return <PageLoader />
  return children(ocl)
}
