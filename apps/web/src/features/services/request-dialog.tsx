import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { createRequestSchema, serviceLimits, type CreateRequest } from '@aebro/shared/services';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formSchema } from '@/lib/form-schema';
import { sendRequest } from './services-api';
import { serviceErrorKey } from './service-errors';
import { DateTimeFields } from './date-time-fields';
import { RequestFormDialog, type DialogProps } from './request-form-dialog';
import { useRefreshServices } from './use-services';

/** The request form as typed: a date or time left empty is none. */
interface RequestFormValues {
  need: string;
  date: string;
  time: string;
  message: string;
}

const blank: RequestFormValues = { need: '', date: '', time: '', message: '' };

/** What POST /api/v1/services/{id}/requests receives. */
function requestOf(values: RequestFormValues): CreateRequest {
  return {
    need: values.need,
    preferredDate: values.date || null,
    preferredTime: values.time || null,
    message: values.message,
  };
}

const today = (): string => new Date().toISOString().slice(0, 10);
const datePast = 'services.request.datePast';

/** The shared request rules on the form's fields, and no preferred date in the past. */
const requestFormSchema = formSchema<RequestFormValues>(createRequestSchema, {
  request: requestOf,
  field: ([first]) => (first === 'need' ? 'need' : first === 'preferredDate' ? 'date' : null),
}).superRefine((values, ctx) => {
  if (values.date && values.date < today())
    ctx.addIssue({ code: 'custom', path: ['date'], message: datePast });
});

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
  const form = useForm({ resolver: zodResolver(requestFormSchema), defaultValues: blank });
  const { errors } = form.formState;
  const send = useMutation({
    mutationFn: (input: CreateRequest) => sendRequest(serviceId, input),
    onSuccess: () => {
      void refresh();
      toast.success(t('services.request.sent'));
      form.reset(blank);
      onOpenChange(false);
    },
  });
  const submit = form.handleSubmit((values) => send.mutate(requestOf(values)));
  const dateError = errors.date
    ? t(errors.date.message === datePast ? datePast : 'services.request.dateError')
    : undefined;

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
      onSubmit={(event) => {
        if (send.isPending) event.preventDefault();
        else void submit(event);
      }}
    >
      <FormField
        id={`${id}-need`}
        label={t('services.request.need')}
        error={errors.need ? t('services.request.needError') : undefined}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('need')}
            maxLength={serviceLimits.needMax}
            placeholder={t('services.request.needPlaceholder')}
          />
        )}
      </FormField>
      {/* In the tree, so the fields register in the form's order: the first with an error gets the focus. */}
      <Controller
        control={form.control}
        name="date"
        render={({ field: date }) => (
          <Controller
            control={form.control}
            name="time"
            render={({ field: time }) => (
              <DateTimeFields
                id={id}
                labels={{ date: t('services.request.date'), time: t('services.request.time') }}
                date={date.value}
                time={time.value}
                dateError={dateError}
                minDate={today()}
                dateRef={date.ref}
                onDateChange={date.onChange}
                onTimeChange={time.onChange}
              />
            )}
          />
        )}
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
            {...form.register('message')}
            rows={3}
            maxLength={serviceLimits.messageMax}
          />
        )}
      </FormField>
    </RequestFormDialog>
  );
}
