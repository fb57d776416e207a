// The visibility rule (docs/spec.md#notification-visibility): the period's edges (start and end both included), the publish
// object (none, user, organisation with its descendants via the reader's ancestors, role),
// withdrawal, and the publisher's period checks.
import { describe, expect, it } from 'vitest'
import { inAudience, isEveryone, isVisible, notificationState, periodProblem, type Reader } from '../../../../src/domains/notifications/logic/visibility.ts'

const start = '2026-03-01T00:00:00.000Z'
const end = '2026-03-10T00:00:00.000Z'
const at = (iso: string, ms = 0) => new Date(Date.parse(iso) + ms)
const reader: Reader = { userId: 7, orgIds: [30, 3, 1], roles: ['ROLE_MEMBER'] }

describe('notificationState', () => {
  it('is current without a period, whenever', () => {
    expect(notificationState({ startTime: null, endTime: null }, at(start, -1e12))).toBe('current')
  })
  it('is upcoming until the start, current from the start to the end included, expired after', () => {
    const p = { startTime: start, endTime: end }
    expect(notificationState(p, at(start, -1))).toBe('upcoming')
    expect(notificationState(p, at(start))).toBe('current')
    expect(notificationState(p, at(end))).toBe('current')
    expect(notificationState(p, at(end, 1))).toBe('expired')
  })
  it('reads a missing start as since ever and a missing end as for ever', () => {
    expect(notificationState({ startTime: null, endTime: end }, at(start, -1e10))).toBe('current')
    expect(notificationState({ startTime: start, endTime: null }, at(end, 1e12))).toBe('current')
  })
})

describe('inAudience', () => {
  it('includes everyone when the object is null or empty', () => {
    expect(isEveryone(null)).toBe(true)
    expect(inAudience(null, reader)).toBe(true)
    expect(inAudience({ users: [], orgs: [], roles: [] }, reader)).toBe(true)
  })
  it('includes a listed user, role or organisation — the reader’s own or one above it', () => {
    expect(inAudience({ users: [7], orgs: [], roles: [] }, reader)).toBe(true)
    expect(inAudience({ users: [8], orgs: [], roles: [] }, reader)).toBe(false)
    expect(inAudience({ users: [], orgs: [], roles: ['ROLE_MEMBER'] }, reader)).toBe(true)
    expect(inAudience({ users: [], orgs: [], roles: ['ROLE_ADMIN'] }, reader)).toBe(false)
    expect(inAudience({ users: [], orgs: [30], roles: [] }, reader)).toBe(true)
    expect(inAudience({ users: [], orgs: [1], roles: [] }, reader)).toBe(true)
    expect(inAudience({ users: [], orgs: [31], roles: [] }, reader)).toBe(false)
    expect(inAudience({ users: [8], orgs: [31], roles: ['ROLE_MEMBER'] }, reader)).toBe(true)
  })
})

describe('isVisible', () => {
  const notice = { startTime: start, endTime: end, publishObject: null }
  it('needs the audience, the period and no withdrawal', () => {
    expect(isVisible(notice, reader, at(start))).toBe(true)
    expect(isVisible(notice, reader, at(start, -1))).toBe(false)
    expect(isVisible(notice, reader, at(end, 1))).toBe(false)
    expect(isVisible({ ...notice, withdrawn: true }, reader, at(start))).toBe(false)
    expect(isVisible({ ...notice, publishObject: { users: [], orgs: [], roles: ['ROLE_ADMIN'] } }, reader, at(start))).toBe(false)
  })
})

describe('periodProblem', () => {
  const now = at(start)
  it('accepts none, or a start before an end not in the past', () => {
    expect(periodProblem({ startTime: null, endTime: null }, now)).toBeNull()
    expect(periodProblem({ startTime: start, endTime: end }, now)).toBeNull()
    expect(periodProblem({ startTime: '2026-01-01T00:00:00Z', endTime: start }, now)).toBeNull()
  })
  it('names the field of each problem', () => {
    expect(periodProblem({ startTime: start, endTime: null }, now)).toEqual({ field: 'endTime', message: 'endTime is required when startTime is set' })
    expect(periodProblem({ startTime: null, endTime: end }, now)?.field).toBe('startTime')
    expect(periodProblem({ startTime: end, endTime: start }, now)).toEqual({ field: 'endTime', message: 'endTime must be after startTime' })
    expect(periodProblem({ startTime: start, endTime: start }, now)?.message).toBe('endTime must be after startTime')
    expect(periodProblem({ startTime: '2025-01-01T00:00:00Z', endTime: '2025-02-01T00:00:00Z' }, now)).toEqual({
      field: 'endTime',
      message: 'endTime must not be in the past',
    })
    expect(periodProblem({ startTime: 'soon', endTime: end }, now)?.field).toBe('startTime')
  })
})
