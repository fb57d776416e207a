/** /mynotification — the user's notification centre in the console (the same component as
 * `<sw-notifications view="list">`). */
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { DEFAULT_PAGE_SIZE } from '../logic/centre.ts'
import { NotificationCentre } from '../components/NotificationCentre.tsx'

export function MyNotifications() {
  const { apiBase } = useConsole()
  const { lang } = useElement()
  return (
    <div className="min-w-0 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <NotificationCentre apiBase={apiBase} pageSize={DEFAULT_PAGE_SIZE} lang={lang} />
    </div>
  )
}
