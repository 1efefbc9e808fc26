import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingsSection, type SettingsSectionId } from './settings-section';

/** A section of account settings that a later issue builds: it says so. */
export function SignedInSettings({
  id,
}: {
  id: Extract<SettingsSectionId, 'notifications' | 'privacy'>;
}) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id={id}
      title={t(`settings.${id}.title`)}
      description={t(`settings.${id}.description`)}
    >
      <p className="flex items-center gap-2 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
        <Hammer className="size-4 shrink-0" aria-hidden="true" />
        {t('settings.comingSoon')}
      </p>
    </SettingsSection>
  );
}
