/** Translatable names of the notification priorities and publishing states. */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { NotificationPriority } from '../contract.ts'

const PRIORITY: Record<NotificationPriority, MessageDescriptor> = { high: msg`High`, medium: msg`Medium`, low: msg`Low` }

export function priorityLabel(priority: NotificationPriority): MessageDescriptor {
  return PRIORITY[priority]
}
