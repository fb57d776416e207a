// Entry of a structure-reading worker thread (structureReaders.ts): tsx's loader registered here
// (a worker thread does not inherit `--import tsx`), then the TypeScript worker module.
import { register } from 'tsx/esm/api'

register()
await import('./structureReader.ts')
