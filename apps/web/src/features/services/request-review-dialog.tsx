import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { serviceLimits } from '@aebro/shared/service-rules';
import type { ServiceRequest } from '@aebro/shared/services';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { reviewRequest } from './services-api';
import { serviceErrorKey } from './service-errors';
import { RequestFormDialog, type DialogProps } from './request-form-dialog';
import { StarInput } from './stars';
import { useRefreshServices } from './use-services';

/** 1–5 stars and text for a completed request (once). */
export function ReviewDialog({
  open,
  onOpenChange,
  request,
}: DialogProps & { request: ServiceRequest }) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshServices();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => reviewRequest(request.id, { rating, body }),
    onSuccess: () => {
      void refresh();
      toast.success(t('services.review.sent'));
      onOpenChange(false);
    },
  });
  return (
    <RequestFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('services.review.title')}
      description={t('services.review.intro', { service: request.service.title })}
      pending={mutation.isPending}
      problem={problem ?? (mutation.error ? t(serviceErrorKey(mutation.error)) : null)}
      closeLabel={t('services.cancel')}
      submitLabel={mutation.isPending ? t('services.review.sending') : t('services.review.send')}
      onSubmit={(event) => {
        event.preventDefault();
        if (rating < 1) {
          setProblem(t('services.review.ratingError'));
          return;
        }
        setProblem(null);
        mutation.mutate();
      }}
    >
      <StarInput
        label={t('services.review.rating')}
        value={rating}
        onChange={(value) => {
          setRating(value);
          setProblem(null);
        }}
        disabled={mutation.isPending}
      />
      <FormField id={`${id}-body`} label={t('services.review.body')} optional>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={body}
            maxLength={serviceLimits.reviewMax}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>
    </RequestFormDialog>
  );
}
