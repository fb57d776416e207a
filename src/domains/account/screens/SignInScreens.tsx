/**
 * The console's full-page account screens: classic sign-in (/login), the outward-facing sign-in
 * (/loginNew) and sign-up (/signUp). After sign-in the store's new token re-renders the console
 * and its guard moves the user on: no page load.
 */
import { useConsole } from '../../../platform/ui/consoleContext.ts'
import { LoginView } from '../components/LoginView.tsx'
import { SignUpForm } from '../components/SignUpForm.tsx'

const stay = () => undefined

function SignIn({ variant }: { variant: 'classic' | 'new' }) {
  const { apiBase, basePath } = useConsole()
  return (
    <div className="flex min-h-[100dvh] items-center justify-center bg-canvas p-4">
      <div className={variant === 'new' ? 'w-full max-w-5xl' : 'w-full max-w-md'}>
        <LoginView variant={variant} apiBase={apiBase} signupHref={`${basePath}signUp`} onSignedIn={stay} />
      </div>
    </div>
  )
}

export function LoginScreen() {
  return <SignIn variant="classic" />
}

export function LoginNewScreen() {
  return <SignIn variant="new" />
}

export function SignUpScreen() {
  const { apiBase, basePath } = useConsole()
  return (
    <div className="min-h-[100dvh] bg-canvas p-4 sm:p-8">
      <SignUpForm apiBase={apiBase} loginHref={`${basePath}login`} />
    </div>
  )
}
