import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SettingsSection } from './settings-section';

/** Settings → Account status (issue 37): the way to my strikes and appeals. */
export function AccountStatusSettings() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="status"
      title={t('settings.status.title')}
      description={t('settings.status.description')}
    >
      <Button asChild variant="outline" size="sm">
        <Link to="/settings/account-status">{t('settings.status.open')}</Link>
      </Button>
    </SettingsSection>
  );
}
