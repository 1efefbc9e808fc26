import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences } from '@aebro/shared/connections';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { notificationPreferencesQuery, useSavePreference } from './use-notification-preferences';

type PreferenceKey = keyof NotificationPreferences;

/** SPEC §3, §5: per kind, `notify_on_*` and `allow_*_notifications`; both on means notified. */
const groups = [
  { id: 'comments', notify: 'notifyOnComments', allow: 'allowCommentNotifications' },
  { id: 'likes', notify: 'notifyOnLikes', allow: 'allowLikeNotifications' },
  { id: 'follows', notify: 'notifyOnFollows', allow: 'allowFollowNotifications' },
  { id: 'saves', notify: 'notifyOnSaves', allow: 'allowSaveNotifications' },
] as const satisfies ReadonlyArray<{ id: string; notify: PreferenceKey; allow: PreferenceKey }>;

interface PreferenceSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

function PreferenceSwitch({ label, hint, checked, onChange }: PreferenceSwitchProps) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
      />
    </li>
  );
}

/** The per-kind switches of Settings → Notifications, each saved as soon as it changes. */
export function NotificationPreferencesForm() {
  const { t } = useTranslation();
  const preferences = useQuery(notificationPreferencesQuery);
  const save = useSavePreference();

  if (preferences.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('common.loading')}</span>
        {groups.map((group) => (
          <Skeleton key={group.id} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm">{t('notifications.settings.loadFailed')}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void preferences.refetch()}
        >
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }

  const values = preferences.data;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">{t('notifications.settings.intro')}</p>
      {groups.map((group) => (
        <fieldset key={group.id} className="min-w-0">
          <legend className="font-semibold">{t(`notifications.settings.${group.id}.title`)}</legend>
          <p className="text-sm text-muted-foreground">
            {t(`notifications.settings.${group.id}.description`)}
          </p>
          <ul className="mt-1 flex flex-col divide-y">
            <PreferenceSwitch
              label={t(`notifications.settings.${group.id}.notify`)}
              hint={t('notifications.settings.notifyHint')}
              checked={values[group.notify]}
              onChange={(checked) => save.mutate({ [group.notify]: checked })}
            />
            <PreferenceSwitch
              label={t(`notifications.settings.${group.id}.allow`)}
              hint={t('notifications.settings.allowHint')}
              checked={values[group.allow]}
              onChange={(checked) => save.mutate({ [group.allow]: checked })}
            />
          </ul>
        </fieldset>
      ))}
      <p className="text-sm text-muted-foreground">{t('notifications.settings.alwaysOn')}</p>
    </div>
  );
}
