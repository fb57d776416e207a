// The host types derived from the element manifests (elements/types.ts): checked by the
// compiler (npm run typecheck) — each expectation fails to compile when a type goes wrong.
import { describe, expectTypeOf, it } from 'vitest'
import type { JSX } from 'react'
import type { CurrentUser, SignupDetail, SwConsoleElement, SwLoginElement } from '../../../elements/types.ts'

describe('host types from the manifests', () => {
  it('types each tag with its attributes as properties', () => {
    expectTypeOf<HTMLElementTagNameMap['sw-login']>().toEqualTypeOf<SwLoginElement>()
    expectTypeOf<SwLoginElement['variant']>().toEqualTypeOf<'classic' | 'new' | undefined>()
    expectTypeOf<SwLoginElement['apiBase']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<SwConsoleElement['router']>().toEqualTypeOf<'browser' | 'hash' | 'memory' | undefined>()
    expectTypeOf<SwLoginElement>().toMatchTypeOf<HTMLElement>()
  })

  it('types the events by name', () => {
    expectTypeOf<HTMLElementEventMap['sw-login']>().toEqualTypeOf<CustomEvent<CurrentUser>>()
    expectTypeOf<HTMLElementEventMap['sw-signup']>().toEqualTypeOf<CustomEvent<SignupDetail>>()
    expectTypeOf<HTMLElementEventMap['sw-navigate']>().toEqualTypeOf<CustomEvent<{ path: string }>>()
    expectTypeOf<HTMLElementEventMap['sw-preview']>().toEqualTypeOf<CustomEvent<{ open: boolean }>>()
  })

  it('gives React JSX the attributes, ref and onsw-… handlers', () => {
    type Login = JSX.IntrinsicElements['sw-login']
    expectTypeOf<Login['variant']>().toEqualTypeOf<'classic' | 'new' | undefined>()
    expectTypeOf<Login['onsw-login']>().toEqualTypeOf<((event: CustomEvent<CurrentUser>) => void) | undefined>()
    expectTypeOf<NonNullable<Login['ref']>>().toMatchTypeOf<{ current: SwLoginElement | null } | ((instance: SwLoginElement | null) => void)>()
    type Console = JSX.IntrinsicElements['sw-console']
    expectTypeOf<Console['initial-path']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<Console['preview-origins']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<Console['lang']>().toEqualTypeOf<'en' | 'zh' | 'tw' | undefined>()
    expectTypeOf<Console['onsw-navigate']>().toEqualTypeOf<((event: CustomEvent<{ path: string }>) => void) | undefined>()
  })
})
