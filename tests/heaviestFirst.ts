/**
 * The order test files start in: Vitest's own (a file's last duration when it has one, else the
 * larger file first — on a fresh clone, CI's case, always the latter), then, inside a project, the
 * files known to take longest at the front. By size, the two accessibility files (17 and 156 lines,
 * about a third of the e2e stage's test time) started last: one of the two workers then ran them
 * alone for minutes at the end. Longest first keeps both workers busy until the stage ends.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The longest files, longest first (CI's e2e durations, 2 cores). */
export const HEAVIEST = [
  'tests/e2e/a11y-zh-dialogs.test.ts',
  'tests/e2e/a11y.test.ts',
  'tests/e2e/sw-console.test.ts',
  'tests/e2e/notifications.test.ts',
  'tests/e2e/chemistry.test.ts',
  'tests/e2e/attendance.test.ts',
  'tests/e2e/preview.test.ts',
  'tests/e2e/host-citizen.test.ts',
  'tests/e2e/compoundImportStream.test.ts',
  'tests/e2e/adminRoles.test.ts',
]

const weight = (spec: TestSpecification) => {
  const at = HEAVIEST.findIndex((path) => spec.moduleId.endsWith(`/${path}`))
  return at < 0 ? HEAVIEST.length : at
}

export class HeaviestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // Projects keep Vitest's order (they run one after another); within one, a stable sort.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))]
    return projects.flatMap((name) =>
      sorted
        .filter((spec) => spec.project.name === name)
        .map((spec, order) => ({ spec, order }))
        .sort((a, b) => weight(a.spec) - weight(b.spec) || a.order - b.order)
        .map(({ spec }) => spec),
    )
  }
}
