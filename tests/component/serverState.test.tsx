// The screens' server state in jsdom: useMutation (pending, a second run refused while one is
// pending, the server's problem and field, the success toast, invalidation by prefix reloading
// a list on screen in place) and useResource's keepPrevious (the last page stays on view,
// marked placeholder, while the next page's first load runs).
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { ApiError } from '#platform/core/http/errors.ts'
import { clearResources } from '#platform/store/resource.ts'
import { feedbackState } from '#platform/store/feedback.ts'
import { useResource } from '#platform/ui/useResource.ts'
import { useMutation } from '#platform/ui/useMutation.ts'

afterEach(() => {
  cleanup()
  clearResources()
  feedbackState.toasts.splice(0)
})

/** A promise the test settles by hand. */
function later<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useMutation', () => {
  it('runs once while pending, invalidates by prefix, and reloads the list on screen in place', async () => {
    let stored = ['a']
    let loads = 0
    const saves: Array<ReturnType<typeof later<void>>> = []
    function Screen() {
      const list = useResource(['/api', 'test', 'names'], async () => {
        loads++
        return [...stored]
      })
      const other = useResource(['/other', 'test', 'names'], async () => ['elsewhere'])
      const save = useMutation(
        (name: string) => {
          const pending = later<void>()
          saves.push(pending)
          return pending.promise.then(() => {
            stored = [...stored, name]
          })
        },
        { invalidates: [['/api', 'test']], success: msg`Saved.` },
      )
      return (
        <>
          <p>{`names ${list.data?.join(',') ?? '…'} fetching ${list.fetching} other ${other.data?.join(',') ?? '…'}`}</p>
          <button type="button" disabled={save.pending} onClick={() => void save.run('b')}>
            save
          </button>
          <button type="button" onClick={() => void save.run('c')}>
            again
          </button>
        </>
      )
    }
    render(<Screen />)
    await screen.findByText('names a fetching false other elsewhere')
    fireEvent.click(screen.getByText('save'))
    expect(screen.getByText('save')).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByText('again'))
    expect(saves).toHaveLength(1)
    await act(async () => saves[0]!.resolve())
    await screen.findByText('names a,b fetching false other elsewhere')
    expect(loads).toBe(2)
    expect(screen.getByText('save')).toHaveProperty('disabled', false)
    expect(feedbackState.toasts.map((t) => t.message?.message)).toEqual(['Saved.'])
  })

  it("keeps the server's problem and field for the form, and what the user typed", async () => {
    function Form() {
      const [name, setName] = useState('Ada')
      const save = useMutation(
        async () => {
          throw new ApiError('business', 'Error', { code: 500, serverMessage: 'The code is already used', field: 'code' })
        },
        { success: msg`Saved.` },
      )
      return (
        <>
          <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} />
          <button type="button" onClick={() => void save.run().then((ok) => setName(`${name} ${ok}`))}>
            save
          </button>
          {save.problem && <p role="alert">{`${save.problem.field}: ${save.problem.message}`}</p>}
        </>
      )
    }
    render(<Form />)
    fireEvent.click(screen.getByText('save'))
    expect((await screen.findByRole('alert')).textContent).toBe('code: The code is already used')
    expect(screen.getByLabelText('name')).toHaveProperty('value', 'Ada false')
    expect(feedbackState.toasts).toHaveLength(0)
  })
})

describe('useResource keepPrevious', () => {
  it('keeps the last page on view, marked placeholder, until the next page arrives', async () => {
    const pages = new Map<number, ReturnType<typeof later<string>>>()
    function List() {
      const [page, setPage] = useState(1)
      const { data, placeholder } = useResource(
        ['/api', 'test', 'page', page],
        () => {
          const pending = later<string>()
          pages.set(page, pending)
          return pending.promise
        },
        { keepPrevious: true },
      )
      return (
        <button type="button" onClick={() => setPage((p) => p + 1)}>
          {`${data ?? 'loading'} ${placeholder ? 'placeholder' : 'fresh'}`}
        </button>
      )
    }
    render(<List />)
    screen.getByText('loading fresh')
    await act(async () => pages.get(1)!.resolve('page 1'))
    screen.getByText('page 1 fresh')
    fireEvent.click(screen.getByRole('button'))
    screen.getByText('page 1 placeholder')
    await act(async () => pages.get(2)!.resolve('page 2'))
    screen.getByText('page 2 fresh')
  })
})
