/**
 * The account domain's routes: sign-in (classic and outward-facing), sign-up, the public landing
 * page and the profile — with their lazy screens, title translations and icons.
 */
import { msg } from '@lingui/core/macro'
import { User } from 'lucide-react'
import { hidden } from '#platform/core/routes/table.ts'
import { lazyNamed, type ConsoleDomain } from '#platform/ui/composition.ts'

export const accountRoutes: Omit<ConsoleDomain, 'name'> = {
  constant: [
    { path: '/login', name: 'Login', view: 'login', meta: hidden('Login') },
    { path: '/loginNew', name: 'LoginNew', view: 'loginNew', meta: hidden('Login') },
    { path: '/home', name: 'Home', view: 'home', meta: hidden('Home') },
    { path: '/signUp', name: 'SignUp', view: 'signUp', meta: hidden('Sign Up') },
    {
      path: '/profile',
      view: 'layout',
      redirect: '/profile/index',
      meta: hidden('Profile', { breadcrumb: false }),
      children: [{ path: '/profile/index', name: 'Profile', view: 'profile', meta: { title: 'Profile', icon: 'user' } }],
    },
  ],
  views: {
    login: lazyNamed(() => import('./screens/SignInScreens.tsx'), 'LoginScreen'),
    loginNew: lazyNamed(() => import('./screens/SignInScreens.tsx'), 'LoginNewScreen'),
    signUp: lazyNamed(() => import('./screens/SignInScreens.tsx'), 'SignUpScreen'),
    home: lazyNamed(() => import('./screens/Home.tsx'), 'Home'),
    profile: lazyNamed(() => import('./screens/Profile.tsx'), 'Profile'),
  },
  titles: {
    Home: msg`Home`,
    Login: msg`Sign in`,
    'Sign Up': msg`Sign up`,
    Profile: msg`Profile`,
  },
  icons: { user: User },
}
