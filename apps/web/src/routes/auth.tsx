import { lazy, Suspense, useState, useTransition } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { AuthModeToggle, type AuthMode } from '@/features/auth/auth-mode-toggle';
import { SignInForm } from '@/features/auth/sign-in-form';
import { useSession } from '@/features/session/use-session';
import { defaultSignedInPath, safeRedirect } from '@/lib/redirect';

/**
 * Create Account's forms (their fields, the cities, the business categories) load when a visitor
 * reaches for them, not with Sign In, which is what /auth opens on.
 */
const loadSignUpPanel = () => import('@/features/auth/sign-up-panel');
const SignUpPanel = lazy(async () => ({ default: (await loadSignUpPanel()).SignUpPanel }));
const preloadSignUpPanel = (): void => void loadSignUpPanel().catch(() => undefined);

/**
 * /auth (SPEC §2): Sign In / Create Account. ?type=community or ?type=business opens Create Account
 * on that tab; ?redirect= (a path of this site) is where a successful sign-in leads, else /dashboard.
 */
export default function AuthPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const type = params.get('type');
  const [mode, setMode] = useState<AuthMode>(
    type === 'business' || type === 'community' ? 'signUp' : 'signIn',
  );
  // A transition: Sign In stays on screen until Create Account's code is here, with no blank card.
  const [, startTransition] = useTransition();

  if (session.data)
    return <Navigate to={safeRedirect(params.get('redirect')) ?? defaultSignedInPath} replace />;

  return (
    <div className="flex flex-col gap-5">
      <div className="text-center">
        <h1 className="text-2xl font-bold">
          {mode === 'signIn' ? t('auth.signInTitle') : t('auth.signUpTitle')}
        </h1>
        <p className="mt-1 text-muted-foreground">
          {mode === 'signIn' ? t('auth.signInSubtitle') : t('auth.signUpSubtitle')}
        </p>
      </div>
      <AuthModeToggle
        mode={mode}
        onChange={(next) => startTransition(() => setMode(next))}
        onReachSignUp={preloadSignUpPanel}
      />
      <Card>
        <CardContent>
          {mode === 'signIn' ? (
            <SignInForm />
          ) : (
            <Suspense fallback={null}>
              <SignUpPanel initialTab={type === 'business' ? 'business' : 'community'} />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
