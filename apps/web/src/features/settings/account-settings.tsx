import { useTranslation } from 'react-i18next';
import { PaymentsSettings } from '@/features/payments/payments-settings';
import { useSession } from '@/features/session/use-session';
import { ChangePasswordForm } from './change-password-form';
import { DataExportSettings } from './data-export-settings';
import { DeleteAccountSettings } from './delete-account-settings';
import { DeviceSessions } from './device-sessions';
import { SettingsSection } from './settings-section';
import { TwoFactorSettings } from './two-factor-settings';

/**
 * Settings → Account: password, two-factor authentication, signed-in devices, payments, download my
 * data and delete my account.
 */
export function AccountSettings() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <SettingsSection
      id="account"
      title={t('settings.account.title')}
      description={t('settings.account.description')}
    >
      <div className="flex flex-col gap-5">
        <p className="text-sm">
          {t('account.signedInAs', { email: session.data?.user.email ?? '' })}
        </p>
        <ChangePasswordForm />
        <TwoFactorSettings enabled={session.data?.user.twoFactorEnabled ?? false} />
        <DeviceSessions />
        <PaymentsSettings />
        <DataExportSettings />
        <DeleteAccountSettings twoFactorEnabled={session.data?.user.twoFactorEnabled ?? false} />
      </div>
    </SettingsSection>
  );
}
