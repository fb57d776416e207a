/** An operation log entry as a sentence in the user's language ("Ada Admin disabled user
 * x@acme.test"), the server's English summary for an action the console does not know. */
import { useLingui } from '@lingui/react/macro'
import type { OpLogEntry } from '../contract.ts'

/** The sentence of an entry, worded for the actions the console knows. */
export function useOpLogSentence(): (entry: OpLogEntry) => string {
  const { t } = useLingui()
  return (entry) => {
    const actor = entry.nickname || entry.username
    const target = entry.target
    if (entry.outcome === 'failed') return t`${actor} was refused: ${entry.summary}`
    switch (`${entry.module}.${entry.action}`) {
      case 'users.create':
        return t`${actor} created user ${target}`
      case 'users.update':
        return t`${actor} edited user ${target}`
      case 'users.enable':
        return t`${actor} enabled user ${target}`
      case 'users.disable':
        return t`${actor} disabled user ${target}`
      case 'users.resetPassword':
        return t`${actor} reset the password of ${target}`
      case 'users.delete':
        return t`${actor} deleted user ${target}`
      case 'users.restore':
        return t`${actor} restored user ${target}`
      case 'users.approve':
        return t`${actor} approved the sign-up of ${target}`
      case 'users.reject':
        return t`${actor} rejected the sign-up of ${target}`
      case 'users.grant':
        return t`${actor} changed the roles of ${target}`
      case 'users.import':
        return t`${actor} imported users (${target})`
      case 'users.endSession':
        return t`${actor} signed ${target} out of a session`
      case 'orgs.create':
        return t`${actor} created organisation ${target}`
      case 'orgs.rename':
        return t`${actor} renamed organisation ${target}`
      case 'orgs.move':
        return t`${actor} moved organisation ${target}`
      case 'orgs.delete':
        return t`${actor} deleted organisation ${target}`
      case 'roles.create':
        return t`${actor} created role ${target}`
      case 'roles.rename':
        return t`${actor} renamed role ${target}`
      case 'roles.delete':
        return t`${actor} deleted role ${target}`
      case 'roles.permissions':
        return t`${actor} changed the menus and data scope of role ${target}`
      case 'dicts.createType':
        return t`${actor} created dictionary type ${target}`
      case 'dicts.updateType':
        return t`${actor} edited dictionary type ${target}`
      case 'dicts.deleteType':
        return t`${actor} deleted dictionary type ${target}`
      case 'dicts.createItem':
        return t`${actor} added dictionary entry ${target}`
      case 'dicts.updateItem':
        return t`${actor} edited dictionary entry ${target}`
      case 'dicts.enableItem':
        return t`${actor} enabled dictionary entry ${target}`
      case 'dicts.disableItem':
        return t`${actor} disabled dictionary entry ${target}`
      case 'dicts.deleteItem':
        return t`${actor} deleted dictionary entry ${target}`
      case 'dicts.sortItems':
        return t`${actor} reordered dictionary ${target}`
      default:
        return `${actor}: ${entry.summary}`
    }
  }
}
