/** The words of the import: why a row was set aside, and the rejected rows as a CSV to fix and
 * import again (formula-like cells neutralised, as in every CSV we write). */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RowProblem } from '../logic/importCompute.ts'
import type { RejectedRow } from '../contract.ts'
import { toCsv } from '#platform/core/files/tableFile.ts'

export function problemText(i18n: I18n, problem: RowProblem): string {
  switch (problem.code) {
    case 'empty':
      return i18n._(msg`No structure in this row`)
    case 'invalid':
      return problem.detail ? i18n._(msg`The structure cannot be read: ${problem.detail}`) : i18n._(msg`The structure cannot be read`)
    case 'tooLarge':
      return i18n._(msg`The structure has more than 1000 atoms`)
    case 'repeated': {
      const earlier = problem.earlierRow
      return i18n._(msg`The same structure as row ${earlier}`)
    }
    case 'badNumber': {
      const column = problem.column
      return i18n._(msg`${column} is not a number`)
    }
    case 'duplicate': {
      const existing = problem.existing
      // No name: the compound is outside the user's data scope, and the server does not say it.
      return existing ? i18n._(msg`Already in the workspace as “${existing}”`) : i18n._(msg`Already in the workspace, as a compound outside your data scope`)
    }
    case 'data':
      return problem.reason
  }
}

export function rejectedCsv(i18n: I18n, problems: readonly RowProblem[]): string {
  return toCsv(
    ['row', 'name', 'structure', 'reason'],
    problems.map((p) => [p.row, p.name, p.structure, problemText(i18n, p)]),
  )
}

/** A streamed import's rejected rows (the server's report, reasons in the reader's language). */
export function rejectedRowsCsv(rows: readonly RejectedRow[]): string {
  return toCsv(
    ['row', 'structure', 'reason'],
    rows.map((r) => [r.row, r.structure ?? '', r.reason]),
  )
}
