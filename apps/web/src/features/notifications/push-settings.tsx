import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Switch } from '@/components/ui/switch';
import {
  disablePush,
  enablePush,
  isPushEnabled,
  pushAvailability,
  type PushAvailability,
} from './web-push';

const pushKey = ['settings', 'web-push'] as const;

/**
 * "Notify me when Aebro is closed": web push on this device. The browser's permission is asked only
 * when the switch is turned on; a browser without push, or a blocked permission, is explained.
 */
export function PushSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [availability, setAvailability] = useState<PushAvailability>(pushAvailability);
  const enabled = useQuery({
    queryKey: pushKey,
    queryFn: isPushEnabled,
    enabled: availability === 'available',
    staleTime: Infinity,
  });
  const toggle = useMutation({
    mutationFn: async (on: boolean) =>
      on ? await enablePush() : (await disablePush(), 'disabled' as const),
    onSuccess: (result) => {
      setAvailability(pushAvailability());
      queryClient.setQueryData(pushKey, result === 'enabled');
      if (result === 'enabled') toast.success(t('notifications.push.enabled'));
      if (result === 'disabled') toast.success(t('notifications.push.disabled'));
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: pushKey });
      toast.error(t('settings.feedback.error'), { description: t('notifications.push.failed') });
    },
  });

  const explanation =
    availability === 'unsupported'
      ? t('notifications.push.unsupported')
      : availability === 'denied'
        ? t('notifications.push.denied')
        : null;
  return (
    <fieldset className="mt-6 min-w-0 border-t pt-6">
      <legend className="float-left w-full font-semibold">{t('notifications.push.title')}</legend>
      <div className="clear-left flex items-center justify-between gap-4 pt-3">
        <div className="min-w-0">
          <label htmlFor={id} className="font-medium">
            {t('notifications.push.label')}
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {toggle.isPending
              ? t('notifications.push.working')
              : t('notifications.push.description')}
          </p>
          {explanation ? (
            <p id={`${id}-why`} className="mt-1 text-sm font-medium">
              {explanation}
            </p>
          ) : null}
        </div>
        <Switch
          id={id}
          aria-describedby={explanation ? `${id}-hint ${id}-why` : `${id}-hint`}
          checked={availability === 'available' && enabled.data === true}
          disabled={availability !== 'available' || enabled.isPending || toggle.isPending}
          onCheckedChange={(on) => toggle.mutate(on)}
        />
      </div>
    </fieldset>
  );
}
