// The publishing form's rules (docs/spec.md#publishing): the same problems, by field and in the server's words,
// as saveNotification gives; the editor's image types (docs/spec.md#editor-images); the wire mapping (no recipient =
// everyone, local times to ISO); an edited notice's recipients named from resolveTargets (an id the
// server left out kept, marked missing); drafts that cannot be read are ignored.
import { describe, expect, it } from 'vitest'
import { MAX_NOTIFICATION_TITLE } from '../../../../src/domains/notifications/contract.ts'
import {
  checkPublish,
  EMPTY_PUBLISH,
  fromPublished,
  isEditorImage,
  parseDraft,
  problemText,
  recipientsOf,
  sameValues,
  toInput,
  toLocalInput,
  type PublishValues,
} from '../../../../src/domains/notifications/logic/publishForm.ts'

const now = new Date('2026-05-01T12:00:00')
const ok: PublishValues = { ...EMPTY_PUBLISH, title: 'Lab closed', type: 'notice', priority: 'high', markdown: 'Closed on **Monday**.' }

describe('checkPublish', () => {
  it('accepts a complete notification without a period', () => {
    expect(checkPublish(ok, now)).toEqual({})
  })
  it('requires title, type and content; the title at most MAX_NOTIFICATION_TITLE', () => {
    const errors = checkPublish({ ...EMPTY_PUBLISH, title: '  ', priority: 'low' }, now)
    expect(errors).toEqual({ title: 'title is required', type: 'type must be one of', markdown: 'markdown (the content) is required' })
    expect(checkPublish({ ...ok, title: 'x'.repeat(MAX_NOTIFICATION_TITLE) }, now)).toEqual({})
    expect(checkPublish({ ...ok, title: 'x'.repeat(MAX_NOTIFICATION_TITLE + 1) }, now).title).toBe(`title must be at most ${MAX_NOTIFICATION_TITLE} characters`)
  })
  it('wants both ends of a period or neither, the start before the end, the end not in the past', () => {
    expect(checkPublish({ ...ok, startTime: '2026-05-02T08:00' }, now)).toEqual({ endTime: 'endTime is required when startTime is set' })
    expect(checkPublish({ ...ok, endTime: '2026-05-02T08:00' }, now)).toEqual({ startTime: 'startTime is required when endTime is set' })
    expect(checkPublish({ ...ok, startTime: '2026-05-03T08:00', endTime: '2026-05-02T08:00' }, now)).toEqual({ endTime: 'endTime must be after startTime' })
    expect(checkPublish({ ...ok, startTime: '2026-04-01T08:00', endTime: '2026-04-30T08:00' }, now)).toEqual({ endTime: 'endTime must not be in the past' })
    expect(checkPublish({ ...ok, startTime: '2026-04-01T08:00', endTime: '2026-05-30T08:00' }, now)).toEqual({})
  })
  it('translates every message it gives (and the server gives for the same fields)', () => {
    const messages = [
      ...Object.values(checkPublish({ ...EMPTY_PUBLISH, priority: '' }, now)),
      ...Object.values(checkPublish({ ...ok, startTime: '2026-05-03T08:00', endTime: '2026-05-02T08:00' }, now)),
      'type must be one of notice, news',
      'endTime must not be in the past',
    ]
    for (const message of messages) expect(typeof problemText(message), message).toBe('object')
    expect(problemText('something new')).toBe('something new')
  })
})

describe('the editor image types', () => {
  it('accepts jpg, jpeg, gif, png and bmp in any case, nothing else', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.gif', 'd.png', 'e.Bmp']) expect(isEditorImage(name), name).toBe(true)
    for (const name of ['a.webp', 'b.svg', 'c.pdf', 'png', 'd.png.exe', '']) expect(isEditorImage(name), name).toBe(false)
  })
})

