import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { serviceLimits } from '@aebro/shared/service-rules';
import type { ServiceRequest, Transition } from '@aebro/shared/services';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { moveRequest } from './services-api';
import { serviceErrorKey } from './service-errors';
import { DateTimeFields } from './date-time-fields';
import { RequestFormDialog, type DialogProps } from './request-form-dialog';
import { useRefreshServices } from './use-services';

type Move = 'accepted' | 'declined' | 'cancelled' | 'completed';

/** Accept (optionally proposing a time), decline with a reason, complete or cancel: asked first. */
export function MoveDialog({
  open,
  onOpenChange,
  request,
  move,
  onMoved,
}: DialogProps & {
  request: ServiceRequest;
  move: Move;
  onMoved?: ((request: ServiceRequest) => void) | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshServices();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: (input: Transition) => moveRequest(request.id, input),
    onSuccess: (moved) => {
      onMoved?.(moved);
      void refresh();
      toast.success(t(`services.move.${move}.done`));
      onOpenChange(false);
    },
  });

  const confirm = (event: FormEvent): void => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (move === 'accepted')
      mutation.mutate({
        state: 'accepted',
        proposedDate: date || null,
        proposedTime: time || null,
      });
    else if (move === 'declined') {
      if (reason.trim().length < serviceLimits.declineReasonMin) {
        setReasonError(t('services.move.declined.reasonError'));
        document.getElementById(`${id}-reason`)?.focus();
        return;
      }
      mutation.mutate({ state: 'declined', reason });
    } else mutation.mutate({ state: move });
  };

  return (
    <RequestFormDialog
      open={open}
      onOpenChange={onOpenChange}
      role={move === 'cancelled' ? 'alertdialog' : 'dialog'}
      title={t(`services.move.${move}.title`)}
      description={t(`services.move.${move}.text`, { service: request.service.title })}
      pending={mutation.isPending}
      problem={mutation.error ? t(serviceErrorKey(mutation.error)) : null}
      closeLabel={t('services.back')}
      submitLabel={
        mutation.isPending ? t(`services.move.${move}.busy`) : t(`services.move.${move}.confirm`)
      }
      destructive={move === 'declined' || move === 'cancelled'}
      onSubmit={confirm}
    >
      {move === 'accepted' ? (
        <DateTimeFields
          id={id}
          labels={{
            date: t('services.move.accepted.date'),
            time: t('services.move.accepted.time'),
          }}
          date={date}
          time={time}
          onDateChange={setDate}
          onTimeChange={setTime}
        />
      ) : null}
      {move === 'declined' ? (
        <FormField
          id={`${id}-reason`}
          label={t('services.move.declined.reason')}
          error={reasonError}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={reason}
              maxLength={serviceLimits.declineReasonMax}
              placeholder={t('services.move.declined.reasonPlaceholder')}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
            />
          )}
        </FormField>
      ) : null}
    </RequestFormDialog>
  );
}
