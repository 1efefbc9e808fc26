import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Lock from 'lucide-react/icons/lock';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { testCardSchema, type TestCard, type TestCheckout } from '@aebro/shared/payments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Brand } from '@/features/layout/brand';
import { LanguageSwitcher } from '@/features/layout/language-switcher';
import { ApiRequestError } from '@/lib/api';
import { checkoutErrorKey } from './boost-errors';
import { formatMoney } from '@aebro/shared/money';
import { useReaderLanguage } from './money';
import { purchaseLabel } from './payment-labels';
import { fetchTestCheckout, paymentKeys, payTestCheckout } from './payments-api';

/** Back to Aebro: a same-site URL (always, from our own server) opened as a full page load. */
function goTo(url: string): void {
  window.location.assign(url);
}

function CardForm({ checkout }: { checkout: TestCheckout }) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const form = useForm<TestCard>({
    resolver: zodResolver(testCardSchema),
    mode: 'onTouched',
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const pay = useMutation({
    mutationFn: (card: TestCard) => payTestCheckout(checkout.sessionId, card),
    onSuccess: (result) => goTo(result.returnUrl),
  });
  const amount = formatMoney(checkout.amount, checkout.currency, language);
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);
  const busy = pay.isPending || pay.isSuccess;
  const open = checkout.status === 'pending';

  if (!open)
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="info">
          {t(
            checkout.status === 'paid'
              ? 'payments.checkout.alreadyPaid'
              : checkout.status === 'superseded'
                ? 'payments.checkout.superseded'
                : 'payments.checkout.closed',
          )}
        </Alert>
        <Button asChild variant="outline">
          <a href={checkout.returnUrl}>{t('payments.checkout.back')}</a>
        </Button>
      </div>
    );

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => void form.handleSubmit((card) => pay.mutate(card))(event)}
    >
      {pay.isError ? <Alert tone="error">{t(checkoutErrorKey(pay.error))}</Alert> : null}
      {pay.isSuccess ? <Alert tone="success">{t('payments.checkout.paid')}</Alert> : null}
      <FormField
        id="cardNumber"
        label={t('payments.checkout.cardNumber')}
        error={fieldError(errors.cardNumber?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            className="font-mono"
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField
          id="expiry"
          label={t('payments.checkout.expiry')}
          hint={t('payments.checkout.expiryHint')}
          error={fieldError(errors.expiry?.message)}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="12/34"
              className="font-mono"
            />
          )}
        </FormField>
        <FormField
          id="cvc"
          label={t('payments.checkout.cvc')}
          error={fieldError(errors.cvc?.message)}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              className="font-mono"
            />
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        <Lock aria-hidden="true" />
        {busy ? t('payments.checkout.paying') : t('payments.checkout.pay', { amount })}
      </Button>
      <Button asChild variant="ghost">
        <a href={checkout.cancelUrl}>{t('payments.checkout.cancel')}</a>
      </Button>
    </form>
  );
}

/**
 * The built-in test checkout (the embedded default when Stripe is not configured): a page of
 * Aebro's own, clearly labelled, that takes Stripe's test cards and then does what Stripe's webhook
 * would. Like Stripe's hosted page, it stands outside the app's frame.
 */
export function TestCheckoutPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const query = useQuery({
    queryKey: paymentKeys.checkout(sessionId),
    queryFn: ({ signal }) => fetchTestCheckout(sessionId, signal),
    retry: (count, error) =>
      !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });
  const checkout = query.data;
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="border-b bg-background/90">
        <p className="bg-accent px-4 py-2 text-center text-sm font-semibold text-accent-foreground">
          <FlaskConical className="mr-2 inline size-4 align-[-2px]" aria-hidden="true" />
          {t('payments.checkout.badge')}
        </p>
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4">
          <Brand />
          <div className="ml-auto">
            <LanguageSwitcher />
          </div>
        </div>
      </header>
      <main id="main" className="flex flex-1 justify-center px-4 py-8 sm:py-12">
        <div className="flex w-full max-w-md flex-col gap-6">
          <h1 className="text-2xl font-bold">{t('payments.checkout.title')}</h1>
          {query.isPending ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : !checkout ? (
            <Alert tone="error">
              {query.error instanceof ApiRequestError && query.error.status === 404
                ? t('payments.checkout.notFound')
                : t('payments.checkout.loadError')}
            </Alert>
          ) : (
            <>
              <section className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm">
                <p className="font-medium">{purchaseLabel(t, checkout)}</p>
                <p className="flex items-baseline justify-between gap-3">
                  <span className="text-sm text-muted-foreground">
                    {t('payments.checkout.total')}
                  </span>
                  <span className="text-2xl font-bold tabular-nums">
                    {formatMoney(checkout.amount, checkout.currency, language)}
                  </span>
                </p>
              </section>
              <Alert tone="info">{t('payments.checkout.explain')}</Alert>
              <section className="rounded-xl border bg-card p-5 shadow-sm">
                <CardForm checkout={checkout} />
              </section>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
