import { useTranslation } from 'react-i18next';
import { BusinessVerification } from '@/features/safety/safety-settings';
import { AccountSettings } from '@/features/settings/account-settings';
import { AccountStatusSettings } from '@/features/settings/account-status-settings';
import { AppearanceSettings } from '@/features/settings/appearance-settings';
import { LanguageSettings } from '@/features/settings/language-settings';
import { MutedWordsSettings } from '@/features/settings/muted-words-settings';
import { NotificationFilterSettings } from '@/features/settings/notification-filter-settings';
import { settingsSections } from '@/features/settings/settings-section';
import { NotificationSettings } from '@/features/settings/notification-settings';
import { PrivacySettings } from '@/features/settings/privacy-settings';

export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl">
      <h2 className="text-2xl font-bold">{t('settings.title')}</h2>
      <nav aria-label={t('settings.sections')} className="mt-4 -mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {settingsSections.map((id) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-block rounded-full border bg-card px-3 py-1 text-sm whitespace-nowrap hover:bg-muted"
              >
                {t(`settings.${id}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-col gap-6">
        <NotificationSettings />
        <NotificationFilterSettings />
        <MutedWordsSettings />
        <PrivacySettings />
        <AppearanceSettings />
        <AccountSettings />
        <AccountStatusSettings />
        <BusinessVerification />
        <LanguageSettings />
      </div>
    </div>
  );
}
