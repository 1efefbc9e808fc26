import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { loadTextParts } from '@/i18n/i18n';
import { readStorage, writeStorage } from '@/lib/storage';

// The dialog and its form (with the forms' texts, the `auth` part) load when asked for, not with
// the dashboard.
const BusinessRegistrationDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('./business-registration-dialog'),
    loadTextParts(['auth']),
  ]);
  return { default: module.BusinessRegistrationDialog };
});

/** Per person: someone else signing in on the same browser still sees their own invitation. */
function hiddenKey(userId: string): string {
  return `aebro.registerBusinessCard.hidden.${userId}`;
}

/**
 * A one-line invitation for a member to list their business; opens the business registration
 * dialog (SPEC §2). Its X hides it for good on this device.
 */
export function RegisterBusinessCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => readStorage(hiddenKey(userId)) === 'true');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  if (hidden) return null;
  return (
    <section
      aria-labelledby="register-business-title"
      className="flex items-center gap-2 rounded-lg border bg-card py-2 pr-1.5 pl-3 shadow-sm"
    >
      <BriefcaseBusiness className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <h2 id="register-business-title" className="min-w-0 flex-1 truncate text-sm font-medium">
        {t('business.registration.cardTitle')}
      </h2>
      <Button
        variant="accent"
        size="sm"
        // A phone shows the short label, so that the question keeps its one line; the name stays whole.
        aria-label={t('business.registration.open')}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <span className="sm:hidden">{t('business.registration.openShort')}</span>
        <span className="hidden sm:inline">{t('business.registration.open')}</span>
      </Button>
      <Button
        variant="ghost"
        size="iconSm"
        className="text-muted-foreground hover:text-foreground"
        aria-label={t('business.registration.dismiss')}
        onClick={() => {
          writeStorage(hiddenKey(userId), 'true');
          setHidden(true);
        }}
      >
        <X aria-hidden="true" />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <BusinessRegistrationDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
