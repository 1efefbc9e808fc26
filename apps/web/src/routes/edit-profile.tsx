import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { EditProfileForm } from '@/features/profiles/edit-profile-form';
import { useSession } from '@/features/session/use-session';

/** /edit-profile: my photo and every detail of my profile. */
export default function EditProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  // The route guard renders this screen only with a session.
  if (!session.data) return null;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5">
      <div>
        <h2 className="text-2xl font-bold">{t('screens.editProfile')}</h2>
        <p className="mt-1 text-muted-foreground">{t('people.editProfile.intro')}</p>
      </div>
      <Card>
        <CardContent>
          <EditProfileForm session={session.data} />
        </CardContent>
      </Card>
    </div>
  );
}
