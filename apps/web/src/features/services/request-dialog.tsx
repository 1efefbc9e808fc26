import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { createRequestSchema, serviceLimits } from '@aebro/shared/services';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { sendRequest } from './services-api';
import { serviceErrorKey } from './service-errors';
import { DateTimeFields } from './date-time-fields';
import { RequestFormDialog, type DialogProps } from './request-form-dialog';
import { useRefreshServices } from './use-services';

/** "Request": what they need, a preferred date and time, a message. */
export function RequestDialog({
  open,
  onOpenChange,
  serviceId,
  serviceTitle,
}: DialogProps & { serviceId: string; serviceTitle: string }) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshServices();
  const [need, setNeed] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ need?: string; date?: string }>({});
  const send = useMutation({
    mutationFn: () =>
      sendRequest(serviceId, {
        need,
        preferredDate: date || null,
        preferredTime: time || null,
        message,
      }),
    onSuccess: () => {
      void refresh();
      toast.success(t('services.request.sent'));
      setNeed('');
      setDate('');
      setTime('');
      setMessage('');
      onOpenChange(false);
    },
  });
  const today = new Date().toISOString().slice(0, 10);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = createRequestSchema.safeParse({
      need,
      preferredDate: date || null,
      preferredTime: time || null,
      message,
    });
    const found: typeof errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'need') found.need = t('services.request.needError');
        if (issue.path[0] === 'preferredDate') found.date = t('services.request.dateError');
      }
    if (date && date < today) found.date = t('services.request.datePast');
    setErrors(found);
    if (found.need) document.getElementById(`${id}-need`)?.focus();
    else if (found.date) document.getElementById(`${id}-date`)?.focus();
    else send.mutate();
  };

  return (
    <RequestFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('services.request.title')}
      description={t('services.request.intro', { service: serviceTitle })}
      pending={send.isPending}
      problem={send.error ? t(serviceErrorKey(send.error)) : null}
      closeLabel={t('services.cancel')}
      submitLabel={send.isPending ? t('services.request.sending') : t('services.request.send')}
      onSubmit={submit}
    >
      <FormField id={`${id}-need`} label={t('services.request.need')} error={errors.need}>
        {(control) => (
          <Input
            {...control}
            value={need}
            maxLength={serviceLimits.needMax}
            placeholder={t('services.request.needPlaceholder')}
            onChange={(event) => setNeed(event.target.value)}
          />
        )}
      </FormField>
      <DateTimeFields
        id={id}
        labels={{ date: t('services.request.date'), time: t('services.request.time') }}
        date={date}
        time={time}
        dateError={errors.date}
        minDate={today}
        onDateChange={setDate}
        onTimeChange={setTime}
      />
      <FormField
        id={`${id}-message`}
        label={t('services.request.message')}
        hint={t('services.request.messageHint')}
        optional
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={message}
            maxLength={serviceLimits.messageMax}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </FormField>
    </RequestFormDialog>
  );
}
