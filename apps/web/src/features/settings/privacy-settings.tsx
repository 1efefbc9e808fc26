import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { privacySwitches, type PrivacySwitch } from '@/features/settings/privacy-api';
import { usePrivacySettings, useUpdatePrivacy } from '@/features/settings/use-privacy-settings';
import { BlockedAccounts } from '@/features/safety/safety-settings';
import { SettingsSection } from './settings-section';

/** Settings → Privacy (SPEC §6): the six switches and "Hide my online status", each saved on change. */
export function PrivacySettings() {
  const { t } = useTranslation();
  const settings = usePrivacySettings();
  const update = useUpdatePrivacy();

  let body;
  if (settings.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-4">
        {privacySwitches.map((id) => (
          <Skeleton key={id} className="h-12" />
        ))}
      </div>
    );
  } else if (settings.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-muted p-4 text-sm">
        <p>{t('people.privacy.loadFailed')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void settings.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  } else {
    const values = settings.data;
    body = (
      <ul className="flex flex-col divide-y">
        {privacySwitches.map((id) => (
          <PrivacyRow
            key={id}
            id={id}
            checked={values[id]}
            onChange={(checked) => update.mutate({ [id]: checked })}
          />
        ))}
      </ul>
    );
  }
  return (
    <SettingsSection
      id="privacy"
      title={t('settings.privacy.title')}
      description={t('settings.privacy.description')}
    >
      {body}
      <BlockedAccounts />
    </SettingsSection>
  );
}

function PrivacyRow({
  id,
  checked,
  onChange,
}: {
  id: PrivacySwitch;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const controlId = `privacy-${id}`;
  return (
    <li className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={controlId} className="font-medium">
          {t(`people.privacy.${id}.label`)}
        </label>
        <p id={`${controlId}-description`} className="text-sm text-muted-foreground">
          {t(`people.privacy.${id}.description`)}
        </p>
      </div>
      <Switch
        id={controlId}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${controlId}-description`}
      />
    </li>
  );
}
