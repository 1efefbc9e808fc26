import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * The generic error screen (SPEC §2), shown by the root error boundary. "Refresh session" reloads the
 * app, which also fetches a screen's code again after a new version was deployed.
 */
export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    // Global errors are only logged (SPEC §8).
    console.warn('Screen failed', error);
  }, [error]);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center px-4 text-center"
    >
      <span className="inline-grid size-16 place-items-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold">{t('error.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('error.message')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        {t('error.refreshSession')}
      </Button>
    </main>
  );
}
