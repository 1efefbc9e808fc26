import { useTranslation } from 'react-i18next';
import { SwitchGroup } from '@/components/ui/switch-row';
import { NotificationPreferencesForm } from '@/features/notifications/notification-preferences';
import { PopupSetting } from '@/features/notifications/popup-setting';
import { PushSettings } from '@/features/notifications/push-settings';
import { useSession } from '@/features/session/use-session';
import { SettingsSection } from './settings-section';

/**
 * Settings → Notifications (SPEC §5): one switch per kind, kept on the account; then what this
 * browser does with them (popups, web push), kept on the device.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const userId = useSession().data?.user.id;
  return (
    <SettingsSection
      id="notifications"
      title={t('settings.notifications.title')}
      description={t('settings.notifications.description')}
    >
      <div className="flex flex-col gap-6">
        <NotificationPreferencesForm />
        <div className="border-t pt-6">
          <SwitchGroup
            title={t('notifications.settings.device.title')}
            description={t('notifications.settings.device.description')}
          >
            {userId ? <PopupSetting userId={userId} /> : null}
            <PushSettings />
          </SwitchGroup>
        </div>
      </div>
    </SettingsSection>
  );
}
