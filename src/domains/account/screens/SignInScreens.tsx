/**
 * The console's full-page account screens: classic sign-in (/login), the outward-facing sign-in
 * (/loginNew) and sign-up (/signUp). After sign-in the store's new token re-renders the console
 * and its guard moves the user on: no page load.
 */
import { useConsole } from '#platform/ui/consoleContext.ts'
import { LanguageSelect } from '#platform/ui/LanguageSelect.tsx'
import { LoginView } from '../components/LoginView.tsx'
import { SignUpForm } from '../components/SignUpForm.tsx'

const stay = () => undefined

/** The language switch of the full-page account screens, top right. */
function LanguageCorner() {
  return (
    <div className="absolute top-3 right-3 rounded-md bg-surface shadow-sm">
      <LanguageSelect />
    </div>
  )
}

function SignIn({ variant }: { variant: 'classic' | 'new' }) {
  const { apiBase, basePath } = useConsole()
  return (
    <main className="relative flex min-h-[100dvh] items-center justify-center bg-canvas p-4 pt-14">
      <LanguageCorner />
      <div className={variant === 'new' ? 'w-full max-w-5xl' : 'w-full max-w-md'}>
        <LoginView variant={variant} apiBase={apiBase} signupHref={`${basePath}signUp`} onSignedIn={stay} />
      </div>
    </main>
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
    <main className="relative min-h-[100dvh] bg-canvas p-4 pt-14 sm:p-8 sm:pt-14">
      <LanguageCorner />
      <SignUpForm apiBase={apiBase} loginHref={`${basePath}login`} />
    </main>
  )
}
