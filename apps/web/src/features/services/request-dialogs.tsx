import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import {
  createRequestSchema,
  serviceLimits,
  type ServiceRequest,
  type Transition,
} from '@aebro/shared/services';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { moveRequest, reviewRequest, sendRequest } from './services-api';
import { serviceErrorKey } from './service-errors';
import { DateTimeFields } from './date-time-fields';
import { StarInput } from './stars';
import { useRefreshServices } from './use-services';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

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
    <Dialog open={open} onOpenChange={(next) => (send.isPending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('services.request.title')}</DialogTitle>
          <DialogDescription>
            {t('services.request.intro', { service: serviceTitle })}
          </DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
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
          {send.error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t(serviceErrorKey(send.error))}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={send.isPending}>
                {t('services.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('services.request.sending') : t('services.request.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type Move = 'accepted' | 'declined' | 'cancelled' | 'completed';

/** Accept (optionally proposing a time), decline with a reason, complete or cancel: asked first. */
export function MoveDialog({
  open,
  onOpenChange,
  request,
  move,
}: DialogProps & { request: ServiceRequest; move: Move }) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshServices();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: (input: Transition) => moveRequest(request.id, input),
    onSuccess: () => {
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
    <Dialog
      open={open}
      onOpenChange={(next) => (mutation.isPending ? undefined : onOpenChange(next))}
    >
      <DialogContent role={move === 'cancelled' ? 'alertdialog' : 'dialog'}>
        <DialogHeader>
          <DialogTitle>{t(`services.move.${move}.title`)}</DialogTitle>
          <DialogDescription>
            {t(`services.move.${move}.text`, { service: request.service.title })}
          </DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={confirm} noValidate>
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
          {mutation.error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t(serviceErrorKey(mutation.error))}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={mutation.isPending}>
                {t('services.back')}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={move === 'declined' || move === 'cancelled' ? 'destructive' : 'default'}
              disabled={mutation.isPending}
            >
              {mutation.isPending
                ? t(`services.move.${move}.busy`)
                : t(`services.move.${move}.confirm`)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

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
    <Dialog
      open={open}
      onOpenChange={(next) => (mutation.isPending ? undefined : onOpenChange(next))}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('services.review.title')}</DialogTitle>
          <DialogDescription>
            {t('services.review.intro', { service: request.service.title })}
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          noValidate
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
          {problem || mutation.error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem ?? t(serviceErrorKey(mutation.error))}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={mutation.isPending}>
                {t('services.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? t('services.review.sending') : t('services.review.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
