import { useTranslation } from 'react-i18next';
import { NotificationPreferencesForm } from '@/features/notifications/notification-preferences';
import { PushSettings } from '@/features/notifications/push-settings';
import { SettingsSection } from './settings-section';

/** Settings → Notifications (SPEC §5): the switches per kind, and web push on this device. */
export function NotificationSettings() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="notifications"
      title={t('settings.notifications.title')}
      description={t('settings.notifications.description')}
    >
      <NotificationPreferencesForm />
      <PushSettings />
    </SettingsSection>
  );
}
