import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences } from '@aebro/shared/connections';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SwitchGroup, SwitchRow } from '@/components/ui/switch-row';
import { notificationPreferencesQuery, useSavePreference } from './use-notification-preferences';

type PreferenceKey = keyof NotificationPreferences;

/**
 * SPEC §3, §5 keep two fields per kind (`notify_on_*` and `allow_*_notifications`); a person is
 * notified only when both are on. One switch per kind sets both, so there is one choice to make.
 */
const kinds = [
  { id: 'likes', notify: 'notifyOnLikes', allow: 'allowLikeNotifications' },
  { id: 'comments', notify: 'notifyOnComments', allow: 'allowCommentNotifications' },
  { id: 'follows', notify: 'notifyOnFollows', allow: 'allowFollowNotifications' },
  { id: 'saves', notify: 'notifyOnSaves', allow: 'allowSaveNotifications' },
  // One's own scheduled posts (issue 36): nobody else is involved, so one field is both.
  { id: 'scheduled', notify: 'notifyOnScheduledPosts', allow: 'notifyOnScheduledPosts' },
] as const satisfies ReadonlyArray<{ id: string; notify: PreferenceKey; allow: PreferenceKey }>;

/** The kinds of Settings → Notifications, one switch each, saved as soon as it changes. */
export function NotificationPreferencesForm() {
  const { t } = useTranslation();
  const preferences = useQuery(notificationPreferencesQuery);
  const save = useSavePreference();

  if (preferences.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('common.loading')}</span>
        {kinds.map((kind) => (
          <Skeleton key={kind.id} className="h-12 w-full" />
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
    <div className="flex flex-col gap-3">
      <SwitchGroup
        title={t('notifications.settings.kinds.title')}
        description={t('notifications.settings.kinds.description')}
      >
        {kinds.map((kind) => (
          <SwitchRow
            key={kind.id}
            label={t(`notifications.settings.${kind.id}.title`)}
            description={t(`notifications.settings.${kind.id}.description`)}
            checked={values[kind.notify] && values[kind.allow]}
            onCheckedChange={(checked) =>
              save.mutate({ [kind.notify]: checked, [kind.allow]: checked })
            }
          />
        ))}
      </SwitchGroup>
      <p className="text-sm text-muted-foreground">{t('notifications.settings.alwaysOn')}</p>
    </div>
  );
}
