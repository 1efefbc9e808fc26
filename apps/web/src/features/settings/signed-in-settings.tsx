import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SettingsSection, type SettingsSectionId } from './settings-section';

/** A section whose settings belong to an account: until one is signed in, it invites to sign in. */
export function SignedInSettings({ id }: { id: Exclude<SettingsSectionId, 'appearance' | 'language'> }) {
  const { t } = useTranslation();
  return (
    <SettingsSection id={id} title={t(`settings.${id}.title`)} description={t(`settings.${id}.description`)}>
      <div className="flex flex-col items-start gap-3 rounded-lg bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t('settings.signInToManage')}</p>
        <Button asChild size="sm">
          <Link to="/auth">{t('header.signIn')}</Link>
        </Button>
      </div>
    </SettingsSection>
  );
}