describe('the wire', () => {
  it('sends no recipients as everyone (null) and local times as ISO', () => {
    const input = toInput({ ...ok, title: ' Lab closed ', startTime: '2026-05-02T08:00', endTime: '2026-05-03T08:00' })
    expect(input).toMatchObject({ title: 'Lab closed', publishObject: null, startTime: new Date('2026-05-02T08:00').toISOString() })
    expect(toInput({ ...ok, roles: [{ id: 'ROLE_MEMBER', name: 'Member' }], orgs: [{ id: '4', name: 'Lab' }] }).publishObject).toEqual({
      users: [],
      orgs: [4],
      roles: ['ROLE_MEMBER'],
    })
  })
  it('loads a published one back into the form', () => {
    const values = fromPublished(
      {
        id: 3,
        title: 't',
        content: '',
        markdown: 'm',
        type: 'notice',
        priority: 'low',
        publisher: 'a',
        createTime: '',
        startTime: null,
        endTime: '2026-05-03T08:00:00.000Z',
        publishObject: { users: [9], orgs: [], roles: ['ROLE_EDITOR'] },
        readCount: 0,
        audience: 1,
        withdrawn: false,
      },
      { roles: new Map([['ROLE_EDITOR', 'Editor']]) },
    )
    expect(values).toMatchObject({
      id: 3,
      markdown: 'm',
      endTime: toLocalInput('2026-05-03T08:00:00.000Z'),
      users: [{ id: '9', name: '#9' }],
      roles: [{ id: 'ROLE_EDITOR', name: 'Editor' }],
    })
    expect(sameValues(values, { ...values })).toBe(true)
    expect(sameValues(values, { ...values, title: 'u' })).toBe(false)
  })
  it('names an edited notice’s recipients from resolveTargets, in the object’s order, marking the ones left out', () => {
    const object = { users: [9, 4], orgs: [7], roles: ['ROLE_EDITOR', 'ROLE_GONE'] }
    const labels = {
      users: [{ id: 4, username: 'mia', name: 'Mia Chen', orgName: 'Lab 1' }],
      orgs: [{ id: 7, name: 'Chemistry', code: 'ORG7', path: ['Acme', 'North'] }],
      roles: [{ code: 'ROLE_EDITOR', name: 'Editor', nameZh: '编辑', nameTw: '' }],
    }
    expect(recipientsOf(object, labels)).toEqual({
      users: [
        { id: '9', name: '#9', missing: true },
        { id: '4', name: 'Mia Chen', hint: 'mia · Lab 1' },
      ],
      orgs: [{ id: '7', name: 'Chemistry', hint: 'Acme / North / Chemistry' }],
      roles: [
        { id: 'ROLE_EDITOR', name: 'Editor', hint: 'ROLE_EDITOR' },
        { id: 'ROLE_GONE', name: 'ROLE_GONE', missing: true },
      ],
    })
    expect(toInput({ ...ok, ...recipientsOf(object, labels) }).publishObject).toEqual(object)
    // A role by its name in the user's language; without one there, the English name.
    expect(recipientsOf(object, labels, 'zh').roles[0].name).toBe('编辑')
    expect(recipientsOf(object, labels, 'tw').roles[0].name).toBe('Editor')
    expect(recipientsOf(null, { users: [], orgs: [], roles: [] })).toEqual({ users: [], orgs: [], roles: [] })
  })
  it('ignores a draft it cannot read', () => {
    expect(parseDraft(null)).toBeNull()
    expect(parseDraft('{not json')).toBeNull()
    expect(parseDraft('{"title": 3}')).toBeNull()
    expect(parseDraft(JSON.stringify({ title: 'a', markdown: 'b' }))).toMatchObject({ title: 'a', markdown: 'b', users: [] })
  })
})

describe('required', () => {
  it('goes to the server as a boolean, comes back from a published notice, counts as a change, and survives a draft', () => {
    expect(toInput(ok).required).toBe(false)
    expect(toInput({ ...ok, required: true }).required).toBe(true)
    expect(sameValues(ok, { ...ok, required: true })).toBe(false)
    expect(parseDraft(JSON.stringify({ ...ok, required: true }))?.required).toBe(true)
    expect(parseDraft(JSON.stringify({ title: 'old draft', markdown: 'x' }))?.required).toBe(false)
  })
})
