import { BriefcaseBusiness } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// The dialog and its form load when asked for, not with the dashboard.
const BusinessRegistrationDialog = lazy(() =>
  import('./business-registration-dialog').then((module) => ({
    default: module.BusinessRegistrationDialog,
  })),
);

/** Invites a member to list their business; opens the business registration dialog (SPEC §2). */
export function RegisterBusinessCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <section
      aria-labelledby="register-business-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm sm:flex-row sm:items-center"
    >
      <span className="inline-grid size-11 shrink-0 place-items-center rounded-lg bg-accent/30 text-accent-foreground">
        <BriefcaseBusiness className="size-6" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <h2 id="register-business-title" className="font-semibold">
          {t('business.registration.cardTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('business.registration.cardText')}</p>
      </div>
      <Button
        variant="accent"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {t('business.registration.open')}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <BusinessRegistrationDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
