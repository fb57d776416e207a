/**
 * The console's composition: the one list of domains `<sw-console>` is made of. Adding a domain
 * is one line here; adding a screen to a domain touches only that domain's folder.
 */
import { composeConsole } from '#platform/ui/composition.ts'
import { account } from '../domains/account/index.ts'
import { admin } from '../domains/admin/index.ts'
import { attendance } from '../domains/attendance/index.ts'
import { chemistry } from '../domains/chemistry/index.ts'
import { notifications } from '../domains/notifications/index.ts'
import { ConsoleElement, shell, type ConsoleElementProps } from '../domains/shell/index.ts'
import { workbench } from '../domains/workbench/index.ts'

/** Menu groups and routes follow this order (a group another domain joins comes first). */
export const consoleComposition = composeConsole([shell, account, workbench, chemistry, attendance, notifications, admin])

/** `<sw-console>` with the composition above. */
export function SwConsole(props: Omit<ConsoleElementProps, 'composition'>) {
  return <ConsoleElement {...props} composition={consoleComposition} />
}
