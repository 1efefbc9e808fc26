import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { CompleteProfileForm } from '@/features/profiles/complete-profile-form';
import { displayName } from '@/features/session/display-name';
import { useSession } from '@/features/session/use-session';

/**
 * /complete-profile (where the verification link lands) and /setup-profile (after registering a
 * business): the same form under its own title.
 */
export default function CompleteProfilePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  // The route guard renders this screen only with a session.
  if (!session.data) return null;
  const title =
    pathname === '/setup-profile' ? t('screens.setupProfile') : t('screens.completeProfile');
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5">
      <div>
        <h2 className="text-2xl font-bold">{title}</h2>
        <p className="mt-1 text-muted-foreground">
          {t(
            session.data.profile.accountType === 'business'
              ? 'profileSetup.business.welcome'
              : 'profileSetup.welcome',
            { name: displayName(session.data.profile) },
          )}
        </p>
      </div>
      <Card>
        <CardContent>
          <CompleteProfileForm session={session.data} />
        </CardContent>
      </Card>
    </div>
  );
}
