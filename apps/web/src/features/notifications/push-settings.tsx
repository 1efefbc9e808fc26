import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { SwitchRow } from '@/components/ui/switch-row';
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
    <SwitchRow
      label={t('notifications.push.label')}
      description={
        toggle.isPending ? t('notifications.push.working') : t('notifications.push.description')
      }
      note={explanation}
      checked={availability === 'available' && enabled.data === true}
      disabled={availability !== 'available' || enabled.isPending || toggle.isPending}
      onCheckedChange={(on) => toggle.mutate(on)}
    />
  );
}
