import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  reachCategories,
  reachChoices,
  type ReachCategory,
  type ReachChoice,
} from '@aebro/shared/notification-filter-rules';
import type { NotificationPolicy } from '@aebro/shared/notification-filters';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  notificationPolicyQuery,
  saveNotificationPolicy,
} from '@/features/notifications/notification-filters-api';
import { SettingsSection } from './settings-section';

/**
 * Settings → Notification filters (issue 37): for people I don't follow, who don't follow me and
 * accounts under 30 days, accept, filter or ignore their notifications and message requests. Each
 * choice is saved as soon as it changes.
 */
export function NotificationFilterSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const policy = useQuery(notificationPolicyQuery);
  const save = useMutation({
    mutationFn: saveNotificationPolicy,
    onMutate: (change) => {
      const previous = queryClient.getQueryData(notificationPolicyQuery.queryKey);
      if (previous)
        queryClient.setQueryData(notificationPolicyQuery.queryKey, { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous)
        queryClient.setQueryData(notificationPolicyQuery.queryKey, context.previous);
      toast.error(t('settings.feedback.error'), { description: t('settings.feedback.failed') });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationPolicyQuery.queryKey, saved);
      toast.success(t('notifications.filters.saved'));
    },
  });

  return (
    <SettingsSection
      id="filters"
      title={t('settings.filters.title')}
      description={t('settings.filters.description')}
    >
      {policy.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('common.loading')}</span>
          {reachCategories.map((category) => (
            <Skeleton key={category} className="h-14 w-full" />
          ))}
        </div>
      ) : policy.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-sm">{t('notifications.filters.loadFailed')}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void policy.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col divide-y">
            {reachCategories.map((category) => (
              <CategoryRow
                key={category}
                category={category}
                value={policy.data[category]}
                onChange={(choice) => save.mutate({ [category]: choice })}
              />
            ))}
          </ul>
          <ChoiceHints />
          <p className="text-sm text-muted-foreground">{t('notifications.filters.intro')}</p>
          <Link
            to="/notifications/filtered"
            className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
          >
            {t('screens.filteredNotifications')}
          </Link>
        </div>
      )}
    </SettingsSection>
  );
}

function CategoryRow({
  category,
  value,
  onChange,
}: {
  category: ReachCategory;
  value: NotificationPolicy[ReachCategory];
  onChange: (choice: ReachChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {t(`notifications.filters.categories.${category}.title`)}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {t(`notifications.filters.categories.${category}.description`)}
        </p>
      </div>
      <NativeSelect
        id={id}
        aria-describedby={`${id}-description`}
        className="sm:w-40"
        value={value}
        onChange={(event) => onChange(event.target.value as ReachChoice)}
      >
        {reachChoices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`notifications.filters.choices.${choice}`)}
          </option>
        ))}
      </NativeSelect>
    </li>
  );
}

/** What each choice does, once under the rows. */
function ChoiceHints() {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-1 rounded-lg bg-muted/50 p-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
      {reachChoices.map((choice) => (
        <div key={choice} className="contents">
          <dt className="font-medium">{t(`notifications.filters.choices.${choice}`)}</dt>
          <dd className="mb-1 text-muted-foreground sm:mb-0">
            {t(`notifications.filters.choices.${choice}Hint`)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
