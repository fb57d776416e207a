/**
 * Types for hosts: the tag map for `document.createElement('sw-login')` and React JSX
 * `IntrinsicElements` entries with each element's attributes.
 */
import type { CurrentUser } from '../src/core/api/types.ts'

export interface SwLoginAttributes {
  'api-base'?: string
  lang?: 'en' | 'zh' | 'tw'
  'tenant-code'?: string
  redirect?: string
  variant?: 'classic' | 'new'
  'theme-color'?: string
  size?: 'default' | 'medium' | 'small' | 'mini'
  'client-id'?: string
  'signup-href'?: string
}

export interface SwSignupAttributes {
  'api-base'?: string
  lang?: 'en' | 'zh' | 'tw'
  referee?: string
  'tenant-code'?: string
  'theme-color'?: string
  size?: 'default' | 'medium' | 'small' | 'mini'
  'login-href'?: string
}

/** The account a partner submitted (never the password or the captcha). */
export interface SwSignupDetail {
  id?: string
  username: string
  fullName: string
  company: string
  jobTitle: string
  countryCode: string
  mobile: string
  referee: string
  nickname: string
  email: string
  auditStatus: 'pending' | 'approved' | 'rejected'
}

export interface SwLoginEventMap {
  'sw-login': CustomEvent<CurrentUser>
  'sw-signup': CustomEvent<SwSignupDetail>
  'sw-error': CustomEvent<{ message: string; tag: string }>
}

declare global {
  interface HTMLElementTagNameMap {
    'sw-login': HTMLElement
    'sw-signup': HTMLElement
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges our events into the DOM map
  interface HTMLElementEventMap extends SwLoginEventMap {}
}

type HostAttributes = {
  id?: string
  class?: string
  className?: string
  style?: unknown
  slot?: string
  children?: unknown
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sw-login': SwLoginAttributes & HostAttributes
      'sw-signup': SwSignupAttributes & HostAttributes
    }
  }
}
