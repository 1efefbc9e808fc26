import { useMutation } from '@tanstack/react-query';
import Pause from 'lucide-react/icons/pause';
import Pencil from 'lucide-react/icons/pencil';
import Play from 'lucide-react/icons/play';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { Service } from '@aebro/shared/services';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteService, updateService } from './services-api';
import { serviceErrorKey } from './service-errors';
import { useRefreshServices } from './use-services';

/** The owner's buttons: edit, pause or resume, delete (asked first). */
export function ListingActions({
  service,
  afterDelete,
}: {
  service: Service;
  afterDelete?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshServices();
  const [confirming, setConfirming] = useState(false);
  const pause = useMutation({
    mutationFn: () => updateService(service.id, { paused: !service.paused }),
    onSuccess: (updated) => {
      void refresh();
      toast.success(t(updated.paused ? 'services.owner.pausedDone' : 'services.owner.resumedDone'));
    },
    onError: (error) => toast.error(t(serviceErrorKey(error))),
  });
  const remove = useMutation({
    mutationFn: () => deleteService(service.id),
    onSuccess: () => {
      void refresh();
      toast.success(t('services.owner.deleted'));
      setConfirming(false);
      if (afterDelete) void navigate(afterDelete);
    },
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" asChild>
        <Link to={`/services/${service.id}/edit`}>
          <Pencil aria-hidden="true" />
          {t('services.owner.edit')}
        </Link>
      </Button>
      <Button size="sm" variant="outline" disabled={pause.isPending} onClick={() => pause.mutate()}>
        {service.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        {service.paused ? t('services.owner.resume') : t('services.owner.pause')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {t('services.owner.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('services.owner.deleteTitle')}
        description={t('services.owner.deleteText', { service: service.title })}
        confirmLabel={t('services.owner.deleteConfirm')}
        busyLabel={t('services.owner.deleting')}
        cancelLabel={t('services.cancel')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        error={remove.error ? t(serviceErrorKey(remove.error)) : undefined}
      />
    </div>
  );
}
