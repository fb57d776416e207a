// Kept-alive views hidden with content-visibility (shell/components/KeptView.tsx) keep their
// effects mounted, so what must stop while hidden reads the view's presence
// (platform/ui/viewPresence.ts): a hidden view's resources are not on screen (no reload on
// invalidation, a reload when shown), `useWhileShown` effects leave and enter, `useInvalidation`
// catches up once when shown, dialogs close with their view, and the view keeps its own query.
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { clearResources, invalidate } from '#platform/store/resource.ts'
import { useInvalidation, useResource } from '#platform/ui/useResource.ts'
import { createViewPresence, useViewSearch, useViewShown, useWhileShown, ViewPresenceContext } from '#platform/ui/viewPresence.ts'
import * as Dialog from '@radix-ui/react-dialog'
import { DialogRoot } from '#platform/ui/DialogLayer.tsx'

afterEach(() => {
  cleanup()
  clearResources()
})

const frame = () => new Promise((resolve) => setTimeout(resolve, 130))

describe('a kept-alive view while hidden', () => {
  it('keeps its data and state, is not reloaded by invalidation, and reloads once shown again', async () => {
    let loads = 0
    const events: string[] = []
    function View() {
      const names = useResource(['/api', 'test', 'names'], async () => `load ${++loads}`)
      const [typed, setTyped] = useState('')
      useWhileShown(() => {
        events.push('enter')
        return () => events.push('leave')
      }, [])
      return (
        <>
          <p>{names.data ?? '…'}</p>
          <input aria-label="typed" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </>
      )
    }
    const presence = createViewPresence('/names', true, '')
    render(
      <ViewPresenceContext.Provider value={presence}>
        <View />
      </ViewPresenceContext.Provider>,
    )
    expect(await screen.findByText('load 1')).toBeTruthy()
    expect(events).toEqual(['enter'])
    act(() => presence.set(false, ''))
    expect(events).toEqual(['enter', 'leave'])
    await act(() => invalidate(['/api', 'test']))
    await frame()
    expect(loads).toBe(1)
    // Invalidated while hidden: shown again it revalidates, however recent its data.
    act(() => presence.set(true, ''))
    expect(events).toEqual(['enter', 'leave', 'enter'])
    // Shown at once with its last data, revalidated after the frame.
    expect(screen.getByText('load 1')).toBeTruthy()
    await act(frame)
    expect(loads).toBe(2)
    expect(screen.getByText('load 2')).toBeTruthy()
  })

  it('shown again within FRESH_MS reads nothing; mounted anew it reads afresh', async () => {
    let loads = 0
    function View() {
      return <p>{useResource(['/api', 'test', 'fresh'], async () => `load ${++loads}`).data ?? '…'}</p>
    }
    const presence = createViewPresence('/fresh', true, '')
    const view = (
      <ViewPresenceContext.Provider value={presence}>
        <View />
      </ViewPresenceContext.Provider>
    )
    const { unmount } = render(view)
    expect(await screen.findByText('load 1')).toBeTruthy()
    act(() => presence.set(false, ''))
    act(() => presence.set(true, ''))
    await act(frame)
    expect(loads).toBe(1)
    unmount()
    render(view)
    expect(screen.getByText('load 1')).toBeTruthy()
    await act(frame)
    expect(loads).toBe(2)
    expect(screen.getByText('load 2')).toBeTruthy()
  })

  it('a store of its own misses invalidations while hidden and reloads once when shown', async () => {
    let reloads = 0
    const reload = () => void reloads++
    function View() {
      useInvalidation(['/api', 'test', 'list'], reload)
      return null
    }
    const presence = createViewPresence('/list', true, '')
    render(
      <ViewPresenceContext.Provider value={presence}>
        <View />
      </ViewPresenceContext.Provider>,
    )
    await act(() => invalidate(['/api', 'test']))
    expect(reloads).toBe(1)
    act(() => presence.set(false, ''))
    await act(() => invalidate(['/api', 'test']))
    await act(() => invalidate(['/api', 'test']))
    expect(reloads).toBe(1)
    act(() => presence.set(true, ''))
    expect(reloads).toBe(2)
    act(() => presence.set(false, ''))
    act(() => presence.set(true, ''))
    expect(reloads).toBe(2)
  })

  it('closes its dialog while hidden and opens it again with the view', () => {
    function View() {
      const shown = useViewShown()
      return (
        <>
          <p>{shown ? 'shown' : 'hidden'}</p>
          <DialogRoot open>
            <Dialog.Content aria-describedby={undefined}>
              <Dialog.Title>the dialog</Dialog.Title>
            </Dialog.Content>
          </DialogRoot>
        </>
      )
    }
    const presence = createViewPresence('/d', true, '')
    render(
      <ViewPresenceContext.Provider value={presence}>
        <View />
      </ViewPresenceContext.Provider>,
    )
    expect(screen.getByText('the dialog')).toBeTruthy()
    act(() => presence.set(false, ''))
    expect(screen.getByText('hidden')).toBeTruthy()
    expect(screen.queryByText('the dialog')).toBeNull()
    act(() => presence.set(true, ''))
    expect(screen.getByText('the dialog')).toBeTruthy()
  })

  it('keeps the query it was last shown with while hidden', () => {
    let renders = 0
    function View() {
      renders++
      return <p>{`smiles ${useViewSearch().get('smiles') ?? '-'}`}</p>
    }
    const presence = createViewPresence('/2d', true, '?smiles=CCO')
    render(
      <ViewPresenceContext.Provider value={presence}>
        <View />
      </ViewPresenceContext.Provider>,
    )
    expect(screen.getByText('smiles CCO')).toBeTruthy()
    act(() => presence.set(false, '?other=1'))
    expect(screen.getByText('smiles CCO')).toBeTruthy()
    const before = renders
    act(() => presence.set(true, '?smiles=c1ccccc1'))
    expect(screen.getByText('smiles c1ccccc1')).toBeTruthy()
    expect(renders).toBe(before + 1)
  })
})
