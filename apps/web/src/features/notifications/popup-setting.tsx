import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchRow } from '@/components/ui/switch-row';
import { popupsWanted, rememberPopupsWanted } from './popup-choice';

/** "Show popups": the cards at the top right while Aebro is open, on this device only. */
export function PopupSetting({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(() => popupsWanted(userId));
  return (
    <SwitchRow
      label={t('notifications.settings.popups.label')}
      description={t('notifications.settings.popups.description')}
      checked={wanted}
      onCheckedChange={(on) => {
        rememberPopupsWanted(userId, on);
        setWanted(on);
      }}
    />
  );
}
